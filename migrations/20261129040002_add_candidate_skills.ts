import type { Knex } from 'knex';

// Candidates' skills: stated at registration and on /account, kept on the candidate's profile
// record. skills_text is their folded text, a line each (fold_text() and job_skills_text() of migrations
// 20261124090001 and 20261128030001), kept by the database on every write, so staff's search by skill is
// accent- and case-insensitive; a trigram GIN index serves `skills_text LIKE '%word%'` where pg_trgm exists.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("alter table candidate_registrations add column skills text[] not null default '{}'");
  await knex.raw(
    'alter table candidate_registrations add column skills_text text generated always as (fold_text(job_skills_text(skills))) stored',
  );
  const { rows } = await knex.raw<{ rows: unknown[] }>("select 1 from pg_extension where extname = 'pg_trgm'");
  if (rows.length > 0)
    await knex.raw(
      'create index candidate_registrations_skills_trgm_index on candidate_registrations using gin (skills_text gin_trgm_ops)',
    );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists candidate_registrations_skills_trgm_index');
  await knex.raw('alter table candidate_registrations drop column skills_text');
  await knex.raw('alter table candidate_registrations drop column skills');
}
