// Rows to the API's response shapes: never raw rows, never password hashes. Both database
// engines' value types (Date or string, number or string) are settled here.
import {
  contractStatus,
  needsVatNumber,
  type Application,
  type Contract,
  type Job,
  type JobReview,
  type User,
} from '../../contract/index.ts';
import type { ApplicationRecord, ContractRecord, Count, JobRecord, UserRecord } from '../../db/tables.ts';
import { filePath } from '../files/repo.ts';
import { dateOnly } from '../../contract/dates.ts';

export const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
/** Counts: see Count in db/tables.ts. */
export const int = (v: Count | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/** A user as presented: every column but the password hash. */
export type UserRow = Omit<UserRecord, 'password_hash'>;
export const presentUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  role: r.role,
  firstName: r.first_name,
  lastName: r.last_name,
  isActive: r.is_active,
  language: r.language,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export type JobRow = JobRecord;
const salaryOf = (r: Pick<JobRow, 'salary_min' | 'salary_max' | 'salary_currency'>): Job['salary'] =>
  r.salary_min === null && r.salary_max === null
    ? null
    : { min: r.salary_min, max: r.salary_max, currency: r.salary_currency };

export const presentJob = (r: JobRow): Job => ({
  id: r.id,
  employerId: r.employer_id,
  title: r.title,
  company: r.company,
  location: r.location,
  type: r.type,
  category: r.category,
  description: r.description,
  requirements: r.requirements ?? [],
  skills: r.skills ?? [],
  salary: salaryOf(r),
  isActive: r.is_active,
  slug: r.slug,
  source: r.source,
  startDate: dateOnly(r.start_date),
  validThrough: iso(r.listed_until),
  listingDays: r.listing_days,
  dayRate: r.day_rate === null ? null : int(r.day_rate),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  ...(r.is_draft ? { isDraft: true } : {}),
});

/** A job's staff review, as its employer and staff see it (never on the public board). */
export const presentReview = (r: Pick<JobRow, 'review_status' | 'review_reason'>): JobReview => ({
  status: r.review_status,
  reason: r.review_status === 'rejected' ? r.review_reason : null,
});

/** `prefix_column` for each column of a joined table, as the queries select them (`j.title as job_title`). */
type Prefixed<Row, Prefix extends string> = { [K in keyof Row & string as `${Prefix}_${K}`]: Row[K] };

/** The columns applicationQuery() (shared/queries.ts) selects from each table it joins. */
export const APPLICATION_FIELDS = {
  application: ['id', 'job_id', 'candidate_id', 'status', 'cv_file_id', 'applied_at', 'notes'],
  job: [
    'title',
    'company',
    'description',
    'location',
    'type',
    'salary_min',
    'salary_max',
    'salary_currency',
    'slug',
    'is_active',
  ],
  candidate: ['first_name', 'last_name', 'email'],
} as const satisfies {
  application: readonly (keyof ApplicationRecord)[];
  job: readonly (keyof JobRecord)[];
  candidate: readonly (keyof UserRecord)[];
};
type Fields<K extends keyof typeof APPLICATION_FIELDS> = (typeof APPLICATION_FIELDS)[K][number];
export type ApplicationRow = Pick<ApplicationRecord, Fields<'application'>> &
  Prefixed<Pick<JobRecord, Fields<'job'>>, 'job'> &
  Prefixed<Pick<UserRecord, Fields<'candidate'>>, 'candidate'>;

export const presentApplication = (r: ApplicationRow): Application => ({
  id: r.id,
  jobId: r.job_id,
  candidateId: r.candidate_id,
  status: r.status,
  cvUrl: r.cv_file_id ? filePath(r.cv_file_id) : null,
  appliedAt: iso(r.applied_at),
  notes: r.notes,
  job: {
    title: r.job_title,
    company: r.job_company,
    description: r.job_description,
    location: r.job_location,
    type: r.job_type,
    slug: r.job_slug,
    isActive: r.job_is_active,
    salary: salaryOf({
      salary_min: r.job_salary_min,
      salary_max: r.job_salary_max,
      salary_currency: r.job_salary_currency,
    }),
  },
  candidate: { firstName: r.candidate_first_name, lastName: r.candidate_last_name, email: r.candidate_email },
});

/** The names of both parties, joined by contractQuery() (shared/queries.ts). */
export const CONTRACT_PARTY_FIELDS = ['first_name', 'last_name'] as const satisfies readonly (keyof UserRecord)[];
type PartyName = Pick<UserRecord, (typeof CONTRACT_PARTY_FIELDS)[number]>;
/** The billing country and EU VAT number, read from the contract's client company (none: null). */
export const CONTRACT_COMPANY_COLUMNS = [
  'cc.country_code as company_country',
  'cc.eu_vat_number as company_vat_number',
] as const;
export type ContractRow = ContractRecord &
  Prefixed<PartyName, 'contractor'> &
  Prefixed<PartyName, 'employer'> & { company_country: string | null; company_vat_number: string | null };
export const presentContract = (r: ContractRow, today?: string): Contract => {
  const startDate = dateOnly(r.start_date);
  const endDate = dateOnly(r.end_date);
  return {
    id: r.id,
    contractorId: r.contractor_id,
    employerId: r.employer_id,
    jobTitle: r.job_title,
    startDate,
    endDate,
    dayRate: int(r.day_rate),
    feePercentage: r.fee_percentage,
    source: r.source,
    notes: r.notes,
    clientCountry: r.company_country,
    // The EU VAT number an invoice names: a client in another EU state's (a Hungarian client's tax number is its own).
    clientVatNumber: r.company_country !== null && needsVatNumber(r.company_country) ? r.company_vat_number : null,
    partTime: r.part_time,
    requiresQualification: r.requires_qualification,
    status: contractStatus(startDate, endDate, today),
    contractorName: { firstName: r.contractor_first_name, lastName: r.contractor_last_name },
    employerName: { firstName: r.employer_first_name, lastName: r.employer_last_name },
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
};
