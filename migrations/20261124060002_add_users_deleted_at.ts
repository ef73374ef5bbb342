import type { Knex } from 'knex';

// An erased account ('Delete my account', or staff erasing it) keeps an anonymous row so the records
// that must stay (applications as counts, contracts, timesheets) still point somewhere: its personal
// data is gone and deleted_at says when.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deleted_at', { useTz: true, precision: 3 });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deleted_at');
  });
}
