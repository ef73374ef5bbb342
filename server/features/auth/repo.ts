import type { Knex } from 'knex';
import {
  ACCOUNT_REGISTRATION_DESCRIPTION, ACCOUNT_REGISTRATION_JOB_TITLE, type Role,
} from '../../contract/index.ts';
import { conflict } from '../../errors.ts';
import { USER_COLUMNS } from '../../middleware/auth.ts';
import type { UserRow } from '../shared/presenters.ts';
import { hashPassword } from './passwords.ts';

export async function findUserByEmail(db: Knex, email: string) {
  return db('users').whereRaw('lower(email) = lower(?)', [email]).first<(UserRow & { password_hash: string | null }) | undefined>();
}

export async function assertEmailFree(db: Knex, email: string, exceptUserId?: number): Promise<void> {
  const q = db('users').whereRaw('lower(email) = lower(?)', [email]);
  if (exceptUserId) q.whereNot({ id: exceptUserId });
  if (await q.first('id')) throw conflict('emailTaken', { email: 'emailTaken' });
}

export interface NewAccount {
  email: string; firstName: string; lastName: string; role: Role; password: string | null;
}

/** Creates a user row; call inside the transaction that also writes the profile record. */
export async function insertUser(trx: Knex, a: NewAccount): Promise<UserRow> {
  await assertEmailFree(trx, a.email);
  const [row] = await trx('users')
    .insert({
      email: a.email, first_name: a.firstName, last_name: a.lastName, role: a.role,
      password_hash: a.password ? await hashPassword(a.password) : null,
    })
    .returning(USER_COLUMNS as unknown as string[]);
  return row as UserRow;
}

/** The employer request that describes an employer's account (one per employer user). The company
 * name is null when the sign-up did not ask for it. */
export async function upsertAccountRequest(
  trx: Knex, user: { id: number; email: string; first_name: string; last_name: string }, companyName: string | null,
  phone: string | null = null,
): Promise<void> {
  await trx('employer_requests')
    .insert({
      user_id: user.id, is_account: true, company_name: companyName,
      contact_person: `${user.first_name} ${user.last_name}`, email: user.email, phone,
      job_title: ACCOUNT_REGISTRATION_JOB_TITLE, location: 'remote', description: ACCOUNT_REGISTRATION_DESCRIPTION,
      urgency: 'medium',
    })
    .onConflict(trx.raw('(user_id) WHERE is_account'))
    .merge(['company_name', 'contact_person', 'email', 'phone']);
}

export interface CandidateProfile {
  firstName: string; lastName: string; email: string; phone: string | null; currentLocation: string | null;
  jobCategory: string | null; experience: string; availableForRemote: boolean; cvFile?: string | null;
}

/** A candidate's registration record: one per candidate user, or an anonymous one (userId null). */
export async function upsertCandidateRegistration(trx: Knex, userId: number | null, p: CandidateProfile): Promise<number> {
  const row = {
    user_id: userId, first_name: p.firstName, last_name: p.lastName, email: p.email, phone: p.phone,
    current_location: p.currentLocation, job_category: p.jobCategory, experience: p.experience,
    available_for_remote: p.availableForRemote, ...(p.cvFile !== undefined ? { cv_file: p.cvFile } : {}),
  };
  const q = trx('candidate_registrations').insert(row);
  const [saved] = userId === null
    ? await q.returning('id')
    : await q.onConflict('user_id').merge(Object.keys(row).filter((k) => k !== 'user_id')).returning('id');
  return (saved as { id: number }).id;
}
