// The staff lists' query and answer: ?page=&pageSize=&q=&status=&sort= (and ?role= on the users list)
// answered as { items, total, page, pageSize }. Each list has a fixed allowlist of sorts and statuses;
// anything else is a 400 naming the parameter. The same query (without page) selects a CSV export.
import { z } from 'zod';
import { APPLICATION_STATUSES, CONTRACT_STATUSES, ROLES } from './options.ts';
import {
  isoDate,
  adminCandidateSchema,
  adminEmployerSchema,
  adminJobSchema,
  applicationListingSchema,
  contractSchema,
  userSchema,
} from './schemas.ts';

export type StaffList = 'users' | 'jobs' | 'candidates' | 'employers' | 'contracts' | 'applications';

const ACTIVITY = ['active', 'inactive'] as const;
/** The statuses each list filters by: accounts and jobs are active or not; contracts and applications have their own. */
export const LIST_STATUSES = {
  /** 'deleted': erased accounts (privacy.ts), which the other values leave out. */
  users: [...ACTIVITY, 'deleted'],
  /** 'pending' and 'rejected': the staff review's queue and the jobs it turned down. */
  jobs: [...ACTIVITY, 'pending', 'rejected'],
  candidates: ACTIVITY,
  employers: ACTIVITY,
  contracts: CONTRACT_STATUSES,
  applications: APPLICATION_STATUSES,
} as const satisfies Record<StaffList, readonly string[]>;

/** The orders each list offers; the first is the default. */
export const LIST_SORTS = {
  users: ['newest', 'oldest', 'name', 'email'],
  jobs: ['newest', 'oldest', 'title', 'company'],
  candidates: ['newest', 'oldest', 'name'],
  employers: ['newest', 'oldest', 'name', 'company'],
  contracts: ['newest', 'oldest', 'start', 'rate'],
  applications: ['newest', 'oldest', 'candidate', 'job'],
} as const satisfies Record<StaffList, readonly [string, ...string[]]>;
export type ListSort<L extends StaffList> = (typeof LIST_SORTS)[L][number];
export type ListStatus<L extends StaffList> = (typeof LIST_STATUSES)[L][number];

export const LIST_PAGE_SIZE = 25;
const LIST_PAGE_SIZE_MAX = 100;
/** The un-paged legacy answers (a bare array, SPEC shape) hold at most this many rows, newest first. */
export const LIST_LEGACY_CAP = 500;
/** The dashboard's allApplications: the newest this many, in the slim listing shape. */
export const DASHBOARD_APPLICATIONS = 100;

/** A query parameter given once ('?a=1&a=2' is refused, not silently read as one of them). */
const single = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.union([z.undefined(), inner]));
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'invalidInput')
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, 'invalidInput');

/** A row id in a query string. */
const rowId = z
  .string()
  .regex(/^\d{1,10}$/, 'invalidInput')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, 'invalidInput');
/** A parameter the list does not have: read as absent. */
const ignored = z
  .unknown()
  .transform((): undefined => undefined)
  .optional();
export function listQuerySchema<L extends StaffList>(list: L) {
  const statuses = LIST_STATUSES[list] as readonly string[] as readonly [ListStatus<L>, ...ListStatus<L>[]];
  const sorts = LIST_SORTS[list] as readonly string[] as readonly [ListSort<L>, ...ListSort<L>[]];
  return z
    .object({
      page: single(positiveInt(1_000_000)),
      pageSize: single(positiveInt(LIST_PAGE_SIZE_MAX)),
      q: single(z.string().max(200, 'tooLong')),
      status: single(z.enum(statuses)),
      sort: single(z.enum(sorts)),
      /** Users only; the other lists ignore it. */
      role:
        list === 'users'
          ? single(z.enum(ROLES))
          : z
              .unknown()
              .transform((): undefined => undefined)
              .optional(),
      /** Candidates and applications: a skill the candidate stated (accent- and case-insensitive). */
      skill:
        list === 'candidates' || list === 'applications'
          ? single(z.string().trim().max(50, 'skillTooLong'))
          : z
              .unknown()
              .transform((): undefined => undefined)
              .optional(),
      /** Applications only: one job's applications (the job pipeline sets it from its path). */
      job: list === 'applications' ? single(rowId) : ignored,
      /** Applications only: the applications to one employer's jobs (staff; an employer's own list sets it). */
      employer: list === 'applications' ? single(rowId) : ignored,
      /** Applications only: applied on or after this Budapest calendar day (YYYY-MM-DD). */
      from: list === 'applications' ? single(isoDate) : ignored,
      /** Applications only: applied on or before this Budapest calendar day. */
      to: list === 'applications' ? single(isoDate) : ignored,
    })
    .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'dateRangeInvalid', path: ['to'] });
}
export type ListQuery<L extends StaffList> = z.output<ReturnType<typeof listQuerySchema<L>>>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const usersPageSchema = pageOf(userSchema);
export const jobsPageSchema = pageOf(adminJobSchema);
export const candidatesPageSchema = pageOf(adminCandidateSchema);
export const employersPageSchema = pageOf(adminEmployerSchema);
export const contractsPageSchema = pageOf(contractSchema);
export const applicationsPageSchema = pageOf(applicationListingSchema);
