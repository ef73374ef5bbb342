// Staff lists and writes. Counts come from one grouped query per list (no N+1), so the lists stay
// fast with thousands of rows.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  LIMITS,
  isStaffRole,
  type AdminCandidate,
  type AdminEmployer,
  type AdminJob,
  type Role,
  type adminCandidateUpdateSchema,
  type adminEmployerUpdateSchema,
  type contractInputSchema,
} from '../../contract/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { onlyRow } from '../../db/rows.ts';
import type { CandidateRegistrationRecord, Count, EmployerRequestRecord, UserRecord } from '../../db/tables.ts';
import { USER_COLUMNS } from '../../middleware/auth.ts';
import { destroyUserSessions } from '../../middleware/session.ts';
import { assertEmailFree, upsertAccountRequest, upsertCandidateRegistration } from '../accounts/repo.ts';
import {
  int,
  iso,
  presentJob,
  presentUser,
  type ContractRow,
  type JobRow,
  type UserRow,
} from '../shared/presenters.ts';
import { applicationQuery, contractQuery } from '../shared/queries.ts';

const newestFirst = (alias: string) => [
  { column: `${alias}.created_at`, order: 'desc' as const },
  { column: `${alias}.id`, order: 'desc' as const },
];
const byNewest = newestFirst('u');

type ListedUser = Pick<UserRecord, 'id' | 'first_name' | 'last_name' | 'email' | 'is_active' | 'created_at'>;
const LISTED_USER_COLUMNS = ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active', 'u.created_at'];
/** A left-joined record's columns are null where the user has none. */
type OrNull<T> = { [K in keyof T]: T[K] | null };
type CandidateListRow = ListedUser & { application_count: Count | null; registration_id: number | null } & OrNull<
    Pick<
      CandidateRegistrationRecord,
      'phone' | 'current_location' | 'job_category' | 'experience' | 'available_for_remote'
    >
  >;
type EmployerListRow = ListedUser & { job_count: Count | null } & OrNull<Pick<EmployerRequestRecord, 'company_name'>>;

export async function listCandidates(db: Knex, id?: number): Promise<AdminCandidate[]> {
  const q = db('users as u')
    .leftJoin('candidate_registrations as r', 'r.user_id', 'u.id')
    .leftJoin(
      db('applications').select('candidate_id').count('* as n').groupBy('candidate_id').as('c'),
      'c.candidate_id',
      'u.id',
    )
    .where('u.role', 'candidate')
    .select<CandidateListRow[]>(
      ...LISTED_USER_COLUMNS,
      'c.n as application_count',
      'r.id as registration_id',
      'r.phone',
      'r.current_location',
      'r.job_category',
      'r.experience',
      'r.available_for_remote',
    )
    .orderBy(byNewest);
  if (id) q.where('u.id', id);
  const rows = await q;
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    isActive: r.is_active,
    createdAt: iso(r.created_at),
    applicationCount: int(r.application_count),
    registration:
      r.registration_id === null
        ? null
        : {
            phone: r.phone,
            currentLocation: r.current_location,
            jobCategory: r.job_category,
            experience: r.experience!,
            availableForRemote: r.available_for_remote!,
          },
  }));
}

export async function listEmployers(db: Knex, id?: number): Promise<AdminEmployer[]> {
  const q = db('users as u')
    .leftJoin(
      db('employer_requests').where('is_account', true).select('user_id', 'company_name').as('r'),
      'r.user_id',
      'u.id',
    )
    .leftJoin(db('jobs').select('employer_id').count('* as n').groupBy('employer_id').as('j'), 'j.employer_id', 'u.id')
    .where('u.role', 'employer')
    .select<EmployerListRow[]>(...LISTED_USER_COLUMNS, 'j.n as job_count', 'r.company_name')
    .orderBy(byNewest);
  if (id) q.where('u.id', id);
  const rows = await q;
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    isActive: r.is_active,
    createdAt: iso(r.created_at),
    jobCount: int(r.job_count),
    request: r.company_name === null ? null : { companyName: r.company_name },
  }));
}

/** Updates a candidate's account and registration record together, or 404 if no such candidate. */
export async function updateCandidate(
  db: Knex,
  id: number,
  input: z.output<typeof adminCandidateUpdateSchema>,
): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id, role: 'candidate' }).first('id');
    if (!user) throw notFound();
    await assertEmailFree(trx, input.email, id);
    await trx('users')
      .where({ id })
      .update({ first_name: input.firstName, last_name: input.lastName, email: input.email });
    await upsertCandidateRegistration(trx, id, input);
  });
}

export async function updateEmployer(
  db: Knex,
  id: number,
  input: z.output<typeof adminEmployerUpdateSchema>,
): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id, role: 'employer' }).first('id');
    if (!user) throw notFound();
    await assertEmailFree(trx, input.email, id);
    const rows = await trx('users')
      .where({ id })
      .update({ first_name: input.firstName, last_name: input.lastName, email: input.email })
      .returning(USER_COLUMNS);
    await upsertAccountRequest(trx, onlyRow(rows, 'updated employer user'), input.companyName);
  });
}

/** Contractors must be candidates and employers employers (the contract form's party pickers). */
export async function assertContractParties(db: Knex, input: z.output<typeof contractInputSchema>): Promise<void> {
  const rows = await db('users').whereIn('id', [input.contractorId, input.employerId]).select('id', 'role');
  const roleOf = (id: number) => rows.find((r) => r.id === id)?.role;
  if (roleOf(input.contractorId) !== 'candidate')
    throw badRequest('contractorNotCandidate', { contractorId: 'contractorNotCandidate' });
  if (roleOf(input.employerId) !== 'employer')
    throw badRequest('employerNotEmployer', { employerId: 'employerNotEmployer' });
}

