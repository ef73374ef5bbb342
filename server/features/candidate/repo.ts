// The candidate area's reads: which jobs they applied to, and their applications.
import type { Knex } from 'knex';
import { applicationQuery } from '../shared/queries.ts';

export const appliedJobIds = (db: Knex, candidateId: number): Promise<number[]> =>
  db('applications').where({ candidate_id: candidateId }).pluck('job_id');

export const candidateApplications = (db: Knex, candidateId: number) =>
  applicationQuery(db).where('a.candidate_id', candidateId);
