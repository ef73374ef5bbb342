// Provisioning: making accounts. A candidate's or employer's user row together with its profile record (a
// candidate's registration, an employer's account request), written in one transaction whoever creates them —
// the visitor signing up, or staff in the console; and staff accounts, made from the command line. The
// signed-in user's own account (profile, email change, privacy) is features/account.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  ACCOUNT_REGISTRATION_DESCRIPTION,
  ACCOUNT_REGISTRATION_JOB_TITLE,
  type ExperienceLevel,
  type Language,
  type Role,
  type StaffRole,
  type adminCandidateCreateSchema,
  type adminEmployerCreateSchema,
  type registerSchema,
} from '../../contract/index.ts';
import { conflict, HttpError } from '../../errors.ts';
import { onlyRow } from '../../db/rows.ts';
import { personName, type User } from '../../contract/index.ts';
import { mailRegistrationAttempt, type MailEnv } from '../mail/notify.ts';
import { USER_COLUMNS } from '../../middleware/session.ts';
import type { UserRow } from '../shared/presenters.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sendVerification } from '../employer/verification.ts';
import { inviteToSetPassword } from '../account/repo.ts';
import { insertLead } from '../leads/store.ts';

export async function assertEmailFree(db: Knex, email: string, exceptUserId?: number): Promise<void> {
  const q = db('users').whereRaw('lower(email) = lower(?)', [email]);
  if (exceptUserId) q.whereNot({ id: exceptUserId });
  if (await q.first('id')) throw conflict('emailTaken', { email: 'emailTaken' });
}

interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string | null;
  /** The language of the user's mails (default English). */
  language?: Language;
  /** A visitor's employer sign-up: the address is not verified yet and their jobs wait for review. */
  unverified?: boolean;
}

/** Creates a user row; call inside the transaction that also writes the profile record. */
async function insertUser(trx: Knex, a: NewAccount): Promise<UserRow> {
  await assertEmailFree(trx, a.email);
  const rows = await trx('users')
    .insert({
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      role: a.role,
      password_hash: a.password ? await hashPassword(a.password) : null,
      ...(a.language ? { language: a.language } : {}),
      ...(a.unverified ? { email_verified_at: null, job_review: true } : {}),
    })
    .returning(USER_COLUMNS);
  return onlyRow(rows, 'inserted user');
}

/** The employer request that describes an employer's account (one per employer user). The company
 * name is null when the sign-up did not ask for it. */
export async function upsertAccountRequest(
  trx: Knex,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>,
  companyName: string | null,
  phone: string | null = null,
): Promise<void> {
  await trx('employer_requests')
    .insert({
      user_id: user.id,
      is_account: true,
      company_name: companyName,
      contact_person: `${user.first_name} ${user.last_name}`,
      email: user.email,
      phone,
      job_title: ACCOUNT_REGISTRATION_JOB_TITLE,
      location: 'remote',
      description: ACCOUNT_REGISTRATION_DESCRIPTION,
      urgency: 'medium',
    })
    .onConflict(trx.raw('(user_id) WHERE is_account'))
    .merge(['company_name', 'contact_person', 'email', 'phone']);
}

export interface CandidateProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  currentLocation: string | null;
  jobCategory: string | null;
  experience: ExperienceLevel;
  availableForRemote: boolean;
  /** Left out: the CV on record stays as it is. */
  cvFileId?: string | null;
  /** Left out: the skills on record stay as they are. */
  skills?: string[];
}

/** A candidate's registration record: one per candidate user, or an anonymous one (userId null). */
export async function upsertCandidateRegistration(
  trx: Knex,
  userId: number | null,
  p: CandidateProfile,
): Promise<number> {
  const profile = {
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    phone: p.phone,
    current_location: p.currentLocation,
    job_category: p.jobCategory,
    experience: p.experience,
    available_for_remote: p.availableForRemote,
    ...(p.cvFileId !== undefined ? { cv_file_id: p.cvFileId } : {}),
    ...(p.skills !== undefined ? { skills: p.skills } : {}),
  };
  const q = trx('candidate_registrations').insert({ user_id: userId, ...profile });
  const saved =
    userId === null ? await q.returning('id') : await q.onConflict('user_id').merge(profile).returning('id');
  return onlyRow(saved, 'saved candidate registration').id;
}

/** A visitor's sign-up: the account and its profile record ({ created }). An address that already has
 * an account gets nothing written and its owner a notice instead (mailRegistrationAttempt); the answer
 * is then { taken } with a stand-in shaped and numbered as a new account would be, and the time taken
 * includes the same password hashing, so the answer's body does not tell the two apart. */
