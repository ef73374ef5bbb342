// Staff's review of new employers' jobs: approve (the job goes public and the employer's later
// jobs publish directly) or reject with a reason mailed to the employer in their language.
import type { Knex } from 'knex';
import { badRequest } from '../../errors.ts';
import { mailJobRejected, type MailEnv } from '../mail/notify.ts';
import type { JobRow } from '../shared/presenters.ts';

async function pendingJob(trx: Knex, id: number): Promise<JobRow | undefined> {
  const job = await trx('jobs').where({ id }).forUpdate().first();
  if (job && job.review_status !== 'pending') throw badRequest('jobNotPending');
  return job;
}

/** Approves a waiting job; undefined when there is no such job. 400 when it is not waiting, or while its
 * employer's address is unverified (their jobs never go public before). */
export async function approveJob(db: Knex, id: number): Promise<JobRow | undefined> {
  return db.transaction(async (trx) => {
    const job = await pendingJob(trx, id);
    if (!job) return undefined;
    if (job.employer_id !== null) {
      const employer = await trx('users').where({ id: job.employer_id }).first('email_verified_at');
      if (!employer?.email_verified_at) throw badRequest('employerNotVerified');
      await trx('users').where({ id: job.employer_id }).update({ job_review: false });
    }
    const [row] = await trx('jobs')
      .where({ id })
      // The listing period starts when the job goes public, not when it entered the queue.
      .update({
        review_status: 'approved',
        review_reason: null,
        reviewed_at: trx.fn.now(),
        listed_until: trx.raw('now() + make_interval(days => listing_days)'),
      })
      .returning('*');
    return row;
  });
}

/** Rejects a waiting job with the reason, and mails it to the employer; undefined when there is no such job. */
export async function rejectJob(db: Knex, env: MailEnv, id: number, reason: string): Promise<JobRow | undefined> {
  return db.transaction(async (trx) => {
    const job = await pendingJob(trx, id);
    if (!job) return undefined;
    const [row] = await trx('jobs')
      .where({ id })
      .update({ review_status: 'rejected', review_reason: reason, reviewed_at: trx.fn.now() })
      .returning('*');
    const employer =
      job.employer_id === null
        ? undefined
        : await trx('users')
            .where({ id: job.employer_id, is_active: true })
            .whereNull('deleted_at')
            .first('email', 'first_name', 'last_name', 'language');
    if (employer) await mailJobRejected(trx, env, employer, job, reason);
    return row;
  });
}

/** Staff turn an employer's review of new jobs on or off; false when there is no such employer. */
export async function setJobReview(db: Knex, employerId: number, jobReview: boolean): Promise<boolean> {
  return (await db('users').where({ id: employerId, role: 'employer' }).update({ job_review: jobReview })) > 0;
}
