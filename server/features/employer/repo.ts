// The employer's own jobs and the applications to them. Another employer's job is not found.
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { jobInputSchema } from '../../contract/index.ts';
import { jobColumns } from '../jobs/repo.ts';
import type { JobRow } from '../shared/presenters.ts';
import { applicationQuery } from '../shared/queries.ts';

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
  const [row] = await db('jobs')
    .where({ id, employer_id: employerId })
    .update({ ...jobColumns(input), ...period })
    .returning('*');
  return row;
}

/** Lists the job again for its period from now; undefined when it is not this employer's, or archived. */
export async function renewOwnJob(db: Knex, employerId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db('jobs')
    .where({ id, employer_id: employerId, is_active: true })
    .update({ listed_until: db.raw('now() + make_interval(days => listing_days)') })
    .returning('*');
  return row;
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