export async function registerAccount(
  db: Knex,
  env: MailEnv,
  input: z.output<typeof registerSchema>,
  language?: Language,
): Promise<{ created: UserRow } | { taken: User }> {
  try {
    return await createRegisteredAccount(db, env, input, language);
  } catch (err) {
    // Taken: before the insert, or by a registration of the same address committed meanwhile.
    if (!(err instanceof HttpError && err.code === 'emailTaken') && (err as { code?: string }).code !== '23505')
      throw err;
  }
  const hashing = hashPassword(input.password);
  const taken = await db.transaction(async (trx) => {
    const owner = await trx('users')
      .whereRaw('lower(email) = lower(?)', [input.email])
      .first('email', 'first_name', 'last_name', 'language', 'is_active');
    if (owner?.is_active) await mailRegistrationAttempt(trx, env, owner);
    // The id a new account would have had (an insert takes one from the sequence, failed or not).
    const { rows } = await trx.raw<{ rows: { id: string | number }[] }>(
      "SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id",
    );
    const next = rows[0]!;
    const now = new Date().toISOString();
    return {
      id: Number(next.id),
      email: input.email,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      isActive: true,
      language: language ?? 'en',
      createdAt: now,
      updatedAt: now,
    } satisfies User;
  });
  await hashing;
  return { taken };
}

async function createRegisteredAccount(
  db: Knex,
  env: MailEnv,
  input: z.output<typeof registerSchema>,
  language?: Language,
): Promise<{ created: UserRow }> {
  return db.transaction(async (trx) => {
    const employer = input.role === 'employer';
    const created = await insertUser(trx, { ...input, password: input.password, language, unverified: employer });
    if (employer) {
      await upsertAccountRequest(trx, created, input.companyName, input.phone); // null when not given
      await sendVerification(trx, env, created);
      // A new employer is a lead for staff (the inbox), with what the sign-up gave.
      await insertLead(trx, {
        kind: 'employerSignup',
        name: personName(created.language, created.first_name, created.last_name),
        email: created.email,
        company: input.companyName,
        phone: input.phone,
        fields: {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          companyName: input.companyName,
          phone: input.phone,
        },
        language: created.language,
        userId: created.id,
      });
    } else {
      await upsertCandidateRegistration(trx, created.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        currentLocation: null,
        jobCategory: null,
        experience: 'mid',
        availableForRemote: true,
      });
    }
    return { created };
  });
}

/** A candidate created by staff; returns the new user's id. Without a password they are invited by mail
 * to choose one (inviteToSetPassword), in the same transaction. */
export async function createCandidate(
  db: Knex,
  env: MailEnv,
  input: z.output<typeof adminCandidateCreateSchema>,
): Promise<number> {
  return db.transaction(async (trx) => {
    const user = await insertUser(trx, { ...input, role: 'candidate' });
    await upsertCandidateRegistration(trx, user.id, input);
    if (!input.password) await inviteToSetPassword(trx, env, user);
    return user.id;
  });
}

/** An employer created by staff; returns the new user's id. Without a password: invited, as a candidate. */
export async function createEmployer(
  db: Knex,
  env: MailEnv,
  input: z.output<typeof adminEmployerCreateSchema>,
): Promise<number> {
  return db.transaction(async (trx) => {
    const user = await insertUser(trx, { ...input, role: 'employer' });
    await upsertAccountRequest(trx, user, input.companyName);
    if (!input.password) await inviteToSetPassword(trx, env, user);
    return user.id;
  });
}

/** An employer made from a lead (its request converted by staff) inside the caller's transaction: no
 * password yet, invited by mail to choose one, told of the draft job `draftJob`. 409 emailTaken. */
export async function createInvitedEmployer(
  trx: Knex,
  env: MailEnv,
  a: {
    email: string;
    firstName: string;
    lastName: string;
    companyName: string;
    phone: string | null;
    language: Language;
    draftJob: string;
  },
): Promise<UserRow> {
  const user = await insertUser(trx, { ...a, role: 'employer', password: null });
  await upsertAccountRequest(trx, user, a.companyName, a.phone);
  await inviteToSetPassword(trx, env, user, a.draftJob);
  return user;
}

/** A staff account (admin or owner), made from the command line (./staff.ts); returns the new user. */
export async function createStaffUser(
  db: Knex,
  input: { email: string; firstName: string; lastName: string; role: StaffRole; password: string },
): Promise<UserRow> {
  return db.transaction((trx) => insertUser(trx, input));
}
