import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contracts', (t) => {
    t.increments('id');
    t.integer('contractor_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.integer('employer_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.string('job_title', 255).notNullable();
    t.date('start_date');
    t.date('end_date');
    t.integer('day_rate').notNullable(); // euro cents
    t.integer('fee_percentage'); // hundredths of a percent
    t.string('source', 20).notNullable().defaultTo('internal');
    t.text('notes');
    timestamps(knex, t);
    t.check(checkIn('source', ['internal', 'portal_match']), [], 'contracts_source_check');
    t.check('day_rate >= 0', [], 'contracts_day_rate_check');
    t.check('fee_percentage IS NULL OR (fee_percentage >= 0 AND fee_percentage <= 10000)', [], 'contracts_fee_check');
    t.check('end_date IS NULL OR start_date IS NULL OR end_date >= start_date', [], 'contracts_dates_check');
    t.index(['contractor_id']);
    t.index(['employer_id']);
    t.index(['created_at']);
  });
  await touchTrigger(knex, 'contracts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contracts');
}
