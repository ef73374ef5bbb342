// The minimum-wage floor: a full-time month's forint gross may not fall below the statutory minimum wage
// (minimálbér) pro-rated for the days worked. The monthly minimums are dated data (table minimum_wages).
// Pro-rating follows the hourly wage of a monthly wage: the monthly amount over 174 hours (the monthly
// divisor of full-time work), times 8 hours a day worked — 322,800 Ft × 8 days × 8 h / 174 h = 118,731 Ft,
// the figure the payroll office gave. A contract whose job needs secondary qualification has the guaranteed wage
// minimum as its floor. A contract marked part-time is let through (the payslip then applies the minimum
// contribution base: allowances.ts).
import type { Knex } from 'knex';
import { businessToday, calculatePayroll, proRatedMonthly } from '../../contract/index.ts';
import { badRequest } from '../../errors.ts';
import { findRateOn } from './exchangeRates.ts';
import { rateSetOn } from './repo.ts';
import { dateOnly } from '../../contract/dates.ts';

export interface MinimumWages {
  validFrom: string;
  /** Whole forints a month, full time. */
  minimumWage: number;
  guaranteedMinimum: number;
}

/** The minimums in force on a date (the row with the latest valid_from on or before it). */
export async function minimumWagesOn(db: Knex, date: string): Promise<MinimumWages | undefined> {
  const row = await db('minimum_wages').where('valid_from', '<=', date).orderBy('valid_from', 'desc').first();
  return (
    row && {
      validFrom: dateOnly(row.valid_from),
      minimumWage: row.minimum_wage_huf,
      guaranteedMinimum: row.guaranteed_minimum_huf,
    }
  );
}

/** A monthly amount pro-rated for days worked (half days allowed), to the forint (half up). */
export const proRated = proRatedMonthly;

/** 400 belowMinimumWage when a full-time month's forint gross is under the pro-rated minimum wage, or
 *  400 belowGuaranteedMinimum under the pro-rated guaranteed wage minimum when the contract's job needs at
 *  least secondary qualification (Labour Code § 153; 2026 figures in the README). */
export async function assertWageFloor(
  db: Knex,
  m: { month: string; halfDays: number; partTime: boolean; requiresQualification: boolean; grossHuf: number },
): Promise<void> {
  if (m.partTime) return;
  const minimums = await minimumWagesOn(db, m.month);
  if (!minimums) return;
  if (m.requiresQualification) {
    if (m.grossHuf < proRated(minimums.guaranteedMinimum, m.halfDays)) throw badRequest('belowGuaranteedMinimum');
  } else if (m.grossHuf < proRated(minimums.minimumWage, m.halfDays)) throw badRequest('belowMinimumWage');
}

const lastDayOf = (monthStart: string): string => {
  const d = new Date(`${monthStart}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/**
 * At submission: the month's forint gross as approval will compute it (the rate set of the month's first
 * day, the MNB rate of its last day — or of today, while that day has not come), checked against the floor.
 * Without a rate set or any exchange rate nothing is checked here: approval refuses such a month anyway.
 */
export async function assertSubmittedAboveFloor(trx: Knex, timesheetId: number): Promise<void> {
  const ts = await trx('timesheets as t')
    .join('contracts as c', 'c.id', 't.contract_id')
    .where('t.id', timesheetId)
    .first<
      | {
          month: string | Date;
          half_days: number;
          day_rate: number;
          fee_percentage: number | null;
          part_time: boolean;
          requires_qualification: boolean;
        }
      | undefined
    >('t.month', 't.half_days', 'c.day_rate', 'c.fee_percentage', 'c.part_time', 'c.requires_qualification');
  if (!ts || ts.part_time) return;
  const month = dateOnly(ts.month);
  const end = lastDayOf(month);
  const today = businessToday();
  const [rateSet, exchange] = await Promise.all([rateSetOn(trx, month), findRateOn(trx, end < today ? end : today)]);
  if (!rateSet || !exchange) return;
  const { huf } = calculatePayroll(
    { dayRate: ts.day_rate, days: ts.half_days / 2, feeBp: ts.fee_percentage ?? 0 },
    { ...rateSet, hufPerEur100: exchange.hufPer100 },
  );
  await assertWageFloor(trx, {
    month,
    halfDays: ts.half_days,
    partTime: false,
    requiresQualification: ts.requires_qualification,
    grossHuf: huf.gross,
  });
}
