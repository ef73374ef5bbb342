// The payslip's remaining parts: the contractor's tax ID and TAJ number, the allowances they
// declare (dated, on their own statement), the dated allowance figures, and what a payslip takes from
// them when it is issued (the allowance lines, the minimum contribution base, the IDs, the payment date).
// The arithmetic is the contract's pure `hufPayslip` (server/contract/allowances.ts).
import type { Knex } from 'knex';
import {
  hufPayslip,
  minimumContributionBase,
  withAllowances,
  type AllowanceFigures,
  type AllowanceDeclaration,
  type AllowanceLine,
  type PayrollBreakdown,
  type PayrollProfile,
  type TaxDetailsInput,
} from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import type { ContractorAllowanceRecord } from '../../db/tables.ts';
import { minimumWagesOn } from './wageFloor.ts';
import { dateOnly } from '../../contract/dates.ts';

/** The last day of YYYY-MM. */
function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The figures in force on a date (the row with the latest valid_from on or before it). */
async function allowanceFiguresOn(db: Knex, date: string): Promise<AllowanceFigures | undefined> {
  const r = await db('payroll_allowance_figures').where('valid_from', '<=', date).orderBy('valid_from', 'desc').first();
  return (
    r && {
      averageEarningsCap: r.average_earnings_cap_huf,
      familyBaseOne: r.family_base_one_huf,
      familyBaseTwo: r.family_base_two_huf,
      familyBaseThree: r.family_base_three_huf,
      firstMarriageBase: r.first_marriage_base_huf,
      minimumBaseBp: r.minimum_base_bp,
    }
  );
}

const presentAllowance = (r: ContractorAllowanceRecord): PayrollProfile['allowances'][number] => ({
  id: r.id,
  kind: r.kind,
  children: r.children,
  validFrom: dateOnly(r.valid_from).slice(0, 7),
  validTo: r.valid_to === null ? null : dateOnly(r.valid_to).slice(0, 7),
  declaredOn: dateOnly(r.declared_on),
});

/** The contractor's own tax details and declarations. */
export async function payrollProfile(db: Knex, userId: number): Promise<PayrollProfile> {
  const [ids, rows] = await Promise.all([
    db('contractor_tax_details').where({ user_id: userId }).first(),
    db('contractor_allowances')
      .where({ user_id: userId })
      .orderBy([{ column: 'valid_from', order: 'desc' }, 'id']),
  ]);
  return { taxId: ids?.tax_id ?? null, tajNumber: ids?.taj_number ?? null, allowances: rows.map(presentAllowance) };
}

export async function saveTaxDetails(db: Knex, userId: number, input: TaxDetailsInput): Promise<void> {
  await db('contractor_tax_details')
    .insert({ user_id: userId, tax_id: input.taxId, taj_number: input.tajNumber })
    .onConflict('user_id')
    .merge(['tax_id', 'taj_number']);
}

export async function declareAllowance(
  db: Knex,
  userId: number,
  input: AllowanceDeclaration,
  today: string,
): Promise<void> {
  await db('contractor_allowances').insert({
    user_id: userId,
    kind: input.kind,
    children: input.children,
    valid_from: `${input.validFrom}-01`,
    valid_to: input.validTo === null ? null : lastDayOfMonth(input.validTo),
    declared_on: today,
  });
}

/** Withdraws one of the contractor's own declarations (404 for anyone else's). Issued payslips keep
 *  the lines they were issued with. */
export async function withdrawAllowance(db: Knex, userId: number, id: number): Promise<void> {
  const n = await db('contractor_allowances').where({ id, user_id: userId }).delete();
  if (n === 0) throw notFound();
}

/** Calendar days of the month the contract covers. */
function coveredDays(month: string, start: string | null, end: string | null): { covered: number; inMonth: number } {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const from = start && start > first ? start : first;
  const to = end && end < last ? end : last;
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  return { covered: Math.max(0, day(to) - day(from) + 1), inMonth: day(last) - day(first) + 1 };
}

/** Labour Code (Act I of 2012) § 157 (1): a month's wage is paid by the 10th of the next month; a payslip
 *  issued later than that is paid on its issue day. */
function paymentDateFor(month: string, issueDate: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const tenth = new Date(Date.UTC(y, m, 10)).toISOString().slice(0, 10);
  return issueDate > tenth ? issueDate : tenth;
}

interface PayslipExtras {
  breakdown: PayrollBreakdown;
  columns: {
    allowance_lines: string;
    employee_tax_id: string | null;
    employee_taj: string | null;
    payment_date: string;
  };
  netCents: number;
}

/**
 * What a payslip issued for a month takes from the contractor's profile: the allowances declared for the
 * month (valid on any of its days), the minimum contribution base, the IDs and the payment date. The forint
 * lines are replaced by those with the allowances; the euro SZJA, TB and net are those forints converted,
 * so the euro lines still add up to the invoice. Without any line the breakdown is returned unchanged.
 */
export async function payslipExtras(
  trx: Knex,
  p: {
    contractorId: number;
    month: string;
    contractStart: string | null;
    contractEnd: string | null;
    breakdown: PayrollBreakdown;
    rates: { szjaBp: number; tbBp: number; szochoBp: number; hufPerEur100: number };
    issueDate: string;
  },
): Promise<PayslipExtras> {
  const first = `${p.month}-01`;
  const last = lastDayOfMonth(p.month);
  const [ids, declared, figures, minimums] = await Promise.all([
    trx('contractor_tax_details').where({ user_id: p.contractorId }).first(),
    trx('contractor_allowances')
      .where({ user_id: p.contractorId })
      .andWhere('valid_from', '<=', last)
      .andWhere((q) => q.whereNull('valid_to').orWhere('valid_to', '>=', first))
      .orderBy('id'),
    allowanceFiguresOn(trx, first),
    minimumWagesOn(trx, first),
  ]);
  let { breakdown } = p;
  let lines: AllowanceLine[] = [];
  if (figures) {
    const days = coveredDays(p.month, p.contractStart, p.contractEnd);
    const slip = hufPayslip({
      gross: breakdown.huf.gross,
      rates: p.rates,
      allowances: declared.map((d) => ({ kind: d.kind, children: d.children })),
      figures,
      minimumBase: minimums ? minimumContributionBase(minimums.minimumWage, figures, days.covered, days.inMonth) : 0,
    });
    lines = slip.lines;
    breakdown = withAllowances(breakdown, slip, p.rates.hufPerEur100);
  }
  return {
    breakdown,
    netCents: breakdown.eur.net,
    columns: {
      allowance_lines: JSON.stringify(lines),
      employee_tax_id: ids?.tax_id ?? null,
      employee_taj: ids?.taj_number ?? null,
      payment_date: paymentDateFor(p.month, p.issueDate),
    },
  };
}
