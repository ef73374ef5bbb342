import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// A contractor's month on a contract: the days worked (whole or half, by date), then submitted, then
// approved or rejected by staff with a note; a rejected one is corrected and submitted again. One per
// contract and month.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('timesheets', (t) => {
    t.increments('id');
    t.integer('contract_id').notNullable().references('id').inTable('contracts').onDelete('RESTRICT');
    t.date('month').notNullable(); // the first day of the month
    t.jsonb('days').notNullable().defaultTo('{}'); // { "YYYY-MM-DD": 1 | 0.5 }
    t.integer('half_days').notNullable().defaultTo(0);
    t.string('status', 20).notNullable().defaultTo('draft');
    t.text('review_note');
    t.timestamp('submitted_at', { useTz: true, precision: 3 });
    t.timestamp('reviewed_at', { useTz: true, precision: 3 });
    t.integer('reviewed_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
    t.unique(['contract_id', 'month']);
    t.check(checkIn('status', ['draft', 'submitted', 'approved', 'rejected']), [], 'timesheets_status_check');
    t.check('half_days >= 0 AND half_days <= 62', [], 'timesheets_half_days_check');
    t.check("month = date_trunc('month', month)::date", [], 'timesheets_month_check');
    t.index(['status']);
  });
  await touchTrigger(knex, 'timesheets');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('timesheets');
}
