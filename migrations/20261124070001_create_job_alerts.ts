import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Job alerts: a saved search of the public board mailed to its owner when new jobs match.
// A signed-in candidate's alert is active at once; a visitor's waits ('pending') for the double opt-in
// link, whose token is kept only as its SHA-256, and is purged when unconfirmed after 7 days.
// unsubscribe_token is the one-click unsubscribe link's secret (it grants nothing else).
// job_alert_sent: each (alert, job) pair mailed, so a job is mailed at most once per alert.
// mail_outbox.headers: extra headers of a mail (List-Unsubscribe…); null for transactional mail.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_alerts', (t) => {
    t.increments('id');
    t.integer('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('language').notNullable().defaultTo('en');
    t.jsonb('query').notNullable();
    t.text('frequency').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('confirm_token_hash').unique();
    t.text('unsubscribe_token').notNullable().unique();
    t.timestamp('confirmed_at', { useTz: true, precision: 3 });
    t.timestamp('next_run_at', { useTz: true, precision: 3 });
    t.timestamp('last_run_at', { useTz: true, precision: 3 });
    timestamps(knex, t);
    t.check(checkIn('frequency', ['instant', 'daily']), [], 'job_alerts_frequency_check');
    t.check(checkIn('status', ['pending', 'active']), [], 'job_alerts_status_check');
    t.check(checkIn('language', ['en', 'hu']), [], 'job_alerts_language_check');
    t.index(['user_id']);
  });
  await touchTrigger(knex, 'job_alerts');
  await knex.raw("CREATE INDEX job_alerts_due ON job_alerts (next_run_at, id) WHERE status = 'active'");
  await knex.schema.createTable('job_alert_sent', (t) => {
    t.integer('alert_id').notNullable().references('id').inTable('job_alerts').onDelete('CASCADE');
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.primary(['alert_id', 'job_id']);
    t.index(['job_id']);
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('headers');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('headers');
  });
  await knex.schema.dropTable('job_alert_sent');
  await knex.schema.dropTable('job_alerts');
}
