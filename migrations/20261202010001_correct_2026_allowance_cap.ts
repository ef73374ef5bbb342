import type { Knex } from 'knex';

// The 2026 cap of the under-25 and the under-30 mothers' exemptions: NAV publishes it as at most
// 715 765 Ft a month of deduction (a tax saving of 107 365 Ft), not the 704 400 Ft the first row assumed
// unverified (migration 20261130040001). The 2026 row is corrected in place, its source text naming NAV's
// page; payslips already issued keep the lines they were issued with (allowance_lines, immutable).
const SOURCE_BEFORE =
  'Szja tv. (Act CXVII of 1995) § 29/A (family allowance, doubled in two steps: July 2025, January 2026), § 29/C (first marriage), §§ 29/F–29/G and the 2025 amendments (under-25, mothers); cap: KSH full-time average gross earnings of July 2025 (NOT verified here: staff confirm); Tbj. (Act CXXII of 2019) § 27 (2): 30 % of the minimum wage';
const SOURCE_AFTER =
  'Szja tv. (Act CXVII of 1995) § 29/A (family allowance, doubled in two steps: July 2025, January 2026), § 29/C (first marriage), §§ 29/F–29/G and the 2025 amendments (under-25, mothers); cap: 715 765 Ft a month in 2026 (107 365 Ft of tax), NAV: https://nav.gov.hu/ado/szja/25-ev-alatti-fiatalok-kedvezmenye; Tbj. (Act CXXII of 2019) § 27 (2): 30 % of the minimum wage';

export async function up(knex: Knex): Promise<void> {
  await knex('payroll_allowance_figures')
    .where({ valid_from: '2026-01-01' })
    .update({ average_earnings_cap_huf: 715_765, source: SOURCE_AFTER });
}

export async function down(knex: Knex): Promise<void> {
  await knex('payroll_allowance_figures')
    .where({ valid_from: '2026-01-01' })
    .update({ average_earnings_cap_huf: 704_400, source: SOURCE_BEFORE });
}
