import type { Knex } from 'knex';

// The public content pages' version, beside the jobs' (migration 20261127030001): the server keeps
// the drawn HTML of a content page under it, so an edit shows at its commit, in every process, and nothing
// else drops the drawn copy. Bumped the same way: at commit, once per transaction that writes content_pages.
export async function up(knex: Knex): Promise<void> {
  await knex('catalogue_versions').insert({ name: 'content', version: 0 });
  await knex.raw(`
    CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('portal.content_version_bumped', true) IS DISTINCT FROM txid_current()::text THEN
        UPDATE catalogue_versions SET version = version + 1 WHERE name = 'content';
        PERFORM set_config('portal.content_version_bumped', txid_current()::text, true);
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER content_pages_bump_version AFTER INSERT OR UPDATE OR DELETE ON content_pages
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version()`);
  await knex.raw(`
    CREATE TRIGGER content_pages_truncate_bumps_version AFTER TRUNCATE ON content_pages
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER content_pages_truncate_bumps_version ON content_pages');
  await knex.raw('DROP TRIGGER content_pages_bump_version ON content_pages');
  await knex.raw('DROP FUNCTION bump_content_version()');
  await knex('catalogue_versions').where({ name: 'content' }).delete();
}
