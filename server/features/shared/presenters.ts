// Rows to the response shapes of SPEC §3: never raw rows, never password hashes. Both database
// engines' value types (Date or string, number or string) are settled here.
import {
  contractStatus, type Application, type Contract, type Job, type User,
} from '../../contract/index.ts';

export const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
/** DATE columns: 'YYYY-MM-DD' from pg (type parser in db/index.ts); PGlite answers a UTC-midnight Date. */
export const dateOnly = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10);
export const int = (v: number | string | bigint | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

export interface UserRow {
  id: number; email: string; role: User['role']; first_name: string; last_name: string;
  is_active: boolean; created_at: Date; updated_at: Date;
}
export const presentUser = (r: UserRow): User => ({
  id: r.id, email: r.email, role: r.role, firstName: r.first_name, lastName: r.last_name,
  isActive: r.is_active, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
});

export interface JobRow {
  id: number; employer_id: number | null; title: string; company: string; location: string; type: Job['type'];
  category: string; description: string; requirements: string[]; skills: string[];
  salary_min: number | null; salary_max: number | null; salary_currency: string;
  is_active: boolean; slug: string; source: string; start_date: string | Date | null; created_at: Date; updated_at: Date;
}
const salaryOf = (r: Pick<JobRow, 'salary_min' | 'salary_max' | 'salary_currency'>): Job['salary'] =>
  r.salary_min === null && r.salary_max === null ? null : { min: r.salary_min, max: r.salary_max, currency: r.salary_currency };

export const presentJob = (r: JobRow): Job => ({
  id: r.id, employerId: r.employer_id, title: r.title, company: r.company, location: r.location, type: r.type,
  category: r.category, description: r.description, requirements: r.requirements ?? [], skills: r.skills ?? [],
  salary: salaryOf(r), isActive: r.is_active, slug: r.slug, source: r.source, startDate: dateOnly(r.start_date),
  createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
});

/** Columns selected by applicationQuery() below. */
export interface ApplicationRow {
  id: number; job_id: number; candidate_id: number; status: Application['status']; cv_url: string | null;
  applied_at: Date; notes: string | null;
  job_title: string; job_company: string; job_description: string; job_location: string; job_type: Job['type'];
  job_salary_min: number | null; job_salary_max: number | null; job_salary_currency: string; job_slug: string; job_is_active: boolean;
  candidate_first_name: string; candidate_last_name: string; candidate_email: string;
}
export const APPLICATION_COLUMNS = [
  'a.id', 'a.job_id', 'a.candidate_id', 'a.status', 'a.cv_url', 'a.applied_at', 'a.notes',
  'j.title as job_title', 'j.company as job_company', 'j.description as job_description', 'j.location as job_location',
  'j.type as job_type', 'j.salary_min as job_salary_min', 'j.salary_max as job_salary_max',
  'j.salary_currency as job_salary_currency', 'j.slug as job_slug', 'j.is_active as job_is_active',
  'u.first_name as candidate_first_name', 'u.last_name as candidate_last_name', 'u.email as candidate_email',
];
export const presentApplication = (r: ApplicationRow): Application => ({
  id: r.id, jobId: r.job_id, candidateId: r.candidate_id, status: r.status, cvUrl: r.cv_url,
  appliedAt: iso(r.applied_at), notes: r.notes,
  job: {
    title: r.job_title, company: r.job_company, description: r.job_description, location: r.job_location,
    type: r.job_type, slug: r.job_slug, isActive: r.job_is_active,
    salary: salaryOf({ salary_min: r.job_salary_min, salary_max: r.job_salary_max, salary_currency: r.job_salary_currency }),
  },
  candidate: { firstName: r.candidate_first_name, lastName: r.candidate_last_name, email: r.candidate_email },
});

export interface ContractRow {
  id: number; contractor_id: number; employer_id: number; job_title: string; start_date: string | Date | null;
  end_date: string | Date | null; day_rate: number; fee_percentage: number | null; source: Contract['source'];
  notes: string | null; created_at: Date; updated_at: Date;
  contractor_first_name: string; contractor_last_name: string; employer_first_name: string; employer_last_name: string;
}
export const CONTRACT_COLUMNS = [
  'c.*', 'cu.first_name as contractor_first_name', 'cu.last_name as contractor_last_name',
  'eu.first_name as employer_first_name', 'eu.last_name as employer_last_name',
];
export const presentContract = (r: ContractRow, today?: string): Contract => {
  const startDate = dateOnly(r.start_date);
  const endDate = dateOnly(r.end_date);
  return {
    id: r.id, contractorId: r.contractor_id, employerId: r.employer_id, jobTitle: r.job_title,
    startDate, endDate, dayRate: int(r.day_rate), feePercentage: r.fee_percentage,
    source: r.source, notes: r.notes, status: contractStatus(startDate, endDate, today),
    contractorName: `${r.contractor_first_name} ${r.contractor_last_name}`,
    employerName: `${r.employer_first_name} ${r.employer_last_name}`,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
};
