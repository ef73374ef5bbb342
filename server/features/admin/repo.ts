// Staff lists and writes. Counts come from one grouped query per list (no N+1), so the lists stay
// fast with thousands of rows.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  LIMITS, type AdminCandidate, type AdminEmployer, type adminCandidateUpdateSchema,
  type adminEmployerUpdateSchema, type contractInputSchema,
} from '../../contract/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { assertEmailFree, upsertAccountRequest, upsertCandidateRegistration } from '../auth/repo.ts';
import { int, iso, presentUser, type UserRow } from '../shared/presenters.ts';

const byNewest = [{ column: 'u.created_at', order: 'desc' as const }, { column: 'u.id', order: 'desc' as const }];

export async function listCandidates(db: Knex, id?: number): Promise<AdminCandidate[]> {
  const q = db('users as u')
    .leftJoin('candidate_registrations as r', 'r.user_id', 'u.id')
    .leftJoin(db('applications').select('candidate_id').count('* as n').groupBy('candidate_id').as('c'), 'c.candidate_id', 'u.id')
    .where('u.role', 'candidate')
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active', 'u.created_at', 'c.n as application_count',
      'r.id as registration_id', 'r.phone', 'r.current_location', 'r.job_category', 'r.experience', 'r.available_for_remote')
    .orderBy(byNewest);
  if (id) q.where('u.id', id);
  const rows = await q;
  return rows.map((r) => ({
    id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, isActive: r.is_active,
    createdAt: iso(r.created_at), applicationCount: int(r.application_count),
    registration: r.registration_id === null ? null : {
      phone: r.phone, currentLocation: r.current_location, jobCategory: r.job_category,
      experience: r.experience, availableForRemote: r.available_for_remote,
    },
  }));
}

export async function listEmployers(db: Knex, id?: number): Promise<AdminEmployer[]> {
  const q = db('users as u')
    .leftJoin(db('employer_requests').where('is_account', true).select('user_id', 'company_name').as('r'), 'r.user_id', 'u.id')
    .leftJoin(db('jobs').select('employer_id').count('* as n').groupBy('employer_id').as('j'), 'j.employer_id', 'u.id')
    .where('u.role', 'employer')
    .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active', 'u.created_at', 'j.n as job_count', 'r.company_name')
    .orderBy(byNewest);
  if (id) q.where('u.id', id);
  const rows = await q;
  return rows.map((r) => ({
    id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, isActive: r.is_active,
    createdAt: iso(r.created_at), jobCount: int(r.job_count),
    request: r.company_name === null ? null : { companyName: r.company_name },
  }));
}

/** Updates a candidate's account and registration record together, or 404 if no such candidate. */
export async function updateCandidate(db: Knex, id: number, input: z.output<typeof adminCandidateUpdateSchema>): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id, role: 'candidate' }).first('id');
    if (!user) throw notFound();
    await assertEmailFree(trx, input.email, id);
    await trx('users').where({ id }).update({ first_name: input.firstName, last_name: input.lastName, email: input.email });
    await upsertCandidateRegistration(trx, id, input);
  });
}

export async function updateEmployer(db: Knex, id: number, input: z.output<typeof adminEmployerUpdateSchema>): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id, role: 'employer' }).first('id');
    if (!user) throw notFound();
    await assertEmailFree(trx, input.email, id);
    const [row] = await trx('users').where({ id })
      .update({ first_name: input.firstName, last_name: input.lastName, email: input.email }).returning('*');
    await upsertAccountRequest(trx, row, input.companyName);
  });
}

/** Contractors must be candidates and employers employers (SPEC §5 contract form). */
export async function assertContractParties(db: Knex, input: z.output<typeof contractInputSchema>): Promise<void> {
  const rows: { id: number; role: string }[] = await db('users').whereIn('id', [input.contractorId, input.employerId]).select('id', 'role');
  const roleOf = (id: number) => rows.find((r) => r.id === id)?.role;
  if (roleOf(input.contractorId) !== 'candidate') throw badRequest('contractorNotCandidate', { contractorId: 'contractorNotCandidate' });
  if (roleOf(input.employerId) !== 'employer') throw badRequest('employerNotEmployer', { employerId: 'employerNotEmployer' });
}

export const contractColumns = (c: z.output<typeof contractInputSchema>) => ({
  contractor_id: c.contractorId, employer_id: c.employerId, job_title: c.jobTitle, start_date: c.startDate,
  end_date: c.endDate, day_rate: c.dayRate, fee_percentage: c.feePercentage, source: c.source, notes: c.notes,
});

export async function recentUsers(db: Knex, limit: number = LIMITS.adminRecentUsers) {
  const rows: UserRow[] = await db('users as u').select('u.*').orderBy(byNewest).limit(limit);
  return rows.map(presentUser);
}
