// Money as people type and read it, one home for browser and server: amounts travel as integer
// hundredths (euro cents, hundredths of a percent) and whole forints.
import { intlLocale } from './dates.ts';

const formatters = new Map<string, Intl.NumberFormat>();
function currency(lng: string, code: 'EUR' | 'HUF'): Intl.NumberFormat {
  const key = `${code}|${intlLocale(lng)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lng), {
      style: 'currency',
      currency: code,
      ...(code === 'HUF' ? { maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/** Euro cents as the language `lng` writes money: €12,345.67 / 12 345,67 EUR. */
export const formatEur = (lng: string, cents: number): string => currency(lng, 'EUR').format(cents / 100);

/** Whole forints: HUF 196,232 / 196 232 Ft. */
export const formatHuf = (lng: string, forints: number): string => currency(lng, 'HUF').format(forints);

/** A decimal a person types: digits with at most two decimals, comma or point ('450', '450.5', '450,50'). */
const DECIMAL = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;
export const isDecimalText = (text: string): boolean => DECIMAL.test(text.trim());

/** Euros to cents, or percent to hundredths of a percent: '450,50' → 45050; text that is not such a decimal → null. */
export function parseHundredths(text: string): number | null {
  const m = DECIMAL.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}