const contractColumns = (c: z.output<typeof contractInputSchema>) => ({
  contractor_id: c.contractorId,
  employer_id: c.employerId,
  job_title: c.jobTitle,
  start_date: c.startDate,
  end_date: c.endDate,
  day_rate: c.dayRate,
  fee_percentage: c.feePercentage,
  source: c.source,
  notes: c.notes,
});

export async function recentUsers(db: Knex, limit: number = LIMITS.adminRecentUsers) {
  const rows = await db('users')
    .select(...USER_COLUMNS)
    .orderBy(newestFirst('users'))
    .limit(limit);
  return rows.map(presentUser);
}

export async function listUsers(db: Knex) {
  const rows = await db('users')
    .select(...USER_COLUMNS)
    .orderBy(newestFirst('users'));
  return rows.map(presentUser);
}

/** Enables or disables a user of one of the given roles; disabling ends their sessions at once. */
export async function setUserActive(db: Knex, id: number, isActive: boolean, roles: readonly Role[]): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const user = await trx('users').where({ id }).first('role');
    if (!user || !roles.includes(user.role)) {
      if (user && isStaffRole(user.role)) throw forbidden('protectedAccount');
      throw notFound();
    }
    if (!isActive && user.role === 'owner') {
      // The active owners, locked: of two owners disabling each other at once, the second waits and
      // then sees only one left. The site never loses its last active owner.
      const owners = await trx('users').where({ role: 'owner', is_active: true }).forUpdate().select('id');
      if (owners.every((o) => o.id === id)) throw conflict('protectedAccount');
    }
    const rows = await trx('users').where({ id }).update({ is_active: isActive }).returning(USER_COLUMNS);
    if (!isActive) await destroyUserSessions(trx, id);
    return onlyRow(rows, 'updated user');
  });
}

/** The console's counts: users by role, jobs, applications, contracts, and last week's sign-ups plus applications. */
export async function dashboardStats(db: Knex) {
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const [userCounts, jobCounts, appCount, contractCount, recentUsers, recentApplications] = await Promise.all([
    db('users').select('role').count('id', { as: 'n' }).groupBy('role'),
    db('jobs').first<{ total: Count; active: Count } | undefined>(
      db.raw('count(*) as total'),
      db.raw('count(*) filter (where is_active) as active'),
    ),
    db('applications').count('id', { as: 'n' }).first(),
    db('contracts').count('id', { as: 'n' }).first(),
    db('users').where('created_at', '>=', weekAgo).count('id', { as: 'n' }).first(),
    db('applications').where('applied_at', '>=', weekAgo).count('id', { as: 'n' }).first(),
  ]);
  const byRole = (role: Role) => int(userCounts.find((r) => r.role === role)?.n);
  return {
    totalUsers: userCounts.reduce((sum, r) => sum + int(r.n), 0),
    totalEmployers: byRole('employer'),
    totalCandidates: byRole('candidate'),
    totalJobs: int(jobCounts?.total),
    activeJobs: int(jobCounts?.active),
    totalApplications: int(appCount?.n),
    totalContracts: int(contractCount?.n),
    recentActivity: int(recentUsers?.n) + int(recentApplications?.n),
  };
}

export const recentJobs = (db: Knex): Promise<JobRow[]> =>
  db('jobs').orderBy(newestFirst('jobs')).limit(LIMITS.adminRecentJobs);

export const allApplications = (db: Knex) => applicationQuery(db);

export const listContracts = (db: Knex) => contractQuery(db);

const RECENT_CONTRACTS = 5;
export const recentContracts = (db: Knex) => contractQuery(db).limit(RECENT_CONTRACTS);

type ListedJob = JobRow & {
  employer_first_name: string | null;
  employer_last_name: string | null;
  application_count: Count | null;
};

export async function listJobs(db: Knex): Promise<AdminJob[]> {
  const rows = await db('jobs as j')
    .leftJoin('users as u', 'u.id', 'j.employer_id')
    .leftJoin(db('applications').select('job_id').count('* as n').groupBy('job_id').as('a'), 'a.job_id', 'j.id')
    .select<ListedJob[]>(
      'j.*',
      'u.first_name as employer_first_name',
      'u.last_name as employer_last_name',
      'a.n as application_count',
    )
    .orderBy(newestFirst('j'));
  return rows.map((r) => ({
    ...presentJob(r),
    employerName: r.employer_first_name ? `${r.employer_first_name} ${r.employer_last_name}` : null,
    applicationCount: int(r.application_count),
  }));
}

/** The job after the change, or undefined when there is no such job. */
export async function setJobActive(db: Knex, id: number, isActive: boolean): Promise<JobRow | undefined> {
  const [row] = await db('jobs').where({ id }).update({ is_active: isActive }).returning('*');
  return row;
}

/** Candidates or employers who can be party to a new contract, by name. */
export const activePeople = (db: Knex, role: 'candidate' | 'employer') =>
  db('users')
    .where({ role, is_active: true })
    .select({ id: 'id', firstName: 'first_name', lastName: 'last_name', email: 'email' })
    .orderBy(['last_name', 'first_name']);

export const contractById = (db: Knex, id: number): Promise<ContractRow | undefined> =>
  contractQuery(db).where('c.id', id).first();

export async function insertContract(db: Knex, input: z.output<typeof contractInputSchema>): Promise<number> {
  const rows = await db('contracts').insert(contractColumns(input)).returning('id');
  return onlyRow(rows, 'inserted contract').id;
}

/** Whether there was such a contract to update. */
export async function updateContract(
  db: Knex,
  id: number,
  input: z.output<typeof contractInputSchema>,
): Promise<boolean> {
  return (await db('contracts').where({ id }).update(contractColumns(input))) > 0;
}
