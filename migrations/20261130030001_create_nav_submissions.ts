import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Each invoice, credit note and corrected invoice reported to NAV's Online Számla 3.0 (server/features/nav/
// queue.ts): one row per document, written in the transaction that issues it. The worker builds its
// InvoiceData (kept as base64), sends it with manageInvoice and polls queryTransactionStatus.
// status: pending (to send; next_attempt_at says when), not_configured (no NAV settings: nothing sent),
// sent (NAV gave a transaction id), processing (NAV has not finished), done, aborted (NAV refused it:
// messages), failed (our data is incomplete, or NAV's answer was a permanent error, or out of attempts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('nav_submissions', (t) => {
    t.increments('id');
    t.integer('invoice_id').notNullable().unique().references('id').inTable('invoices').onDelete('CASCADE');
    t.text('operation').notNullable();
    t.text('invoice_data');
    t.text('status').notNullable().defaultTo('pending');
    t.text('request_id');
    t.text('transaction_id');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true, precision: 3 }).defaultTo(knex.fn.now(3));
    t.timestamp('locked_until', { useTz: true, precision: 3 });
    t.text('last_error');
    t.jsonb('messages').notNullable().defaultTo('[]');
    t.timestamp('sent_at', { useTz: true, precision: 3 });
    t.timestamp('finished_at', { useTz: true, precision: 3 });
    timestamps(knex, t);
    t.check(checkIn('operation', ['CREATE', 'MODIFY', 'STORNO']), [], 'nav_submissions_operation_check');
    t.check(
      checkIn('status', ['pending', 'not_configured', 'sent', 'processing', 'done', 'aborted', 'failed']),
      [],
      'nav_submissions_status_check',
    );
  });
  await touchTrigger(knex, 'nav_submissions');
  // The worker's claim: rows it still has to act on, due first.
  await knex.raw(
    "CREATE INDEX nav_submissions_due ON nav_submissions (next_attempt_at, id) WHERE status IN ('pending','not_configured','sent','processing')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('nav_submissions');
}
