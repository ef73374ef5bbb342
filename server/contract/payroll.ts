// The umbrella payroll engine: from a day rate, days worked and the umbrella fee to the invoice, the
// employer's tax, the employee's deductions and the net pay. Pure and shared by the server and the app.
//
// In euros every amount is an integer number of cents, each line rounded once (half up). Two euro lines are
// remainders so that the euro parts add up exactly:
// - the employer's social contribution tax (szocho) is what is left of (invoice − fee) after the gross
//   pay, which is rounded *down*: so szocho is 13 % of gross rounded, plus 0 or 1 cent, never less than due;
// - the social security contribution (TB) is the employee's total deduction (one rounding of
//   SZJA + TB rates) minus the income tax (SZJA), so the euro net never falls when the gross rises.
//
// In forints the payroll is computed as a Hungarian payroll computes it: the gross in forints
// is the euro gross at the month's dated MNB rate, rounded to the forint; SZJA, TB and szocho are each that
// forint gross times their rate, each rounded to the forint (half up); net = gross − SZJA − TB. The invoice,
// its VAT and the fee in forints are the euro amounts converted, for reference: the forint lines add up to
// them only within a few forints (the euro gross is rounded down to the cent), and no line hides the gap.
// It computes no allowance, no minimum contribution base and no other tax or contribution.
//
// The VAT regime (the client's country, countries.ts) changes only the VAT line: the contractor's pay is
// computed from the net invoice value, so it is the same under every regime.
import type { VatRegime } from './countries.ts';

/** A set of rates, each in hundredths of a percent (basis points), and the EUR → HUF rate in hundredths. */
export interface PayrollRates {
  vatBp: number;
  szochoBp: number;
  szjaBp: number;
  tbBp: number;
  /** Forints per euro × 100 (390.50 HUF/EUR = 39050). */
  hufPerEur100: number;
}

/** The rates of 2026 (sources in the README); the exchange rate is a placeholder staff replace. */
export const RATES_2026: PayrollRates = {
  vatBp: 2700,
  szochoBp: 1300,
  szjaBp: 1500,
  tbBp: 1850,
  hufPerEur100: 39000,
};

export interface PayrollInput {
  /** Euro cents per day. */
  dayRate: number;
  /** Days worked; half days allowed (multiples of 0.5). */
  days: number;
  /** The contract's umbrella fee in hundredths of a percent (0 … 10000). */
  feeBp: number;
  /** Client in another EU country: no Hungarian VAT, the client accounts for it (reverse charge).
   *  The same as vatRegime 'reverse_charge' (the /umbrella calculator's checkbox). */
  reverseCharge?: boolean;
  /** Domestic (Hungarian VAT, the default), reverse charge or outside the scope (no VAT either way). */
  vatRegime?: VatRegime;
}

/** One breakdown in one currency. In euros invoice = fee + employerTax + incomeTax + socialSecurity + net
 *  exactly; in forints gross = incomeTax + socialSecurity + net exactly, the rest within a few forints. */
export interface PayrollLines {
  /** Net invoice value (days × day rate), before VAT. */
  invoice: number;
  vat: number;
  /** Invoice value with VAT: what the client pays. */
  invoiceTotal: number;
  fee: number;
  employerTax: number;
  gross: number;
  incomeTax: number;
  socialSecurity: number;
  net: number;
}

export interface PayrollBreakdown {
  /** Euro cents. */
  eur: PayrollLines;
  /** Whole forints. */
  huf: PayrollLines;
  reverseCharge: boolean;
  /** The regime applied (payslips issued before it was recorded lack it: domestic). */
  vatRegime: VatRegime;
}

