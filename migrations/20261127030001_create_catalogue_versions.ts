import type { Knex } from 'knex';

// A version per cached catalogue (today the public board's jobs), bumped by the database itself in the
// writing transaction, so every server process on this database sees a change at its commit and nothing
// else makes a process drop its copy (README "Caches"). Statement-level: a write of many rows bumps once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_versions', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('catalogue_versions').insert({ name: 'jobs', version: 0 });
  await knex.raw(`
    CREATE FUNCTION bump_jobs_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_versions SET version = version + 1 WHERE name = 'jobs';
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER jobs_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
    FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER jobs_bump_version ON jobs');
  await knex.raw('DROP FUNCTION bump_jobs_version()');
  await knex.schema.dropTable('catalogue_versions');
}
