import type { Knex } from 'knex';

// The 2026 family allowance for one child: 133 340 Ft a month off the tax base (a tax saving of 20 001 Ft,
// the promised 20 000 Ft rounded up, as the two-child 266 670 Ft is 40 000 Ft rounded up), not the 133 330 Ft
// the first row held (migration 20261130040001), which saves 19 999 Ft. The 2026 row is corrected in place;
// payslips already issued keep the lines they were issued with (allowance_lines, immutable).
export async function up(knex: Knex): Promise<void> {
  await knex('payroll_allowance_figures').where({ valid_from: '2026-01-01' }).update({ family_base_one_huf: 133_340 });
}

export async function down(knex: Knex): Promise<void> {
  await knex('payroll_allowance_figures').where({ valid_from: '2026-01-01' }).update({ family_base_one_huf: 133_330 });
}
