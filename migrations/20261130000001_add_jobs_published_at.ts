import type { Knex } from 'knex';

// When a job last went public (a job approved in review, or a draft published, after an alert
// was made must still reach that alert). A job is public when it is active, approved and no draft; a
// trigger stamps published_at whenever a row becomes so, on every path that writes jobs (post, approval,
// a draft's publishing, a reopened job). The jobs public now were published when created or approved.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.timestamp('published_at', { useTz: true, precision: 3 });
  });
  await knex.raw(`
    CREATE OR REPLACE FUNCTION portal_job_published() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.is_active AND NEW.review_status = 'approved' AND NOT NEW.is_draft
         AND (TG_OP = 'INSERT' OR NOT (OLD.is_active AND OLD.review_status = 'approved' AND NOT OLD.is_draft)) THEN
        NEW.published_at := now();
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(
    'CREATE TRIGGER jobs_published BEFORE INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION portal_job_published()',
  );
  await knex.raw('CREATE INDEX jobs_published_at_idx ON jobs (published_at) WHERE published_at IS NOT NULL');
  // The jobs public now were published when created or approved. Last, so no ALTER follows the update in
  // this transaction (PostgreSQL refuses one while the update's trigger events are pending); the trigger
  // leaves a row that was public and stays public as this sets it.
  await knex.raw(
    "UPDATE jobs SET published_at = greatest(created_at, coalesce(reviewed_at, created_at)) WHERE review_status = 'approved' AND NOT is_draft",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER jobs_published ON jobs');
  await knex.raw('DROP FUNCTION portal_job_published()');
  await knex.schema.alterTable('jobs', (t) => {
    t.dropIndex([], 'jobs_published_at_idx');
    t.dropColumn('published_at');
  });
}
