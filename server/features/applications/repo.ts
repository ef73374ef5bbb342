// Applications: a candidate applying once per active job with a CV of their own, and staff moving
// an application through its statuses.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  isMessageStage,
  isStaffRole,
  type ApplicationStatus,
  type Role,
  type StageMessageInput,
  type applicationCreateSchema,
} from '../../contract/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { onlyRow } from '../../db/rows.ts';
import { sendStageMessage, templateFor } from '../desk/messages.ts';
import { fileIdFromPath, latestCv, ownedFile } from '../files/repo.ts';
import type { ApplicationRecord, JobRecord, UserRecord } from '../../db/tables.ts';
import { RECIPIENT, applicationStatusChanged, applicationSubmitted, submittedMails } from '../mail/events.ts';
import type { MailEnv } from '../mail/notify.ts';
import { outboxRow } from '../mail/outbox.ts';
import { APPLICATION_FIELDS, type ApplicationRow } from '../shared/presenters.ts';
import { applicationQuery } from '../shared/queries.ts';
import { LIVE_CHANNEL, applicationPayloadSql, publishApplication } from '../live/events.ts';

export const applicationById = (db: Knex, id: number): Promise<ApplicationRow | undefined> =>
  applicationQuery(db).where('a.id', id).first();

/** Applies for a job: the application, its 'submitted' history entry and the mails of the candidate
 * and the employer are written together or not at all. `created` is false when this was a resend from
 * the offline outbox (same client id) answered with what the first send created; `row` is the answer's
 * row when the fast path wrote it. The usual case (an open job, a CV of the candidate's, no earlier
 * application) is one read of the facts the mails need and one statement writing everything; anything
 * else is worked out step by step in a transaction, to answer why (Speed). */
export async function submitApplication(
  db: Knex,
  env: MailEnv,
  candidateId: number,
  input: z.output<typeof applicationCreateSchema>,
): Promise<{ id: number; created: boolean; row?: ApplicationRow }> {
  const row = await insertInOneStatement(db, env, candidateId, input);
  if (row) return { id: row.id, created: true, row };
  return db.transaction(async (trx) => {
    const made = await submitStepByStep(trx, candidateId, input);
    if (made.created) {
      await applicationSubmitted(trx, env, made.id);
      await publishApplication(trx, 'application', made.id);
    }
    return made;
  });
}

const prefixedColumns = (alias: string, prefix: string, columns: readonly string[]) =>
  columns.map((c) => `${alias}.${c} AS ${prefix}_${c}`).join(', ');

type Recipient = Pick<UserRecord, (typeof RECIPIENT)[number]>;
type Facts = Pick<JobRecord, (typeof APPLICATION_FIELDS.job)[number] | 'employer_id'> &
  Prefixed<Recipient, 'c'> &
  Prefixed<Recipient, 'e'>;
type Prefixed<Row, P extends string> = { [K in keyof Row & string as `${P}_${K}`]: Row[K] };

const unprefixed = (row: Facts, p: 'c' | 'e'): Recipient =>
  Object.fromEntries(RECIPIENT.map((c) => [c, row[`${p}_${c}`]])) as unknown as Recipient;

/** What the answer and the mails need, in one read: the job, the candidate and the job's employer. */
const FACTS_SQL = `SELECT ${APPLICATION_FIELDS.job.map((c) => `j.${c}`).join(', ')}, j.employer_id,
    ${prefixedColumns('c', 'c', RECIPIENT)}, ${prefixedColumns('e', 'e', RECIPIENT)}
  FROM users c JOIN jobs j ON j.id = :jobId
  LEFT JOIN users e ON e.id = j.employer_id AND e.role = 'employer'
  WHERE c.id = :candidateId`;

/** The application, its history entry and its mails inserted in one statement when the job is open and
 * listed, the CV is the candidate's (the named one, else the latest) and no row conflicts (same job,
 * same client id); undefined when any of that fails, with nothing written. */
