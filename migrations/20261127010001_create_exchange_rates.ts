import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// Exchange rates are dated data: the official MNB EUR → HUF rate per day, entered by staff or imported
// from MNB's CSV, in hundredths of a forint (391.17 HUF/EUR = 39117). A date takes the last rate
// published on or before it. They replace the one rate a payroll rate set carried (390 until staff set
// it): each set's rate becomes a row dated on the set's first day, sourced 'staff-set', so the months
// already issued read the same rate. A payslip records the date of the rate it used (null before).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exchange_rates', (t) => {
    t.increments('id');
    t.string('currency', 3).notNullable().defaultTo('EUR');
    t.date('rate_date').notNullable();
    t.integer('huf_per_100').notNullable();
    t.string('source', 20).notNullable();
    t.integer('entered_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
    t.unique(['currency', 'rate_date']);
    t.check('huf_per_100 > 0', [], 'exchange_rates_huf_check');
    t.check(checkIn('source', ['mnb-csv', 'staff', 'staff-set']), [], 'exchange_rates_source_check');
    t.check("currency = 'EUR'", [], 'exchange_rates_currency_check');
  });
  await touchTrigger(knex, 'exchange_rates');
  await knex.raw(
    `INSERT INTO exchange_rates (currency, rate_date, huf_per_100, source)
     SELECT 'EUR', valid_from, huf_per_eur_100, 'staff-set' FROM payroll_rate_sets`,
  );
  await knex.schema.alterTable('payroll_rate_sets', (t) => {
    t.dropChecks(['payroll_rate_sets_huf_check']);
    t.dropColumn('huf_per_eur_100');
  });
  await knex.schema.alterTable('payslips', (t) => {
    t.date('rate_date');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payslips', (t) => {
    t.dropColumn('rate_date');
  });
  await knex.schema.alterTable('payroll_rate_sets', (t) => {
    t.integer('huf_per_eur_100');
  });
  // Each set takes back the rate in force on its first day (390 when none was published by then).
  await knex.raw(
    `UPDATE payroll_rate_sets s SET huf_per_eur_100 = COALESCE(
       (SELECT huf_per_100 FROM exchange_rates e WHERE e.rate_date <= s.valid_from ORDER BY e.rate_date DESC LIMIT 1),
       39000)`,
  );
  await knex.raw('ALTER TABLE payroll_rate_sets ALTER COLUMN huf_per_eur_100 SET NOT NULL');
  await knex.schema.alterTable('payroll_rate_sets', (t) => {
    t.check('huf_per_eur_100 > 0', [], 'payroll_rate_sets_huf_check');
  });
  await knex.schema.dropTable('exchange_rates');
}
