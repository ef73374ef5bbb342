import type { Knex } from 'knex';

// The public board searches in the database: board_text is the folded text the shared search
// (server/contract/jobSearch.ts searchJobs) matches every query word in — title, company, description,
// skills and location, a line each — kept by the database on every write (a generated column), with a
// trigram GIN index where pg_trgm exists (PostgreSQL's contrib, PGlite's contrib: both here), so
// `board_text LIKE '%word%'` reads candidate rows from the index instead of folding every job. Where pg_trgm
// cannot be created the search scans, and answers the same rows.

/** Whole-text fold_text() (migration 20261124090001) costs the length of the text times the ~600 letters its
 * translate() table holds: about 3 ms per kilobyte, which a job's description would pay on every write and
 * this migration on every job. The same function, faster and answering the same: ASCII-only text is just
 * lower-cased (nothing else in it folds), and other text is folded word by word (every fold is of one
 * letter on its own), the table's slow expression running only on the words that have a non-ASCII letter. */
const NON_ASCII = "'[^\\x01-\\x7f]'";

async function fasterFold(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: { src: string }[] }>(
    "select prosrc as src from pg_proc where proname = 'fold_text' and pronargs = 1",
  );
  // Its body is `select <expression of t>`, t read once, innermost: the same expression of each word w.
  const body = /^\s*select (.*regexp_replace\()t(, .*)$/s.exec(rows[0]?.src ?? '');
  if (!body) throw new Error('fold_text() is not the function this migration expects');
  const foldWord = `${body[1]}w${body[2]}`;
  await knex.raw(`create or replace function fold_text(t text) returns text language sql immutable strict parallel safe as $$
    select case when t !~ ${NON_ASCII} then lower(t) else array_to_string(array(
      select case when w ~ ${NON_ASCII} then ${foldWord} else lower(w) end
      from unnest(string_to_array(t, ' ')) with ordinality as u(w, n) order by n), ' ') end $$`);
}

export async function up(knex: Knex): Promise<void> {
  await fasterFold(knex);
  // array_to_string is only STABLE in general (any element type); over text[] it is immutable.
  await knex.raw(
    `create function job_skills_text(skills text[]) returns text language sql immutable strict parallel safe
     as $$ select array_to_string(skills, E'\\n') $$`,
  );
  await knex.raw(`alter table jobs add column board_text text generated always as
    (fold_text(title || E'\\n' || company || E'\\n' || description || E'\\n' || job_skills_text(skills) || E'\\n' || location)) stored`);
  const { rows } = await knex.raw<{ rows: unknown[] }>("select 1 from pg_extension where extname = 'pg_trgm'");
  if (rows.length > 0) await knex.raw('create index jobs_board_trgm_index on jobs using gin (board_text gin_trgm_ops)');
}

/** fold_text() as it was before fasterFold: its word expression, on the whole text again. */
async function wholeTextFold(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: { src: string }[] }>(
    "select prosrc as src from pg_proc where proname = 'fold_text' and pronargs = 1",
  );
  const src = rows[0]?.src ?? '';
  const marker = `when w ~ ${NON_ASCII} then `;
  const start = src.indexOf(marker);
  const end = src.lastIndexOf(' else lower(w) end');
  const at = src.lastIndexOf('regexp_replace(w, ', end);
  if (start < 0 || end < 0 || at < start) throw new Error('fold_text() is not the function this migration made');
  const foldWord = src.slice(start + marker.length, end);
  const foldText = `${foldWord.slice(0, at - start - marker.length)}regexp_replace(t, ${foldWord.slice(at - start - marker.length + 'regexp_replace(w, '.length)}`;
  await knex.raw(
    `create or replace function fold_text(t text) returns text language sql immutable strict parallel safe as $$ select ${foldText} $$`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists jobs_board_trgm_index');
  await knex.raw('alter table jobs drop column board_text');
  await knex.raw('drop function job_skills_text(text[])');
  await wholeTextFold(knex);
}
