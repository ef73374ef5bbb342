// Calendar dates and the Intl locale, one home for browser and server: a DATE is 'YYYY-MM-DD' and its
// arithmetic runs in UTC, so no time zone can shift a day.

/** The Intl locale an interface language ('en', 'hu') formats dates and money in. */
export const intlLocale = (lng: string): string => (lng === 'hu' ? 'hu-HU' : 'en-GB');

/** A DATE column as 'YYYY-MM-DD': pg answers the text (type parser in db/index.ts), PGlite a UTC-midnight Date. */
export function dateOnly(v: string | Date): string;
export function dateOnly(v: string | Date | null): string | null;
export function dateOnly(v: string | Date | null): string | null {
  return v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
