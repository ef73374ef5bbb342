// Intl formatters for the interface language, made once per language and options: building one costs far
// more than formatting with it (a list of 20 job cards spent most of its first render making the same date
// formatter twenty times on a phone).
import { intlLocale } from './index.ts';

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function once<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  lng: string,
  options: object,
  make: (locale: string) => F,
): F {
  const key = `${kind}|${lng}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(intlLocale(lng));
    made.set(key, formatter);
  }
  return formatter;
}

/** A date formatter for the interface language `lng` ('en', 'hu'). */
export const dateFormat = (lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', lng, options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A number formatter for the interface language `lng`. */
export const numberFormat = (lng: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once('number', lng, options, (locale) => new Intl.NumberFormat(locale, options));

/** A relative-time formatter ('5 minutes ago', '5 perccel ezelőtt') for the interface language `lng`. */
export const relativeTimeFormat = (lng: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  once('relative', lng, options, (locale) => new Intl.RelativeTimeFormat(locale, options));
