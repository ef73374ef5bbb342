// Hungarian and EU tax identifiers: format and check-digit rules, parsing, and zod schemas whose messages
// are MSG codes. Pure and shared by the server and the app (the contract imports only zod).
import { z } from 'zod';

/** The digit at index i of a string of digits. */
const digit = (s: string, i: number): number => Number(s.charAt(i));

/** Σ digit(i) × weight(i) over the first n digits. */
const weightedSum = (s: string, n: number, weight: (i: number) => number): number => {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += digit(s, i) * weight(i);
  return sum;
};

// ---------------------------------------------------------------------------------------------------------
// Hungarian tax number (adószám): 8 digits (törzsszám, the last its check digit), the VAT code (1 digit),
// the county code of the competent tax authority (2 digits), written 12345678-1-12.

/** A Hungarian tax number split as NAV's XML splits it (base:taxpayerId, base:vatCode, base:countyCode). */
export interface HuTaxNumber {
  /** The first 8 digits (törzsszám), the 8th being the check digit. */
  taxpayerId: string;
  /** 1 exempt (alanyi adómentes), 2 general, 3 simplified (KATA/EVA), 4 VAT group member, 5 VAT group. */
  vatCode: string;
  /** The competent tax authority: NAV Online Invoice 3.0 interface specification, § 4.1. */
  countyCode: string;
}

/** The county codes of NAV's interface specification 3.0, § 4.1 "County codes of competent tax authorities":
 *  02–20 companies by county, 22–40 sole proprietors by county, 41–44 the Budapest and large-taxpayer
 *  directorates, 51 taxpayers of exclusive competence (e.g. foreign companies registered in Hungary). */
const COUNTY_CODES = new Set<string>([
  ...Array.from({ length: 19 }, (_, i) => String(i + 2).padStart(2, '0')),
  ...Array.from({ length: 23 }, (_, i) => String(i + 22)),
  '51',
]);

/**
 * Whether the 8-digit törzsszám carries its check digit. The rule (weights 9, 7, 3, 1, 9, 7, 3 over the first
 * seven digits; the eighth is (10 − sum mod 10) mod 10) is the one NAV applies as "CDV" (interface
 * specification 3.0, warning 85 and the taxpayer-id checks); the spec does not print it, so the tests check it
 * against published tax numbers (MOL 10625790-4-44, Magyar Telekom 10773381-2-44, OTP 10537914-4-44) and
 * NAV's own samples (99999999, 99887764).
 */
export function isHuTaxpayerId(id: string): boolean {
  if (!/^\d{8}$/.test(id)) return false;
  const sum = [9, 7, 3, 1, 9, 7, 3].reduce((s, w, i) => s + w * digit(id, i), 0);
  return (10 - (sum % 10)) % 10 === digit(id, 7);
}

/** A tax number as typed, spaces dropped: 12345678-1-12 or 12345678112. */
const HU_TAX_NUMBER = /^(\d{8})-?([1-5])-?(\d{2})$/;

/** Parses a Hungarian tax number (8-1-2, dashes optional); null when its format, check digit, VAT code or
 *  county code is wrong. */
export function parseHuTaxNumber(value: string): HuTaxNumber | null {
  const m = HU_TAX_NUMBER.exec(value.replace(/\s/g, ''));
  if (!m) return null;
  const [, taxpayerId = '', vatCode = '', countyCode = ''] = m;
  if (!isHuTaxpayerId(taxpayerId) || !COUNTY_CODES.has(countyCode)) return null;
  return { taxpayerId, vatCode, countyCode };
}

/** The written form, 12345678-1-12. */
export const formatHuTaxNumber = (t: HuTaxNumber): string => `${t.taxpayerId}-${t.vatCode}-${t.countyCode}`;

// ---------------------------------------------------------------------------------------------------------
// EU VAT numbers (közösségi adószám): the member state's prefix and its own format, as the European
// Commission's VIES describes them ("VIES VAT number validation — FAQ", the table of VAT number formats per
// member state). Greece uses EL, Northern Ireland XI (Windsor Framework). Check digits are verified for HU,
// DE and AT (cheap, well documented); for the others only the format, VIES being the authority.

const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/** The VAT prefixes VIES accepts: the 27 member states (Greece as EL) and Northern Ireland (XI). */
export const EU_VAT_PREFIXES: readonly string[] = Object.keys(EU_VAT_FORMATS);

