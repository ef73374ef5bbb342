import type { Knex } from 'knex';

// A version per cached catalogue (today the public board's jobs), bumped by the database itself in the
// writing transaction, so every server process on this database sees a change at its commit and nothing
// else makes a process drop its copy (README "Caches").
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_versions', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('catalogue_versions').insert({ name: 'jobs', version: 0 });
  // At commit (a deferred constraint trigger) and once per transaction: the version row is locked only
  // for the commit's instant, so a slow transaction writing a job never holds up another one's job write,
  // and a reader sees the new version and the changed jobs together. (A later migration that writes jobs and
  // then alters the table in one transaction runs `SET CONSTRAINTS ALL IMMEDIATE` between the two.)
  await knex.raw(`
    CREATE FUNCTION bump_jobs_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('portal.jobs_version_bumped', true) IS DISTINCT FROM txid_current()::text THEN
        UPDATE catalogue_versions SET version = version + 1 WHERE name = 'jobs';
        PERFORM set_config('portal.jobs_version_bumped', txid_current()::text, true);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER jobs_bump_version AFTER INSERT OR UPDATE OR DELETE ON jobs
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_jobs_version()`);
  await knex.raw(`
    CREATE TRIGGER jobs_truncate_bumps_version AFTER TRUNCATE ON jobs
    FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER jobs_truncate_bumps_version ON jobs');
  await knex.raw('DROP TRIGGER jobs_bump_version ON jobs');
  await knex.raw('DROP FUNCTION bump_jobs_version()');
  await knex.schema.dropTable('catalogue_versions');
}
