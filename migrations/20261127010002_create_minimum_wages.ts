import type { Knex } from 'knex';
import { timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// The statutory monthly minimums are dated data, like the rates: each row applies from its date until the
// next one's. Whole forints a month for full-time work. 2026 (sources in the README): minimum wage
// (minimálbér) 322,800 Ft, guaranteed wage minimum (garantált bérminimum) 373,200 Ft. A contract may be
// marked part-time, which lets a month below the pro-rated minimum through (staff decide it).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('minimum_wages', (t) => {
    t.increments('id');
    t.date('valid_from').notNullable().unique();
    t.integer('minimum_wage_huf').notNullable();
    t.integer('guaranteed_minimum_huf').notNullable();
    t.text('source').notNullable();
    timestamps(knex, t);
    t.check('minimum_wage_huf > 0 AND guaranteed_minimum_huf > 0', [], 'minimum_wages_positive_check');
  });
  await touchTrigger(knex, 'minimum_wages');
  await knex('minimum_wages').insert({
    valid_from: '2026-01-01',
    minimum_wage_huf: 322_800,
    guaranteed_minimum_huf: 373_200,
    source:
      'Agreement of the Permanent Consultation Forum of the Private Sector and the Government (VKF), announced 4 December 2025',
  });
  await knex.schema.alterTable('contracts', (t) => {
    t.boolean('part_time').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.dropColumn('part_time');
  });
  await knex.schema.dropTable('minimum_wages');
}
