// The one CSV cell encoding of every export (the staff lists' and the accountant's payroll CSV): RFC 4180
// quoting, and text a spreadsheet would run as a formula defused with an apostrophe. Excel set to
// Hungarian splits on `;`, not `,`, so a cell holding a `;` is quoted too; and in case a reader still
// splits a quoted cell, a formula start after any separator or line break inside it is defused as well.

export type CsvValue = string | number | boolean | null | undefined;

/** A plain number written as text (an amount like -900.00): a spreadsheet reads it as the number, nothing runs. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula start right after a separator or line break inside the cell (spaces between allowed); one
 * at the very start is FORMULA_START's. */
const FORMULA_AFTER_SEPARATOR = /(?<=[\s\S])([,;\t\r\n] *)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** One cell: empty for a missing value, numbers and booleans as they are, text defused and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  if (PLAIN_NUMBER.test(value)) return value;
  const defused = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(defused) ? `'${defused}` : defused;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row: cells joined by commas, ended by CRLF. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;
