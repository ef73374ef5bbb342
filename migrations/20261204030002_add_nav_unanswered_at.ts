import type { Knex } from 'knex';

// NAV duplicate safety (interface specification 3.0 § 1.9.2): a manageInvoice that got no answer may have
// reached NAV all the same. The row remembers when (unanswered_at); before it is sent again, the worker lists
// NAV's transactions since then and adopts the one carrying its invoice number instead of sending twice.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('nav_submissions', (t) => {
    t.timestamp('unanswered_at', { useTz: true, precision: 3 });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('nav_submissions', (t) => {
    t.dropColumn('unanswered_at');
  });
}