/** round(n / d) half up, for non-negative integers (exact while 2n + d < 2^53). */
function divRound(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** An input outside PAYROLL_LIMITS reached the engine: the error handler answers 422 payrollOutOfRange,
 *  never 500 (the schemas refuse such input first, so this means a row written before they did). */
export class PayrollRangeError extends RangeError {}

function assertCount(name: string, value: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new PayrollRangeError(`${name} out of range: ${value}`);
}

/** The limits the engine accepts; the contract schemas bound every day rate, fee, rate and exchange rate
 *  that enters by them, so what is accepted can be paid. */
export const PAYROLL_LIMITS = {
  maxDayRate: 10_000_000, // €100,000.00 a day
  maxDays: 366,
  maxBp: 10_000,
  maxHufPerEur100: 10_000_000,
} as const;

/** The month's breakdown for the given rates. Throws PayrollRangeError on input outside the limits. */
export function calculatePayroll(input: PayrollInput, rates: PayrollRates): PayrollBreakdown {
  const halfDays = input.days * 2;
  assertCount('dayRate', input.dayRate, PAYROLL_LIMITS.maxDayRate);
  assertCount('halfDays', halfDays, PAYROLL_LIMITS.maxDays * 2);
  assertCount('feeBp', input.feeBp, PAYROLL_LIMITS.maxBp);
  for (const key of ['vatBp', 'szochoBp', 'szjaBp', 'tbBp'] as const)
    assertCount(key, rates[key], PAYROLL_LIMITS.maxBp);
  if (rates.szjaBp + rates.tbBp > PAYROLL_LIMITS.maxBp) throw new PayrollRangeError('deductions above 100 %');
  assertCount('hufPerEur100', rates.hufPerEur100, PAYROLL_LIMITS.maxHufPerEur100);
  const vatRegime: VatRegime = input.vatRegime ?? (input.reverseCharge ? 'reverse_charge' : 'domestic');
  const reverseCharge = vatRegime === 'reverse_charge';

  const invoice = divRound(halfDays * input.dayRate, 2);
  const vat = vatRegime === 'domestic' ? divRound(invoice * rates.vatBp, 10_000) : 0;
  const fee = divRound(invoice * input.feeBp, 10_000);
  const employerCost = invoice - fee; // gross + szocho
  const gross = Math.floor((employerCost * 10_000) / (10_000 + rates.szochoBp));
  const employerTax = employerCost - gross;
  const incomeTax = divRound(gross * rates.szjaBp, 10_000);
  const deductions = divRound(gross * (rates.szjaBp + rates.tbBp), 10_000);
  const socialSecurity = deductions - incomeTax;
  const net = gross - deductions;
  const eur: PayrollLines = {
    invoice,
    vat,
    invoiceTotal: invoice + vat,
    fee,
    employerTax,
    gross,
    incomeTax,
    socialSecurity,
    net,
  };
  return { eur, huf: toHuf(eur, rates), reverseCharge, vatRegime };
}

/** Cents → whole forints at the rate (half up; exact while cents × rate < 2^53 / 2). */
const centsToHuf = (cents: number, hufPerEur100: number): number => divRound(cents * hufPerEur100, 10_000);

/** A forint gross's payroll lines: SZJA, TB and szocho each on the gross, each rounded to the forint. */
export function hufPayroll(
  gross: number,
  rates: Pick<PayrollRates, 'szochoBp' | 'szjaBp' | 'tbBp'>,
): Pick<PayrollLines, 'gross' | 'incomeTax' | 'socialSecurity' | 'employerTax' | 'net'> {
  assertCount('gross', gross, Number.MAX_SAFE_INTEGER / 20_000);
  const incomeTax = divRound(gross * rates.szjaBp, 10_000);
  const socialSecurity = divRound(gross * rates.tbBp, 10_000);
  const employerTax = divRound(gross * rates.szochoBp, 10_000);
  return { gross, incomeTax, socialSecurity, employerTax, net: gross - incomeTax - socialSecurity };
}

/** The forint lines: the payroll on the euro gross converted at the rate; invoice, VAT and fee converted. */
function toHuf(eur: PayrollLines, rates: PayrollRates): PayrollLines {
  const conv = (cents: number) => centsToHuf(cents, rates.hufPerEur100);
  const invoice = conv(eur.invoice);
  const vat = conv(eur.vat);
  return { invoice, vat, invoiceTotal: invoice + vat, fee: conv(eur.fee), ...hufPayroll(conv(eur.gross), rates) };
}

/** A month's lines times n (a year = 12 months of the same month): sums stay exact. */
export function scaleLines(lines: PayrollLines, n: number): PayrollLines {
  const out = { ...lines };
  for (const key of Object.keys(out) as (keyof PayrollLines)[]) out[key] = lines[key] * n;
  return out;
}

/** The rate set in force on a date: the one with the latest validFrom on or before it (sets sorted any way). */
export function rateSetFor<T extends { validFrom: string }>(sets: readonly T[], date: string): T | undefined {
  let best: T | undefined;
  for (const set of sets) if (set.validFrom <= date && (!best || set.validFrom > best.validFrom)) best = set;
  return best;
}
