// Dated exchange rates: the official MNB EUR → HUF rate per day, typed in by staff or imported from MNB's
// CSV. One question is asked of them everywhere (payslips now, invoices later): rateOn(date), the last rate
// published on or before the date — MNB publishes on banking days, so a weekend or a holiday takes the
// rate of the banking day before it.
import type { Knex } from 'knex';
import {
  isoDate,
  type AdminExchangeRates,
  type ExchangeRate,
  type ExchangeRateImportResult,
  type ExchangeRateInput,
  type ExchangeRateSource,
} from '../../contract/index.ts';
import { badRequest, conflict, type FieldCodes } from '../../errors.ts';
import type { ExchangeRateRecord } from '../../db/tables.ts';
import { iso } from '../shared/presenters.ts';
import { dateOnly } from '../../contract/dates.ts';

const present = (r: ExchangeRateRecord): ExchangeRate => ({
  date: dateOnly(r.rate_date),
  hufPer100: r.huf_per_100,
  source: r.source,
});

/** The rate in force on a date, or undefined when none was published on or before it. */
export async function findRateOn(db: Knex, date: string): Promise<ExchangeRate | undefined> {
  const row = await db('exchange_rates')
    .where({ currency: 'EUR' })
    .andWhere('rate_date', '<=', date)
    .orderBy('rate_date', 'desc')
    .first();
  return row && present(row);
}

/** The rate in force on a date: the last one published on or before it. 409 noExchangeRate when there is none. */
export async function rateOn(db: Knex, date: string): Promise<ExchangeRate> {
  const rate = await findRateOn(db, date);
  if (!rate) throw conflict('noExchangeRate');
  return rate;
}

/** The newest rates first (a year and a bit of banking days), with how many are recorded in all. */
export async function listExchangeRates(db: Knex, limit = 400): Promise<AdminExchangeRates> {
  const [rows, count] = await Promise.all([
    db('exchange_rates as r')
      .leftJoin('users as u', 'u.id', 'r.entered_by')
      .select<(ExchangeRateRecord & { first_name: string | null; last_name: string | null })[]>(
        'r.*',
        'u.first_name',
        'u.last_name',
      )
      .orderBy('r.rate_date', 'desc')
      .limit(limit),
    db('exchange_rates').count({ n: '*' }).first(),
  ]);
  return {
    rates: rows.map((r) => ({
      ...present(r),
      enteredBy: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      updatedAt: iso(r.updated_at),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** One day's rate typed in by staff; a date already recorded is 400 exchangeRateExists. */
export async function insertExchangeRate(db: Knex, input: ExchangeRateInput, userId: number): Promise<ExchangeRate> {
  const rows = await db('exchange_rates')
    .insert({ rate_date: input.date, huf_per_100: input.hufPer100, source: 'staff', entered_by: userId })
    .onConflict(['currency', 'rate_date'])
    .ignore()
    .returning('*');
  const row = rows[0];
  if (!row) throw badRequest('exchangeRateExists', { date: 'exchangeRateExists' });
  return present(row);
}

const DATE = /^(\d{4})[-.]\s?(\d{2})[-.]\s?(\d{2})\.?$/;
const RATE = /^(\d{1,6})(?:[.,](\d{1,4}))?$/;

/**
 * MNB's CSV: one `date;rate` line per banking day. Dates as 2026-11-30 or 2026.11.30. (MNB's Hungarian
 * form); rates with a decimal comma or point, at most two decimals that are not zero (MNB publishes the
 * euro to the fillér). Lines whose first cell does not start with a digit (MNB's header and unit lines)
 * and blank lines are skipped. Any other line that is not a date and a rate refuses the whole file, each
 * bad line named in `fields` (`line 3` → dateInvalid / exchangeRateInvalid).
 */
export function parseMnbCsv(text: string): { date: string; hufPer100: number }[] {
  const out = new Map<string, number>();
  const fields: FieldCodes = {};
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const cells = raw.split(';').map((c) =>
        c
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      );
      const [first = '', second = ''] = cells;
      if (!/^\d/.test(first)) {
        if (first === '' && cells.every((c) => c === '')) return;
        if (!/\d/.test(first)) return; // a header or unit line
      }
      const line = `line ${i + 1}`;
      const d = DATE.exec(first);
      const date = d ? `${d[1]}-${d[2]}-${d[3]}` : '';
      if (!isoDate.safeParse(date).success) {
        fields[line] = 'dateInvalid';
        return;
      }
      const r = RATE.exec(second);
      const decimals = (r?.[2] ?? '').padEnd(4, '0');
      const hufPer100 = r ? Number(r[1]) * 100 + Number(decimals.slice(0, 2)) : 0;
      if (!r || decimals.slice(2) !== '00' || hufPer100 <= 0) {
        fields[line] = 'exchangeRateInvalid';
        return;
      }
      const before = out.get(date);
      if (before !== undefined && before !== hufPer100) fields[line] = 'exchangeRateExists';
      out.set(date, hufPer100);
    });
  if (Object.keys(fields).length > 0 || out.size === 0) throw badRequest('exchangeRateCsvInvalid', fields);
  return [...out].map(([date, hufPer100]) => ({ date, hufPer100 }));
}

/** Imports MNB's CSV in one transaction: new dates are added, recorded ones take MNB's rate (their source
 *  becomes 'mnb-csv'); the counts say what changed. A bad line changes nothing. */
export async function importExchangeRates(db: Knex, csv: string, userId: number): Promise<ExchangeRateImportResult> {
  const rows = parseMnbCsv(csv);
  return db.transaction(async (trx) => {
    const result = { added: 0, updated: 0, unchanged: 0 };
    const source: ExchangeRateSource = 'mnb-csv';
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const existing = new Map(
        (
          await trx('exchange_rates')
            .where({ currency: 'EUR' })
            .whereIn(
              'rate_date',
              batch.map((r) => r.date),
            )
            .forUpdate()
            .select('rate_date', 'huf_per_100', 'source')
        ).map((r) => [dateOnly(r.rate_date), r]),
      );
      const writes = batch.filter((r) => {
        const was = existing.get(r.date);
        if (!was) result.added++;
        else if (was.huf_per_100 !== r.hufPer100 || was.source !== source) result.updated++;
        else {
          result.unchanged++;
          return false;
        }
        return true;
      });
      if (writes.length > 0)
        await trx('exchange_rates')
          .insert(writes.map((r) => ({ rate_date: r.date, huf_per_100: r.hufPer100, source, entered_by: userId })))
          .onConflict(['currency', 'rate_date'])
          .merge(['huf_per_100', 'source', 'entered_by']);
    }
    return result;
  });
}
