import type { Knex } from 'knex';

// The staff lists' other searched fields (after 20261125010001): a candidate's location and
// category, an employer's company and a contract's job title are searched folded, through the ids their
// rows give (server/features/admin/lists.ts whereSearch): trigram GIN indexes on exactly those folded
// expressions answer `fold_text(…) LIKE '%word%'` instead of folding every row. Skipped, as there, where
// pg_trgm cannot be created: the search then scans and answers the same rows.

/** The folded expressions exactly as lists.ts searches them (an expression index serves only its own expression). */
const CANDIDATE_SEARCH = "fold_text(coalesce(current_location, '') || ' ' || coalesce(job_category, ''))";
const COMPANY_SEARCH = 'fold_text(company_name)';
const CONTRACT_TITLE_SEARCH = 'fold_text(job_title)';

const INDEXES = [
  ['candidate_registrations_search_trgm_index', 'candidate_registrations', CANDIDATE_SEARCH, ''],
  // Only an employer's own account request names its company in the list (the others are enquiries).
  ['employer_requests_company_trgm_index', 'employer_requests', COMPANY_SEARCH, ' where is_account'],
  ['contracts_job_title_trgm_index', 'contracts', CONTRACT_TITLE_SEARCH, ''],
] as const;

export async function up(knex: Knex): Promise<void> {
  // pg_trgm was created by 20261125010001 where it could be.
  const { rows } = await knex.raw<{ rows: unknown[] }>("select 1 from pg_extension where extname = 'pg_trgm'");
  if (rows.length === 0) return;
  for (const [name, table, expr, where] of INDEXES)
    await knex.raw(`create index ${name} on ${table} using gin ((${expr}) gin_trgm_ops)${where}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw(`drop index if exists ${name}`);
}
