import type { Knex } from 'knex';

// Leads and trust: an employer who signs up verifies their address before anything they post
// is public, and their first job waits in staff's review queue.
// - users.email_verified_at: when the address was proven by the mailed link. Every account that exists
//   now, and every account staff or a seed creates, counts as verified (the default); only a visitor's
//   employer sign-up writes null.
// - users.job_review: the employer's next jobs wait for review (set on sign-up, cleared by an approval,
//   set again by staff).
// - jobs.review_status: approved (public when active and listed), pending (in the queue) or rejected
//   (with review_reason, mailed to the employer). Every job that exists now is approved.
// - email_verifications: the links' tokens, only their SHA-256 kept, single use, 48 hours.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true, precision: 3 }).defaultTo(knex.fn.now(3));
    t.boolean('job_review').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.text('review_status').notNullable().defaultTo('approved');
    t.text('review_reason');
    t.timestamp('reviewed_at', { useTz: true, precision: 3 });
  });
  await knex.raw(
    "ALTER TABLE jobs ADD CONSTRAINT jobs_review_status_check CHECK (review_status IN ('approved', 'pending', 'rejected'))",
  );
  await knex.raw(
    'ALTER TABLE jobs ADD CONSTRAINT jobs_review_reason_length CHECK (char_length(review_reason) <= 2000)',
  );
  // The queue: the few jobs waiting, oldest first.
  await knex.raw("CREATE INDEX jobs_review_pending_idx ON jobs (created_at, id) WHERE review_status = 'pending'");
  await knex.schema.createTable('email_verifications', (t) => {
    t.text('token_hash').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true, precision: 3 }).notNullable();
    t.timestamp('used_at', { useTz: true, precision: 3 });
    t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verifications');
  await knex.raw('DROP INDEX jobs_review_pending_idx');
  await knex.schema.alterTable('jobs', (t) => {
    t.dropChecks(['jobs_review_status_check', 'jobs_review_reason_length']);
    t.dropColumns('review_status', 'review_reason', 'reviewed_at');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('email_verified_at', 'job_review');
  });
}
