import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Mail waits here until the worker (server/features/mail/worker.ts) hands it to SMTP. Rows are written
// in the same transaction as the change that causes them, so a mail exists exactly when its cause does.
// status: pending (to send; next_attempt_at says when), sending (claimed until locked_until), sent,
// failed (permanent error or out of attempts; kept for staff), kept (built with no SMTP_URL set).
// Users get the language their mails are written in.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.text('kind').notNullable();
    t.text('to_address').notNullable();
    t.text('language').notNullable().defaultTo('en');
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.text('message_id').notNullable().unique();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.timestamp('locked_until', { useTz: true, precision: 3 });
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true, precision: 3 });
    timestamps(knex, t);
    t.check(checkIn('status', ['pending', 'sending', 'sent', 'failed', 'kept']), [], 'mail_outbox_status_check');
    t.check(checkIn('language', ['en', 'hu']), [], 'mail_outbox_language_check');
  });
  await touchTrigger(knex, 'mail_outbox');
  // The worker's claim: due rows in order.
  await knex.raw(
    "CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status IN ('pending','sending')",
  );
  await knex.raw('CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC, id DESC)');
  await knex.schema.alterTable('users', (t) => {
    t.text('language').notNullable().defaultTo('en');
    t.check(checkIn('language', ['en', 'hu']), [], 'users_language_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_language_check']);
    t.dropColumn('language');
  });
  await knex.schema.dropTable('mail_outbox');
}
