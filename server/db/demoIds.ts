// Valid-looking Hungarian personal IDs for demo and test contractors: the n-th adóazonosító jel and TAJ
// number whose check digits pass (server/contract/taxIds.ts). Made up, never anyone's: the tax ID's birth
// part and the TAJ's serial are counted from n, and the first candidate whose check digit works is taken.
import { isHuTaxId, isTajNumber } from '../contract/taxIds.ts';

function firstValid(prefix: string, n: number, width: number, valid: (v: string) => boolean): string {
  for (let k = n * 10; ; k++) {
    const head = `${prefix}${String(k % 10 ** width).padStart(width, '0')}`;
    for (let d = 0; d <= 9; d++) if (valid(`${head}${d}`)) return `${head}${d}`;
  }
}

/** A 10-digit tax ID (8…) with a valid check digit, different for each n below 10 000 000. */
export const demoTaxId = (n: number): string => firstValid('8', n, 8, isHuTaxId);

/** A 9-digit TAJ number with a valid check digit, different for each n below 1 000 000. */
export const demoTaj = (n: number): string => firstValid('', n, 8, isTajNumber);
