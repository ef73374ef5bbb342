// Queries several features share: applications with their job and candidate, contracts with names.
// Joined rows are typed by the column lists in presenters.ts, which name only real columns.
import type { Knex } from 'knex';
import {
  APPLICATION_FIELDS,
  CONTRACT_COMPANY_COLUMNS,
  CONTRACT_PARTY_FIELDS,
  type ApplicationRow,
  type ContractRow,
} from './presenters.ts';

/** `alias.column as prefix_column` for each column. */
const prefixed = (alias: string, prefix: string, columns: readonly string[]) =>
  columns.map((c) => `${alias}.${c} as ${prefix}_${c}`);

const APPLICATION_COLUMNS = [
  ...APPLICATION_FIELDS.application.map((c) => `a.${c}`),
  ...prefixed('j', 'job', APPLICATION_FIELDS.job),
  ...prefixed('u', 'candidate', APPLICATION_FIELDS.candidate),
];

export const applicationQuery = (db: Knex) =>
  db('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .join('users as u', 'u.id', 'a.candidate_id')
    .select<ApplicationRow[]>(APPLICATION_COLUMNS)
    .orderBy([
      { column: 'a.applied_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ]);

const CONTRACT_COLUMNS = [
  'c.*',
  ...prefixed('cu', 'contractor', CONTRACT_PARTY_FIELDS),
  ...prefixed('eu', 'employer', CONTRACT_PARTY_FIELDS),
  ...CONTRACT_COMPANY_COLUMNS,
];

export const contractQuery = (db: Knex) =>
  db('contracts as c')
    .join('users as cu', 'cu.id', 'c.contractor_id')
    .join('users as eu', 'eu.id', 'c.employer_id')
    .leftJoin('client_companies as cc', 'cc.id', 'c.client_company_id')
    .select<ContractRow[]>(CONTRACT_COLUMNS)
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ]);
