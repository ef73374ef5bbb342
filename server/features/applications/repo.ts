// Applications: a candidate applying once per active job with a CV of their own, and staff moving
// an application through its statuses.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { type ApplicationStatus, type applicationCreateSchema } from '../../contract/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { onlyRow } from '../../db/rows.ts';
import { fileIdFromPath, latestCv, ownedFile } from '../files/repo.ts';
import type { ApplicationRow } from '../shared/presenters.ts';
import { applicationQuery } from '../shared/queries.ts';

export const applicationById = (db: Knex, id: number): Promise<ApplicationRow | undefined> =>
  applicationQuery(db).where('a.id', id).first();

/** Applies for a job and returns the application's id; `created` is false when this was a resend
 * from the offline outbox (same client id) answered with what the first send created. The usual case
 * (an open job, a CV of the candidate's, no earlier application) is one statement; anything else is
 * worked out step by step to answer why (issue 15, Speed). */
export async function submitApplication(
  db: Knex,
  candidateId: number,
  input: z.output<typeof applicationCreateSchema>,
): Promise<{ id: number; created: boolean }> {
  const inserted = await insertInOneStatement(db, candidateId, input);
  if (inserted !== undefined) return { id: inserted, created: true };
  return submitStepByStep(db, candidateId, input);
}

/** The application inserted in one round trip when the job is open and listed, the CV is the
 * candidate's (the named one, else the latest) and no row conflicts (same job, same client id);
 * undefined when any of that fails, with nothing written. */
async function insertInOneStatement(
  db: Knex,
  candidateId: number,
  input: z.output<typeof applicationCreateSchema>,
): Promise<number | undefined> {
  const fileId = input.cvUrl ? fileIdFromPath(input.cvUrl) : null;
  if (input.cvUrl && !fileId) return undefined;
  const cv = fileId
    ? 'SELECT id FROM files WHERE id = :fileId AND owner_id = :candidateId'
    : 'SELECT id FROM files WHERE owner_id = :candidateId ORDER BY created_at DESC, id DESC LIMIT 1';
  const result: unknown = await db.raw(
    `WITH job AS (
       SELECT id FROM jobs WHERE id = :jobId AND is_active AND NOT coalesce(listed_until <= now(), false)
     ), cv AS (${cv})
     INSERT INTO applications (job_id, candidate_id, cv_file_id, notes, client_id)
     SELECT job.id, :candidateId, cv.id, :notes, :clientId FROM job, cv
     ON CONFLICT DO NOTHING
     RETURNING id`,
    {
      jobId: input.jobId,
      candidateId,
      fileId,
      notes: input.notes ?? null,
      clientId: input.clientId ?? null,
    },
  );
  return (result as { rows: { id: number }[] }).rows[0]?.id;
}

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
    .first('id', 'is_active', db.raw('listed_until <= now() as expired'));
  if (!job) throw notFound('jobNotFound');
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

/** Whether there was such an application to change. */
export async function setApplicationStatus(db: Knex, id: number, status: ApplicationStatus): Promise<boolean> {
  return (await db('applications').where({ id }).update({ status })) > 0;
}
