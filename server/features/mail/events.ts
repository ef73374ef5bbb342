// What happens, in the same transaction, when an application is made or its status changes: the status
// history row and the mails of everyone concerned. Disabled accounts get no mail; users who turned
// notifications off on /account get only the confirmation of their own application.
import type { Knex } from 'knex';
import type { ApplicationStatus, Role } from '../../contract/index.ts';
import type { UserRecord } from '../../db/tables.ts';
import { enqueueMail, type MailContent } from './outbox.ts';
import { applicationReceivedMail, mailStatusChanged, newApplicationMail, type MailEnv } from './notify.ts';

export const RECIPIENT = ['id', 'email', 'first_name', 'last_name', 'language', 'is_active', 'notifications'] as const;
export type Recipient = Pick<UserRecord, (typeof RECIPIENT)[number]>;

/** The mails of a new application: the candidate's confirmation (unless their account is disabled) and
 * the employer's notice (an active employer with notifications on). */
export function submittedMails(
  env: MailEnv,
  candidate: Recipient,
  job: { title: string; company: string },
  employer: Recipient | undefined,
): MailContent[] {
  const mails: MailContent[] = [];
  if (candidate.is_active) mails.push(applicationReceivedMail(env, candidate, job));
  if (employer?.is_active && employer.notifications) mails.push(newApplicationMail(env, employer, candidate, job));
  return mails;
}

async function applicationFacts(trx: Knex, applicationId: number) {
  const app = await trx('applications').where({ id: applicationId }).first('job_id', 'candidate_id');
  if (!app) return undefined;
  const job = await trx('jobs').where({ id: app.job_id }).first('title', 'company', 'employer_id');
  const candidate = await trx('users')
    .where({ id: app.candidate_id })
    .first(...RECIPIENT);
  if (!job || !candidate) return undefined;
  return { job, candidate };
}

/** A new application: 'submitted' in its history; the candidate's confirmation and the employer's notice. */
export async function applicationSubmitted(trx: Knex, env: MailEnv, applicationId: number): Promise<void> {
  const facts = await applicationFacts(trx, applicationId);
  if (!facts) return;
  const { job, candidate } = facts;
  await trx('application_status_history').insert({
    application_id: applicationId,
    status: 'submitted',
    changed_by: candidate.id,
    changed_by_role: 'candidate',
  });
  const employer =
    job.employer_id === null
      ? undefined
      : await trx('users')
          .where({ id: job.employer_id, role: 'employer' })
          .first(...RECIPIENT);
  for (const mail of submittedMails(env, candidate, job, employer)) await enqueueMail(trx, env.config, mail);
}

/** A stage move from `from` to `status` by `by`: the history row and, with `notice`, the candidate's mail
 * saying the status changed. */
export async function applicationStatusChanged(
  trx: Knex,
  env: MailEnv,
  applicationId: number,
  move: { from: ApplicationStatus; status: ApplicationStatus; by: { id: number; role: Role } },
  notice: boolean,
): Promise<void> {
  const facts = await applicationFacts(trx, applicationId);
  if (!facts) return;
  await trx('application_status_history').insert({
    application_id: applicationId,
    from_status: move.from,
    status: move.status,
    changed_by: move.by.id,
    changed_by_role: move.by.role,
  });
  if (notice && facts.candidate.is_active && facts.candidate.notifications)
    await mailStatusChanged(trx, env, facts.candidate, facts.job, move.status);
}