async function insertInOneStatement(
  db: Knex,
  env: MailEnv,
  candidateId: number,
  input: z.output<typeof applicationCreateSchema>,
): Promise<ApplicationRow | undefined> {
  const fileId = input.cvUrl ? fileIdFromPath(input.cvUrl) : null;
  if (input.cvUrl && !fileId) return undefined;
  const facts = rowsOf<Facts>(await db.raw(FACTS_SQL, { jobId: input.jobId, candidateId }))[0];
  if (!facts) return undefined;
  const candidate = unprefixed(facts, 'c');
  const employer = facts.e_id === null ? undefined : unprefixed(facts, 'e');
  const mails = submittedMails(env, candidate, facts, employer).map((m) => outboxRow(env.config, m));
  const cv = fileId
    ? 'SELECT id FROM files WHERE id = :fileId AND owner_id = :candidateId'
    : 'SELECT id FROM files WHERE owner_id = :candidateId ORDER BY created_at DESC, id DESC LIMIT 1';
  // Every part of one statement commits or fails together; the parts after the insert write nothing
  // when it inserted nothing.
  const inserted = rowsOf<Pick<ApplicationRecord, (typeof APPLICATION_FIELDS.application)[number]>>(
    await db.raw(
      `WITH job AS (
         SELECT id FROM jobs WHERE id = :jobId AND is_active AND NOT coalesce(listed_until <= now(), false)
           AND review_status = 'approved'
       ), cv AS (${cv}), app AS (
         INSERT INTO applications (job_id, candidate_id, cv_file_id, notes, client_id)
         SELECT job.id, :candidateId, cv.id, :notes, :clientId FROM job, cv
         ON CONFLICT DO NOTHING
         RETURNING ${APPLICATION_FIELDS.application.join(', ')}
       ), history AS (
         INSERT INTO application_status_history (application_id, status, changed_by, changed_by_role)
         SELECT id, 'submitted', :candidateId, 'candidate' FROM app
       ), live AS (
         SELECT pg_notify(:channel, ${applicationPayloadSql('application', 'app', 'j')}) AS sent
           FROM app JOIN jobs j ON j.id = app.job_id
       ), mail AS (
         INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, message_id, headers,
           live_parts)
         SELECT m.kind, m.to_address, m.language, m.subject, m.text_body, m.html_body, m.message_id, m.headers,
           m.live_parts
           FROM app, jsonb_to_recordset(CAST(:mails AS jsonb)) AS m(kind text, to_address text, language text,
             subject text, text_body text, html_body text, message_id text, headers jsonb, live_parts jsonb)
       )
       SELECT app.* FROM app LEFT JOIN live ON true`,
      {
        jobId: input.jobId,
        candidateId,
        fileId,
        notes: input.notes ?? null,
        clientId: input.clientId ?? null,
        mails: JSON.stringify(mails),
        channel: LIVE_CHANNEL,
      },
    ),
  )[0];
  if (!inserted) return undefined;
  return {
    ...inserted,
    ...(Object.fromEntries(APPLICATION_FIELDS.job.map((c) => [`job_${c}`, facts[c]])) as Prefixed<
      Pick<JobRecord, (typeof APPLICATION_FIELDS.job)[number]>,
      'job'
    >),
    candidate_first_name: candidate.first_name,
    candidate_last_name: candidate.last_name,
    candidate_email: candidate.email,
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function submitStepByStep(
  db: Knex,
  candidateId: number,
  input: z.output<typeof applicationCreateSchema>,
): Promise<{ id: number; created: boolean }> {
  if (input.clientId) {
    const earlier = await db('applications')
      .where({ client_id: input.clientId, candidate_id: candidateId })
      .first('id');
    if (earlier) return { id: earlier.id, created: false };
  }
  const job = await db('jobs')
    .where({ id: input.jobId })
    .first('id', 'is_active', 'review_status', db.raw('listed_until <= now() as expired'));
  // A job waiting for staff review (or rejected) is not public: like a missing one.
  if (!job || job.review_status !== 'approved') throw notFound('jobNotFound');
  if (!job.is_active) throw conflict('jobNotOpen');
  if ((job as { expired?: boolean }).expired) throw badRequest('jobExpired', { jobId: 'jobExpired' });
  if (await db('applications').where({ job_id: job.id, candidate_id: candidateId }).first('id'))
    throw conflict('alreadyApplied');

  let fileId: string | null;
  if (input.cvUrl) {
    fileId = fileIdFromPath(input.cvUrl);
    const owned = fileId && (await ownedFile(db, fileId, candidateId));
    if (!owned) throw badRequest('cvNotFound', { cvUrl: 'cvNotFound' });
  } else {
    fileId = (await latestCv(db, candidateId))?.id ?? null;
    if (!fileId) throw badRequest('cvRequired', { cvUrl: 'cvRequired' });
  }
  try {
    const rows = await db('applications')
      .insert({
        job_id: job.id,
        candidate_id: candidateId,
        cv_file_id: fileId,
        notes: input.notes,
        client_id: input.clientId ?? null,
      })
      .returning('id');
    return { id: onlyRow(rows, 'inserted application').id, created: true };
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict('alreadyApplied');
    throw err;
  }
}

/** Who moves an application: staff move any, an employer only those of their own jobs. */
export interface Mover {
  id: number;
  role: Role;
}

/** Applications `who` may see and work: every one for staff, those of their own jobs for an employer,
 * none for anyone else. */
export function reachableApplications(db: Knex, who: Mover) {
  const q = db('applications as a');
  if (isStaffRole(who.role)) return q;
  if (who.role === 'employer') return q.whereIn('a.job_id', db('jobs').where('employer_id', who.id).select('id'));
  return q.whereRaw('false');
}

/** Whether `who` may see and work the application. */
export const mayReach = async (db: Knex, who: Mover, id: number): Promise<boolean> =>
  (await reachableApplications(db, who).where('a.id', id).first<{ id: number } | undefined>('a.id')) !== undefined;

/** What a move tells the candidate: the stage's message from its template where the stage has one and the
 * generic status notice elsewhere (the staff dashboard's dropdown), nothing, or a message as its sender
 * wrote it (on a move to a message stage, from the application panel). */
export type MoveNotice = 'template' | null | StageMessageInput;

/** Moves an application to `stage`: the change, its history entry (from, to, who, role) and what the
 * candidate is told commit together. null: no such application that `who` may reach; false: it was
 * already there (nothing written, nothing sent); true: moved. */
export function moveStage(
  db: Knex,
  env: MailEnv,
  who: Mover,
  id: number,
  stage: ApplicationStatus,
  notice: MoveNotice = 'template',
): Promise<boolean | null> {
  return db.transaction(async (trx) => {
    const before = await reachableApplications(trx, who)
      .where('a.id', id)
      .forUpdate()
      .first<{ status: ApplicationStatus } | undefined>('a.status');
    if (!before) return null;
    if (before.status === stage) return false;
    await trx('applications').where({ id }).update({ status: stage });
    const template = notice === 'template' && isMessageStage(stage) ? await templateFor(trx, id, stage) : undefined;
    const message = notice === 'template' ? template : notice;
    // Without a message of its own, a move from the dropdown sends the generic notice.
    const generic = notice === 'template' && !template;
    await applicationStatusChanged(trx, env, id, { from: before.status, status: stage, by: who }, generic);
    if (message && isMessageStage(stage)) await sendStageMessage(trx, env, id, stage, message, who);
    await publishApplication(trx, 'stage', id);
    return true;
  });
}
