import type { Knex } from 'knex';
import { checkIn, timestamps, touchTrigger } from '../server/db/schema-helpers.ts';

// The payslip's remaining parts:
// - a contract says whether its job needs at least secondary qualification (then the guaranteed wage
//   minimum is its floor instead of the minimum wage);
// - the allowances' amounts and caps are dated data (one row per period, sources in the README);
// - a contractor's tax ID and TAJ number live in a table of their own, read only by the payslip and the
//   contractor's own profile (no staff list selects users.* into them by accident);
// - a contractor declares allowances (the adóelőleg-nyilatkozat: a declaration, dated, valid from/to);
// - a payslip keeps, as issued, the allowance lines, the employee's tax ID and TAJ and the payment date.
const KINDS = ['motherOfFour', 'motherOfThree', 'motherOfTwo', 'under25', 'under30Mother', 'firstMarriage', 'family'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.boolean('requires_qualification').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('payroll_allowance_figures', (t) => {
    t.increments('id');
    t.date('valid_from').notNullable().unique();
    // Under-25 and under-30 mothers' exemption: a month's exempt income at most this (whole forints).
    t.integer('average_earnings_cap_huf').notNullable();
    // Family allowance, monthly SZJA base reduction per beneficiary child with 1, 2, 3 or more children.
    t.integer('family_base_one_huf').notNullable();
    t.integer('family_base_two_huf').notNullable();
    t.integer('family_base_three_huf').notNullable();
    // First-marriage allowance: monthly SZJA base reduction.
    t.integer('first_marriage_base_huf').notNullable();
    // Minimum contribution base (Tbj.): this share of the minimum wage, in basis points.
    t.integer('minimum_base_bp').notNullable();
    t.text('source').notNullable();
    timestamps(knex, t);
    t.check(
      'average_earnings_cap_huf > 0 AND family_base_one_huf > 0 AND family_base_two_huf > 0 AND family_base_three_huf > 0 AND first_marriage_base_huf > 0 AND minimum_base_bp BETWEEN 0 AND 10000',
      [],
      'payroll_allowance_figures_positive_check',
    );
  });
  await touchTrigger(knex, 'payroll_allowance_figures');
  await knex('payroll_allowance_figures').insert({
    valid_from: '2026-01-01',
    average_earnings_cap_huf: 704_400,
    family_base_one_huf: 133_330,
    family_base_two_huf: 266_670,
    family_base_three_huf: 440_000,
    first_marriage_base_huf: 33_335,
    minimum_base_bp: 3000,
    source:
      'Szja tv. (Act CXVII of 1995) § 29/A (family allowance, doubled in two steps: July 2025, January 2026), § 29/C (first marriage), §§ 29/F–29/G and the 2025 amendments (under-25, mothers); cap: KSH full-time average gross earnings of July 2025 (NOT verified here: staff confirm); Tbj. (Act CXXII of 2019) § 27 (2): 30 % of the minimum wage',
  });
  await knex.schema.createTable('contractor_tax_details', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('tax_id', 10);
    t.string('taj_number', 9);
    timestamps(knex, t);
    t.check("tax_id IS NULL OR tax_id ~ '^8[0-9]{9}$'", [], 'contractor_tax_details_tax_id_check');
    t.check("taj_number IS NULL OR taj_number ~ '^[0-9]{9}$'", [], 'contractor_tax_details_taj_check');
  });
  await touchTrigger(knex, 'contractor_tax_details');
  await knex.schema.createTable('contractor_allowances', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.integer('children'); // the family allowance's beneficiary children
    t.date('valid_from').notNullable(); // first day of the first month it applies to
    t.date('valid_to'); // last day of the last month (open-ended when null)
    t.date('declared_on').notNullable(); // the day the contractor made the declaration
    timestamps(knex, t);
    t.check(checkIn('kind', KINDS), [], 'contractor_allowances_kind_check');
    t.check(
      "(kind = 'family') = (children IS NOT NULL) AND (children IS NULL OR children BETWEEN 1 AND 20)",
      [],
      'contractor_allowances_children_check',
    );
    t.check('valid_to IS NULL OR valid_to >= valid_from', [], 'contractor_allowances_period_check');
    t.index(['user_id']);
  });
  await touchTrigger(knex, 'contractor_allowances');
  await knex.schema.alterTable('payslips', (t) => {
    t.jsonb('allowance_lines').notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.string('employee_tax_id', 10);
    t.string('employee_taj', 9);
    t.date('payment_date');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payslips', (t) => {
    t.dropColumn('allowance_lines');
    t.dropColumn('employee_tax_id');
    t.dropColumn('employee_taj');
    t.dropColumn('payment_date');
  });
  await knex.schema.dropTable('contractor_allowances');
  await knex.schema.dropTable('contractor_tax_details');
  await knex.schema.dropTable('payroll_allowance_figures');
  await knex.schema.alterTable('contracts', (t) => {
    t.dropColumn('requires_qualification');
  });
}
