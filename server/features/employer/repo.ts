// The employer's own jobs and the applications to them. Another employer's job is not found.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { EmployerStanding, jobInputSchema } from '../../contract/index.ts';
import { insertJob, jobColumns } from '../jobs/repo.ts';
import type { JobRow } from '../shared/presenters.ts';
import { dateOnly } from '../../contract/dates.ts';
import { applicationQuery } from '../shared/queries.ts';

type JobInput = z.output<typeof jobInputSchema>;

export const employerJobs = (db: Knex, employerId: number): Promise<JobRow[]> =>
  db('jobs')
    .where({ employer_id: employerId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

export const employerApplications = (db: Knex, employerId: number) =>
  applicationQuery(db).where('j.employer_id', employerId);

/** The edited job, or undefined when it is not this employer's. The slug stays as it was. */
export async function updateOwnJob(
  db: Knex,
  employerId: number,
  id: number,
  input: z.output<typeof jobInputSchema>,
): Promise<JobRow | undefined> {
  // A changed listing period moves the end by the difference: the job is listed for the new period
  // from when its listing started.
  const period =
    input.listingDays === undefined
      ? {}
      : {
          listing_days: input.listingDays,
          listed_until: db.raw('listed_until + make_interval(days => ? - listing_days)', [input.listingDays]),
        };
  // A rejected job comes back to staff's queue once edited.
  const [row] = await db('jobs')
    .where({ id, employer_id: employerId })
    .update({
      ...jobColumns(input),
      ...period,
      review_status: db.raw("case when review_status = 'rejected' then 'pending' else review_status end"),
    } as Record<string, unknown>)
    .returning('*');
  return row;
}

/** Lists the job again for its period from now, reopening it when archived; undefined when it is not
 * this employer's. Its review stays as it was: a job staff have not let through stays off the board. */
export async function renewOwnJob(db: Knex, employerId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db('jobs')
    .where({ id, employer_id: employerId })
    .update({ is_active: true, listed_until: db.raw('now() + make_interval(days => listing_days)') })
    .returning('*');
  return row;
}

/** A copy of the employer's job as a new archived job (a draft to edit and reopen), its review decided as
 * for a new job; undefined when the job is not this employer's. */
export async function duplicateOwnJob(db: Knex, employerId: number, id: number): Promise<JobRow | undefined> {
  const job = await db('jobs').where({ id, employer_id: employerId }).first();
  if (!job) return undefined;
  return insertJob(
    db,
    employerId,
    {
      title: job.title,
      company: job.company,
      location: job.location,
      type: job.type,
      category: job.category,
      description: job.description,
      requirements: job.requirements,
      skills: job.skills,
      salary:
        job.salary_min === null && job.salary_max === null
          ? null
          : { min: job.salary_min, max: job.salary_max, currency: job.salary_currency },
      startDate: dateOnly(job.start_date),
      listingDays: job.listing_days,
      dayRate: job.day_rate,
    } as JobInput,
    job.source,
    { is_active: false },
  );
}

/** Whether the employer's address is verified and whether their next job waits for review. */
export async function employerStanding(db: Knex, employerId: number): Promise<EmployerStanding> {
  const row = await db('users').where({ id: employerId }).first('email_verified_at', 'job_review');
  return { emailVerified: Boolean(row?.email_verified_at), jobReview: Boolean(row?.job_review) };
}

/** Takes the job off the public list; undefined when it is not this employer's. */
export async function archiveOwnJob(db: Knex, employerId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db('jobs')
    .where({ id, employer_id: employerId })
    .update({ is_active: false, is_draft: false })
    .returning('*');
  return row;
}

/** Puts a draft (made by staff from a lead) on the board for its period from now; undefined when it is not
 * this employer's or no draft. */
export async function publishOwnDraft(db: Knex, employerId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db('jobs')
    .where({ id, employer_id: employerId, is_draft: true })
    .update({
      is_draft: false,
      is_active: true,
      listed_until: db.raw('now() + make_interval(days => listing_days)'),
    })
    .returning('*');
  return row;
}
