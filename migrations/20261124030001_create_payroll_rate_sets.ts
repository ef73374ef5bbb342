import type { Knex } from 'knex';
import { timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Payroll rates are data: each set applies from its date until the next set's, and a period takes the
// set in force on its first day. Rates in hundredths of a percent; the EUR → HUF rate in hundredths of a
// forint. Every change staff make is kept (who, when, the values before and after).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payroll_rate_sets', (t) => {
    t.increments('id');
    t.date('valid_from').notNullable().unique();
    t.integer('vat_bp').notNullable();
    t.integer('szocho_bp').notNullable();
    t.integer('szja_bp').notNullable();
    t.integer('tb_bp').notNullable();
    t.integer('huf_per_eur_100').notNullable();
    timestamps(knex, t);
    for (const c of ['vat_bp', 'szocho_bp', 'szja_bp', 'tb_bp'])
      t.check(`${c} >= 0 AND ${c} <= 10000`, [], `payroll_rate_sets_${c}_check`);
    t.check('szja_bp + tb_bp <= 10000', [], 'payroll_rate_sets_deductions_check');
    t.check('huf_per_eur_100 > 0', [], 'payroll_rate_sets_huf_check');
  });
  await touchTrigger(knex, 'payroll_rate_sets');
  await knex.schema.createTable('payroll_rate_changes', (t) => {
    t.increments('id');
    t.integer('rate_set_id').notNullable().references('id').inTable('payroll_rate_sets').onDelete('CASCADE');
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('changed_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.jsonb('old_values'); // null when the change created the set
    t.jsonb('new_values').notNullable();
    t.index(['rate_set_id', 'changed_at']);
  });
  // 2026: szocho 13 %, SZJA 15 %, TB 18.5 %, VAT 27 % (sources in the README); 390 HUF/EUR until staff set it.
  await knex('payroll_rate_sets').insert({
    valid_from: '2026-01-01',
    vat_bp: 2700,
    szocho_bp: 1300,
    szja_bp: 1500,
    tb_bp: 1850,
    huf_per_eur_100: 39000,
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payroll_rate_changes');
  await knex.schema.dropTable('payroll_rate_sets');
}
