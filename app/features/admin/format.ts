// Money, percent and date display for the staff console, plus the form conversions:
// a day rate typed in euros is sent in cents, a fee typed in percent is sent in hundredths.
import { dateFormat, numberFormat } from '../../i18n/intl.ts';
import { parseHundredths } from '../../../server/contract/money.ts';

/** Hundredths of a percent → '12.5%' / '12,5%'. */
export function formatPercent(hundredths: number, lng: string): string {
  return numberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(hundredths / 10000);
}

/** An ISO timestamp or YYYY-MM-DD date as a short calendar date. Plain dates are shown as the calendar day they name. */
export function formatDate(value: string | null | undefined, lng: string): string {
  if (!value) return '';
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(plain ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lng, {
    dateStyle: 'medium',
    ...(plain ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Euros to cents, or percent to hundredths of a percent: '450,50' → 45050 (contract/money.ts). Empty → null; text that is not a decimal → NaN (the schema rejects it). */
export function toHundredths(text: string): number | null {
  return text.trim() === '' ? null : (parseHundredths(text) ?? Number.NaN);
}

/** 45050 → '450.50' (the value an edit form starts from); whole amounts drop the decimals. */
export function fromHundredths(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const whole = Math.trunc(value / 100);
  const frac = Math.abs(value % 100);
  return frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(2, '0')}`;
}

/** 1250 → '12.5' (percents read best without a trailing zero). */
export const hundredthsToPercentText = (value: number | null | undefined) =>
  fromHundredths(value).replace(/(\.\d)0$/, '$1');