/** Germany's Umsatzsteuer-Identifikationsnummer: ISO 7064 MOD 11,10 over the first eight digits. */
function deCheck(n: string): boolean {
  let product = 10;
  for (let i = 0; i < 8; i++) {
    const sum = (digit(n, i) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digit(n, 8);
}

/** Austria's UID (U + 8 digits): the seventh-digit Luhn variant of the Austrian Federal Ministry of Finance. */
function atCheck(n: string): boolean {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const p = digit(n, i + 1) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 10) + (p % 10);
  }
  return (10 - ((sum + 4) % 10)) % 10 === digit(n, 8);
}

const EU_VAT_CHECKS: Readonly<Record<string, (n: string) => boolean>> = {
  HU: isHuTaxpayerId,
  DE: deCheck,
  AT: atCheck,
};

/** An EU VAT number as typed, without spaces, dots or dashes, in capitals. */
const normalizeEuVatNumber = (v: string): string => v.replace(/[\s.-]/g, '').toUpperCase();

/** An EU VAT number split into its prefix (EL for Greece, XI for Northern Ireland) and the national part. */
export interface EuVatNumber {
  prefix: string;
  number: string;
}

/** Parses an EU VAT number (normalised first); null when the prefix is not a VIES one, the national part
 *  breaks its state's format, or a check digit (HU, DE, AT) is wrong. */
export function parseEuVatNumber(value: string): EuVatNumber | null {
  const v = normalizeEuVatNumber(value);
  const prefix = v.slice(0, 2);
  const number = v.slice(2);
  const format = Object.hasOwn(EU_VAT_FORMATS, prefix) ? EU_VAT_FORMATS[prefix] : undefined;
  if (!format?.test(number)) return null;
  const check = Object.hasOwn(EU_VAT_CHECKS, prefix) ? EU_VAT_CHECKS[prefix] : undefined;
  if (check && !check(number)) return null;
  return { prefix, number };
}

// ---------------------------------------------------------------------------------------------------------
// Hungarian personal identifiers of the payslip: Act XX of 1996 on the identification methods replacing the
// personal identification number (1996. évi XX. törvény), § 16 for the tax identification number and § 22
// for the social security (TAJ) number.

/**
 * Adóazonosító jel: 10 digits; the first is 8, digits 2–6 count the days from 1 January 1867 to the birth
 * date, 7–9 tell apart people born that day, and the 10th is the sum of the first nine each multiplied by
 * its position (1–9), modulo 11; a number whose remainder is 10 is never issued (Act XX of 1996, § 16).
 */
export function isHuTaxId(value: string): boolean {
  if (!/^8\d{9}$/.test(value)) return false;
  const rest = weightedSum(value, 9, (i) => i + 1) % 11;
  return rest !== 10 && rest === digit(value, 9);
}

/**
 * TAJ number (társadalombiztosítási azonosító jel): 9 digits; the 9th is the sum of the first eight,
 * those in odd places multiplied by 3 and those in even places by 7, modulo 10 (Act XX of 1996, § 22).
 */
export function isTajNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  return weightedSum(value, 8, (i) => (i % 2 === 0 ? 3 : 7)) % 10 === digit(value, 8);
}

// ---------------------------------------------------------------------------------------------------------
// Bank accounts: an IBAN (ISO 13616): a country code, two check digits and the national account number;
// moving the first four characters to the end and reading letters as 10–35 gives a number ≡ 1 (mod 97).

/** Whether an IBAN (spaces allowed) is well formed and carries its check digits. */
export function isIban(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
  const digits = (v.slice(4) + v.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const c of digits) rest = (rest * 10 + Number(c)) % 97;
  return rest === 1;
}

// ---------------------------------------------------------------------------------------------------------
// Schemas: each trims and normalises its input, and fails with its MSG code.

/** A Hungarian tax number, parsed into its three parts. */
export const huTaxNumberSchema = z.string({ error: 'huTaxNumberInvalid' }).transform((v, ctx) => {
  const parsed = parseHuTaxNumber(v);
  if (!parsed) ctx.addIssue({ code: 'custom', message: 'huTaxNumberInvalid' });
  return parsed ?? z.NEVER;
});

/** An EU VAT number, normalised (DE 136 695 976 → DE136695976). */
export const euVatNumberSchema = z
  .string({ error: 'euVatNumberInvalid' })
  .transform(normalizeEuVatNumber)
  .refine((v) => parseEuVatNumber(v) !== null, 'euVatNumberInvalid');

/** An adóazonosító jel, spaces dropped. */
export const huTaxIdSchema = z
  .string({ error: 'taxIdInvalid' })
  .transform((v) => v.replace(/\s/g, ''))
  .refine(isHuTaxId, 'taxIdInvalid');

/** A TAJ number, spaces and dashes dropped (written 123 456 788 or 123-456-788). */
export const tajNumberSchema = z
  .string({ error: 'tajNumberInvalid' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine(isTajNumber, 'tajNumberInvalid');
