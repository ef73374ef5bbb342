// The candidate area's reads and the candidate's saved jobs.
import type { Knex } from 'knex';
import type { SavedJob } from '../../contract/index.ts';
import { listedSql } from '../jobs/repo.ts';
import { applicationQuery } from '../shared/queries.ts';

export const appliedJobIds = (db: Knex, candidateId: number): Promise<number[]> =>
  db('applications').where({ candidate_id: candidateId }).pluck('job_id');

export const candidateApplications = (db: Knex, candidateId: number) =>
  applicationQuery(db).where('a.candidate_id', candidateId);

/** The candidate's saved jobs, newest save first, archived jobs included (the list marks them). */
export async function savedJobs(db: Knex, candidateId: number): Promise<SavedJob[]> {
  const rows = await db('saved_jobs as s')
    .join('jobs as j', 'j.id', 's.job_id')
    .where('s.candidate_id', candidateId)
    .orderBy([
      { column: 's.saved_at', order: 'desc' },
      { column: 's.job_id', order: 'desc' },
    ])
    .select<
      {
        job_id: number;
        saved_at: Date;
        title: string;
        company: string;
        slug: string;
        location: string;
        is_active: boolean;
      }[]
    >(
      's.job_id',
      's.saved_at',
      'j.title',
      'j.company',
      'j.slug',
      'j.location',
      db.raw(`${listedSql('j')} AS is_active`),
    );
  return rows.map((r) => ({
    jobId: r.job_id,
    savedAt: new Date(r.saved_at).toISOString(),
    title: r.title,
    company: r.company,
    slug: r.slug,
    location: r.location,
    isActive: r.is_active,
  }));
}

/** Of these ids, the ones naming a job on the public board (only those can be saved). */
export const listedJobIds = (db: Knex, ids: readonly number[]): Promise<number[]> =>
  ids.length ? db('jobs').whereIn('id', ids).whereRaw(listedSql()).pluck('id') : Promise.resolve([]);

/** Saves jobs for the candidate; saving one already saved keeps its first date. */
export async function saveJobs(db: Knex, candidateId: number, jobIds: readonly number[]): Promise<void> {
  if (!jobIds.length) return;
  await db('saved_jobs')
    .insert(jobIds.map((jobId) => ({ candidate_id: candidateId, job_id: jobId })))
    .onConflict(['candidate_id', 'job_id'])
    .ignore();
}

export async function unsaveJob(db: Knex, candidateId: number, jobId: number): Promise<void> {
  await db('saved_jobs').where({ candidate_id: candidateId, job_id: jobId }).delete();
}
