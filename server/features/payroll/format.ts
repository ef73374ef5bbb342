// Numbers, dates and countries on the payroll documents, written the way each language writes them (euros
// and forints: contract/money.ts, one home for the app and the server). Their words: locales/{en,hu}.json.
import type { Language } from '../../contract/index.ts';
import { intlLocale } from '../../contract/dates.ts';

export const formatNumber = (lang: Language, n: number, digits = 2): string =>
  new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: digits }).format(n);

/** Hundredths of a percent as a percentage: 2700 → 27 %, 1850 → 18,5 %. */
export const formatPercent = (lang: Language, bp: number): string => `${formatNumber(lang, bp / 100)}%`;

/** ISO 3166-1 alpha-2 → the country's name in the language (DE → Germany / Németország). */
export const countryName = (lang: Language, code: string): string =>
  new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(code) ?? code;

/** YYYY-MM-DD → 24 November 2026 / 2026. november 24. */
export const formatDate = (lang: Language, date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** YYYY-MM → October 2026 / 2026. október. */
export const formatMonth = (lang: Language, month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
