// Staff lists and writes. Counts come from one grouped query per list (no N+1), so the lists stay
// fast with thousands of rows.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  LIMITS,
  isStaffRole,
  normalizeVatNumber,
  type Role,
  type adminCandidateUpdateSchema,
  type adminEmployerUpdateSchema,
  type contractInputSchema,
} from '../../contract/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { mayTakeAway } from '../provisioning/staff.ts';
import { onlyRow } from '../../db/rows.ts';
import type { Count } from '../../db/tables.ts';
import { USER_COLUMNS } from '../../middleware/session.ts';
import { destroyUserSessions } from '../../middleware/session.ts';
import { assertEmailFree, upsertAccountRequest, upsertCandidateRegistration } from '../provisioning/repo.ts';
import { int, presentUser, type ContractRow, type JobRow, type UserRow } from '../shared/presenters.ts';
import { applicationQuery, contractQuery } from '../shared/queries.ts';

const newestFirst = (alias: string) => [
  { column: `${alias}.created_at`, order: 'desc' as const },
  { column: `${alias}.id`, order: 'desc' as const },
];

/** Updates a candidate's account and registration record together, or 404 if no such candidate. */
export async function updateCandidate(
  db: Knex,
  id: number,
  input: z.output<typeof adminCandidateUpdateSchema>,
): Promise<void> {
  await db.transaction(async (trx) => {
    // An erased account stays erased: no new name or address (nor activity, setUserActive) for it.
    const user = await trx('users').where({ id, role: 'candidate' }).whereNull('deleted_at').first('id');
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
    const user = await trx('users').where({ id, role: 'employer' }).whereNull('deleted_at').first('id');
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
  // An erased account (its data gone) is no party to a contract: refused like an unknown one.
  const rows = await db('users')
    .whereIn('id', [input.contractorId, input.employerId])
    .whereNull('deleted_at')
    .select('id', 'role');
  const roleOf = (id: number) => rows.find((r) => r.id === id)?.role;
  if (roleOf(input.contractorId) !== 'candidate')
    throw badRequest('contractorNotCandidate', { contractorId: 'contractorNotCandidate' });
  if (roleOf(input.employerId) !== 'employer')
    throw badRequest('employerNotEmployer', { employerId: 'employerNotEmployer' });
}

/** The company a contract bills: the contract's billing country and EU VAT number are its own. */
interface BilledCompany {
  id: number;
  country_code: string;
  eu_vat_number: string | null;
}

/** A country or VAT number sent with the contract must be the company's: 400 billingFromCompany otherwise
 *  (the contract keeps no copy that could disagree with the invoice's buyer). */
function assertBillingIsCompanys(c: z.output<typeof contractInputSchema>, company: BilledCompany): void {
  if (!c.client) return;
  if (c.client.country !== company.country_code)
    throw badRequest('billingFromCompany', { clientCountry: 'billingFromCompany' });
  const vat = company.eu_vat_number === null ? null : normalizeVatNumber(company.eu_vat_number);
  if (c.client.vatNumber !== null && c.client.vatNumber !== vat)
    throw badRequest('billingFromCompany', { clientVatNumber: 'billingFromCompany' });
}

const contractColumns = (c: z.output<typeof contractInputSchema>, company: BilledCompany) => {
  assertBillingIsCompanys(c, company);
  return {
    client_company_id: company.id,
    contractor_id: c.contractorId,
    employer_id: c.employerId,
    job_title: c.jobTitle,
    start_date: c.startDate,
    end_date: c.endDate,
    day_rate: c.dayRate,
    fee_percentage: c.feePercentage,
    source: c.source,
    notes: c.notes,
    ...(c.partTime === undefined ? {} : { part_time: c.partTime }),
    ...(c.requiresQualification === undefined ? {} : { requires_qualification: c.requiresQualification }),
  };
};

export async function recentUsers(db: Knex, limit: number = LIMITS.adminRecentUsers) {
  const rows = await db('users')
    .select(...USER_COLUMNS)
    .orderBy(newestFirst('users'))
    .limit(limit);
  return rows.map(presentUser);
}

/** Enables or disables a user of one of the given roles; disabling ends their sessions at once. Staff
 * (`actorId`) never disable themselves nor the last active owner (provisioning/staff.ts mayTakeAway). */
export async function setUserActive(
  db: Knex,
  id: number,
  isActive: boolean,
  roles: readonly Role[],
  actorId: number,
): Promise<UserRow> {
  return db.transaction(async (trx) => {
    // An erased account (deleted_at) is gone for good: it cannot be enabled again.
    const user = await trx('users').where({ id }).whereNull('deleted_at').first('role');
    if (!user || !roles.includes(user.role)) {
      if (user && isStaffRole(user.role)) throw forbidden('protectedAccount');
      throw notFound();
    }
    if (!isActive) await mayTakeAway(trx, { id, role: user.role }, actorId);
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

export const recentApplications = (db: Knex, limit: number) => applicationQuery(db).limit(limit);

const RECENT_CONTRACTS = 5;
export const recentContracts = (db: Knex) => contractQuery(db).limit(RECENT_CONTRACTS);

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

export async function insertContract(
  db: Knex,
  input: z.output<typeof contractInputSchema>,
  company: BilledCompany,
): Promise<number> {
  const rows = await db('contracts').insert(contractColumns(input, company)).returning('id');
  return onlyRow(rows, 'inserted contract').id;
}

/** Whether there was such a contract to update. */
export async function updateContract(
  db: Knex,
  id: number,
  input: z.output<typeof contractInputSchema>,
  company: BilledCompany,
): Promise<boolean> {
  return (await db('contracts').where({ id }).update(contractColumns(input, company))) > 0;
}
