// A Hungarian payslip's forint lines with the employee's declared allowances and the minimum contribution
// base. Pure and shared by the server (issuing a payslip) and the app (the calculator).
//
// Order, as the Personal Income Tax Act applies the allowances to the tax base (Szja tv. § 29/?: the
// exemptions first, then the first-marriage allowance, then the family allowance):
// 1. exempt income: mothers of four or more, of three, of two children (no cap on wage income), the
//    under-25 exemption and the under-30 mothers' exemption (each capped at the month's average-earnings
//    figure); each takes from what the earlier ones left;
// 2. the first-marriage allowance reduces the remaining base (33 335 Ft a month = 5 000 Ft tax);
// 3. the family allowance reduces it by the per-child amount × children; what it cannot use, times the
//    SZJA rate, reduces the employee's TB contribution (családi járulékkedvezmény).
// SZJA is the SZJA rate times what remains, rounded to the forint once; each line's tax effect is the
// difference of the tax before and after it (so the lines add up to the forint). TB is the TB rate on the
// whole gross (no allowance but the family one touches it), szocho the szocho rate on the gross.
// Minimum contribution base (Tbj.): when the gross is below 30 % of the minimum wage (pro-rated for the
// calendar days of the month the contract covers, per 30ths), the employer pays TB on the difference.
import type { PayrollBreakdown } from './payroll.ts';

export const ALLOWANCE_KINDS = [
  'motherOfFour',
  'motherOfThree',
  'motherOfTwo',
  'under25',
  'under30Mother',
  'firstMarriage',
  'family',
] as const;
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

/** The lines a payslip may carry beyond the allowances declared. */
type PayslipAdjustmentKind = AllowanceKind | 'familyContribution' | 'minimumBase';

export type AllowanceBaseKind = 'exempt' | 'reduction' | 'unused' | 'shortfall';

/** What a line's base is: exempt income, a tax-base reduction, the family allowance left unused against
 *  income tax, or the gross's shortfall below the minimum contribution base. */
export const ALLOWANCE_BASE_KIND: Record<PayslipAdjustmentKind, AllowanceBaseKind> = {
  motherOfFour: 'exempt',
  motherOfThree: 'exempt',
  motherOfTwo: 'exempt',
  under25: 'exempt',
  under30Mother: 'exempt',
  firstMarriage: 'reduction',
  family: 'reduction',
  familyContribution: 'unused',
  minimumBase: 'shortfall',
};

export interface AllowanceLine {
  kind: PayslipAdjustmentKind;
  /** Exempt income, base reduction, unused family base or the base difference: whole forints. */
  baseHuf: number;
  /** What it saves the employee (SZJA or TB) or, for minimumBase, the TB the employer pays: forints. */
  taxHuf: number;
  /** The family allowance's children. */
  children?: number;
}

/** The dated figures of a year (table payroll_allowance_figures), whole forints. */
export interface AllowanceFigures {
  averageEarningsCap: number;
  familyBaseOne: number;
  familyBaseTwo: number;
  familyBaseThree: number;
  firstMarriageBase: number;
  minimumBaseBp: number;
}

/** The 2026 figures (sources in the README), for the calculator; the server reads the dated table. */
export const ALLOWANCE_FIGURES_2026: AllowanceFigures = {
  averageEarningsCap: 715_765,
  familyBaseOne: 133_340,
  familyBaseTwo: 266_670,
  familyBaseThree: 440_000,
  firstMarriageBase: 33_335,
  minimumBaseBp: 3000,
};

export interface DeclaredAllowance {
  kind: AllowanceKind;
  children?: number | null;
}

export interface HufPayslipInput {
  gross: number;
  rates: { szjaBp: number; tbBp: number; szochoBp: number };
  allowances: readonly DeclaredAllowance[];
  figures: AllowanceFigures;
  /** The month's minimum contribution base (pro-rated), or 0 when none applies. */
  minimumBase: number;
}

export interface HufPayslip {
  gross: number;
  incomeTax: number;
  socialSecurity: number;
  employerTax: number;
  /** TB the employer pays on the minimum contribution base's difference (0 when the gross reaches it). */
  employerMinimumBaseTb: number;
  net: number;
  lines: AllowanceLine[];
}

/** round(n × bp / 10 000) half up, for non-negative integers. */
const pct = (n: number, bp: number): number => Math.floor((2 * n * bp + 10_000) / 20_000);

const CAPPED: ReadonlySet<AllowanceKind> = new Set(['under25', 'under30Mother']);

