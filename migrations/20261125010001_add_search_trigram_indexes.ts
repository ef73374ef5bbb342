import type { Knex } from 'knex';

// Searched staff pages at 100× the data: `search_text LIKE '%word%'` can use a trigram GIN
// index (pg_trgm), so the ids of the users and jobs a word finds come from the index instead of a scan
// of every row; the lists search through those ids (lists.ts whereSearch). pg_trgm ships with
// PostgreSQL's contrib and with PGlite (loaded by server/db openDatabase). Where it cannot be created
// (not installed, or the role may not create it) the migration still succeeds without the indexes: the
// search then scans, as before, and answers the same rows.

/** Creates pg_trgm if it can; a refusal is undone by its savepoint and leaves the migration going. */
async function trigram(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: unknown[] }>("select 1 from pg_available_extensions where name = 'pg_trgm'");
  if (rows.length === 0) return false;
  try {
    await knex.transaction((trx) => trx.raw('create extension if not exists pg_trgm'));
    return true;
  } catch {
    return false;
  }
}

export async function up(knex: Knex): Promise<void> {
  if (!(await trigram(knex))) return;
  await knex.raw('create index users_search_trgm_index on users using gin (search_text gin_trgm_ops)');
  await knex.raw('create index jobs_search_trgm_index on jobs using gin (search_text gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_search_trgm_index');
  await knex.raw('drop index if exists jobs_search_trgm_index');
}
