// The one CSV cell encoding of every export (the staff lists' and the accountant's payroll CSV): RFC 4180
// quoting, and text a spreadsheet would run as a formula defused with an apostrophe. Excel set to
// Hungarian splits on `;`, not `,`, so a cell holding a `;` is quoted too; and in case a reader still
// splits a quoted cell, a formula start after any separator or line break inside it is defused as well.

import type { Language } from '../../contract/index.ts';

export type CsvValue = string | number | boolean | null | undefined;

/** A plain number written as text (an amount like -900.00): a spreadsheet reads it as the number, nothing runs. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** The same with a decimal comma (-900,00), as Hungarian Excel reads it; left bare only where `;` separates. */
const COMMA_NUMBER = /^-?\d+(,\d+)?$/;

/** `,` for RFC 4180 readers; `;` for Excel set to Hungarian (and other decimal-comma locales). */
export type CsvSeparator = ',' | ';';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a separator or line break inside the cell (spaces between allowed); one
 * at the very start is FORMULA_START's. */
const FORMULA_AFTER_SEPARATOR = /(?<=[\s\S])([,;\t\r\n] *)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** One cell: empty for a missing value, numbers and booleans as they are, text defused and quoted when needed. */
export function csvCell(value: CsvValue, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  if (PLAIN_NUMBER.test(value) || (separator === ';' && COMMA_NUMBER.test(value))) return value;
  const defused = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(defused) ? `'${defused}` : defused;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row: cells joined by the separator (a comma unless told), ended by CRLF. */
export const csvLine = (cells: readonly CsvValue[], separator: CsvSeparator = ','): string =>
  `${cells.map((c) => csvCell(c, separator)).join(separator)}\r\n`;

/** How a language's spreadsheet reads a CSV: English with `,` and a decimal point; Hungarian Excel splits on
 * `;` and reads a decimal comma (a `,`-separated file opens in one column there). */
export interface CsvFormat {
  separator: CsvSeparator;
  decimal: '.' | ',';
}
export const csvFormat = (lang: Language): CsvFormat =>
  lang === 'hu' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };

/** Hundredths (cents, basis points) as a number with two decimals, exact (no floating point): -12345 →
 * -123.45, or -123,45 with a decimal comma. */
export function hundredths(value: number, decimal: CsvFormat['decimal'] = '.'): string {
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}