/** The family allowance's monthly base for n beneficiary children. */
export function familyBase(figures: AllowanceFigures, children: number): number {
  if (children <= 0) return 0;
  const perChild =
    children === 1 ? figures.familyBaseOne : children === 2 ? figures.familyBaseTwo : figures.familyBaseThree;
  return perChild * children;
}

/** The minimum contribution base of a month: the share of the minimum wage, per 30ths for a part month. */
export function minimumContributionBase(
  minimumWage: number,
  figures: Pick<AllowanceFigures, 'minimumBaseBp'>,
  coveredDays: number,
  daysInMonth: number,
): number {
  const monthly = pct(minimumWage, figures.minimumBaseBp);
  if (coveredDays >= daysInMonth) return monthly;
  return Math.floor((2 * monthly * coveredDays + 30) / 60);
}

export function hufPayslip(input: HufPayslipInput): HufPayslip {
  const { gross, rates, figures } = input;
  const has = (kind: AllowanceKind) => input.allowances.find((a) => a.kind === kind);
  const lines: AllowanceLine[] = [];
  let base = gross;
  const reduce = (kind: AllowanceKind, amount: number, extra: Partial<AllowanceLine> = {}) => {
    const used = Math.min(base, amount);
    const taxHuf = pct(base, rates.szjaBp) - pct(base - used, rates.szjaBp);
    base -= used;
    // An allowance with nothing left to reduce (an earlier exemption took the whole base) has no line.
    if (used > 0) lines.push({ kind, baseHuf: used, taxHuf, ...extra });
    return used;
  };
  for (const kind of ALLOWANCE_KINDS.slice(0, 5))
    if (has(kind)) reduce(kind, CAPPED.has(kind) ? figures.averageEarningsCap : base);
  if (has('firstMarriage')) reduce('firstMarriage', figures.firstMarriageBase);
  let unusedFamily = 0;
  const family = has('family');
  if (family?.children) {
    const full = familyBase(figures, family.children);
    unusedFamily = full - reduce('family', full, { children: family.children });
  }
  const incomeTax = pct(base, rates.szjaBp);
  const tb = pct(gross, rates.tbBp);
  let socialSecurity = tb;
  if (unusedFamily > 0) {
    const saved = Math.min(tb, pct(unusedFamily, rates.szjaBp));
    socialSecurity -= saved;
    lines.push({ kind: 'familyContribution', baseHuf: unusedFamily, taxHuf: saved });
  }
  let employerMinimumBaseTb = 0;
  if (input.minimumBase > gross) {
    const diff = input.minimumBase - gross;
    employerMinimumBaseTb = pct(diff, rates.tbBp);
    lines.push({ kind: 'minimumBase', baseHuf: diff, taxHuf: employerMinimumBaseTb });
  }
  return {
    gross,
    incomeTax,
    socialSecurity,
    employerTax: pct(gross, rates.szochoBp),
    employerMinimumBaseTb,
    net: gross - incomeTax - socialSecurity,
    lines,
  };
}

/** The 2026 monthly minimums (the server reads the dated table minimum_wages), for the calculator. */
export const MINIMUM_WAGES_2026 = { minimumWage: 322_800, guaranteedMinimum: 373_200 } as const;

/** A monthly amount pro-rated for half days worked: monthly ÷ 174 h × 4 h a half day, to the forint
 *  (half up): 322,800 Ft × 8 days → 118,731 Ft. */
export function proRatedMonthly(monthly: number, halfDays: number): number {
  return Math.floor((2 * monthly * halfDays * 4 + 174) / (2 * 174));
}

/**
 * The breakdown with the forint SZJA, TB and net of a payslip with allowances; the euro ones are those
 * forints converted at the rate (half up), the euro net the rest of the gross, so the euro lines still
 * add up to the invoice. Unchanged when no line touches the employee's deductions.
 */
export function withAllowances(breakdown: PayrollBreakdown, slip: HufPayslip, hufPerEur100: number): PayrollBreakdown {
  if (!slip.lines.some((l) => l.kind !== 'minimumBase')) return breakdown;
  const cents = (huf: number) => Math.floor((2 * huf * 10_000 + hufPerEur100) / (2 * hufPerEur100));
  const incomeTax = cents(slip.incomeTax);
  const socialSecurity = cents(slip.socialSecurity);
  return {
    ...breakdown,
    huf: { ...breakdown.huf, incomeTax: slip.incomeTax, socialSecurity: slip.socialSecurity, net: slip.net },
    eur: { ...breakdown.eur, incomeTax, socialSecurity, net: breakdown.eur.gross - incomeTax - socialSecurity },
  };
}
