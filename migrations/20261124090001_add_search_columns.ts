import type { Knex } from 'knex';
import { foldText } from '../server/contract/search.ts';

// Staff lists search on the server (issue 15): fold_text() is the SQL twin of foldText() in
// server/contract/search.ts (lower case, accents off, ł→l, ß→ss …), built from that function here so the
// two agree (a test compares them over every Latin letter). Plain SQL (regexp_replace, replace,
// translate, lower), so it runs on PostgreSQL and PGlite alike; IMMUTABLE, so generated columns may use
// it. users.search_text and jobs.search_text are kept by the database on every write (generated
// columns): no writer in the code has to remember them. Indexes give each list page in each sort a
// bounded query.

/** Every Latin letter that foldText changes: to one letter by translate(), to more by replace(). */
function foldTable() {
  const from: string[] = [];
  const to: string[] = [];
  const longer: [string, string][] = [];
  for (const [first, last] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let c = first; c <= last; c++) {
      const ch = String.fromCodePoint(c);
      const folded = foldText(ch);
      if (folded === ch) continue;
      if (folded.length === 1) {
        from.push(ch);
        to.push(folded);
      } else longer.push([ch, folded]);
    }
  }
  return { from: from.join(''), to: to.join(''), longer };
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

export async function up(knex: Knex): Promise<void> {
  const { from, to, longer } = foldTable();
  let expr = `regexp_replace(t, '[\u0300-\u036f]+', '', 'g')`;
  for (const [ch, folded] of longer) expr = `replace(${expr}, ${quote(ch)}, ${quote(folded)})`;
  expr = `lower(translate(${expr}, ${quote(from)}, ${quote(to)}))`;
  await knex.raw(
    `create or replace function fold_text(t text) returns text language sql immutable strict parallel safe as $$ select ${expr} $$`,
  );
  await knex.raw(`alter table users add column search_text text generated always as
    (fold_text(first_name || ' ' || last_name || E'\\n' || email)) stored`);
  await knex.raw(`alter table jobs add column search_text text generated always as
    (fold_text(title || E'\\n' || company || E'\\n' || location || E'\\n' || category)) stored`);

  // Text sorts order by folded text, so their indexes are on the same expressions.
  await knex.raw('create index users_name_index on users (fold_text(last_name), fold_text(first_name), id)');
  await knex.raw('create index users_role_name_index on users (role, fold_text(last_name), fold_text(first_name), id)');
  await knex.raw('create index jobs_title_id_index on jobs (fold_text(title), id)');
  await knex.raw('create index jobs_company_id_index on jobs (fold_text(company), id)');
  await knex.schema.alterTable('users', (t) => {
    t.index(['created_at', 'id'], 'users_created_id_index');
    t.index(['role', 'created_at', 'id'], 'users_role_created_id_index');
    t.index(['email', 'id'], 'users_email_id_index');
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.index(['created_at', 'id'], 'jobs_created_id_index');
  });
  await knex.schema.alterTable('applications', (t) => {
    t.index(['applied_at', 'id'], 'applications_applied_id_index');
    t.index(['status', 'applied_at', 'id'], 'applications_status_applied_id_index');
    t.index(['job_id'], 'applications_job_id_index');
  });
  await knex.schema.alterTable('contracts', (t) => {
    t.index(['created_at', 'id'], 'contracts_created_id_index');
    t.index(['start_date', 'id'], 'contracts_start_id_index');
    t.index(['day_rate', 'id'], 'contracts_rate_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.dropIndex([], 'contracts_created_id_index');
    t.dropIndex([], 'contracts_start_id_index');
    t.dropIndex([], 'contracts_rate_id_index');
  });
  await knex.schema.alterTable('applications', (t) => {
    t.dropIndex([], 'applications_applied_id_index');
    t.dropIndex([], 'applications_status_applied_id_index');
    t.dropIndex([], 'applications_job_id_index');
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.dropIndex([], 'jobs_created_id_index');
    t.dropIndex([], 'jobs_title_id_index');
    t.dropIndex([], 'jobs_company_id_index');
    t.dropColumn('search_text');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex([], 'users_created_id_index');
    t.dropIndex([], 'users_role_created_id_index');
    t.dropIndex([], 'users_name_index');
    t.dropIndex([], 'users_role_name_index');
    t.dropIndex([], 'users_email_id_index');
    t.dropColumn('search_text');
  });
  await knex.raw('drop function if exists fold_text(text)');
}
