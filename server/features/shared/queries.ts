// Queries several features share: applications with their job and candidate, contracts with names.
import type { Knex } from 'knex';
import { APPLICATION_COLUMNS, CONTRACT_COLUMNS } from './presenters.ts';

export const applicationQuery = (db: Knex) =>
  db('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .join('users as u', 'u.id', 'a.candidate_id')
    .select(APPLICATION_COLUMNS)
    .orderBy([{ column: 'a.applied_at', order: 'desc' }, { column: 'a.id', order: 'desc' }]);

export const contractQuery = (db: Knex) =>
  db('contracts as c')
    .join('users as cu', 'cu.id', 'c.contractor_id')
    .join('users as eu', 'eu.id', 'c.employer_id')
    .select(CONTRACT_COLUMNS)
    .orderBy([{ column: 'c.created_at', order: 'desc' }, { column: 'c.id', order: 'desc' }]);
