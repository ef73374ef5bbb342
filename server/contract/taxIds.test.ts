import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EU_VAT_PREFIXES,
  euVatNumberSchema,
  formatHuTaxNumber,
  huTaxIdSchema,
  huTaxNumberSchema,
  isHuTaxId,
  isHuTaxpayerId,
  isTajNumber,
  parseEuVatNumber,
  parseHuTaxNumber,
  tajNumberSchema,
} from './taxIds.ts';
import { MSG } from './messages.ts';

/** The first issue's message of a failed parse. */
const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('Hungarian tax number (adószám)', () => {
  it('accepts published tax numbers and NAV’s sample ones, split as NAV’s XML splits them', () => {
    // MOL Nyrt., Magyar Telekom Nyrt., OTP Bank Nyrt. (their invoices and the company register), and the
    // seller and buyer of NAV's own sample invoices.
    for (const n of ['10625790-4-44', '10773381-2-44', '10537914-4-44', '99999999-2-41', '99887764-2-02'])
      expect(parseHuTaxNumber(n), n).not.toBeNull();
    expect(parseHuTaxNumber('10773381-2-44')).toEqual({ taxpayerId: '10773381', vatCode: '2', countyCode: '44' });
    expect(parseHuTaxNumber(' 10773381 2 44 ')).toEqual({ taxpayerId: '10773381', vatCode: '2', countyCode: '44' });
    expect(parseHuTaxNumber('10773381244')).toEqual({ taxpayerId: '10773381', vatCode: '2', countyCode: '44' });
    expect(formatHuTaxNumber({ taxpayerId: '10773381', vatCode: '2', countyCode: '44' })).toBe('10773381-2-44');
  });

  it('works the check digit by hand: 1·9 + 0·7 + 7·3 + 7·1 + 3·9 + 3·7 + 8·3 = 109 → (10 − 9) mod 10 = 1', () => {
    expect(isHuTaxpayerId('10773381')).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 1) expect(isHuTaxpayerId(`1077338${d}`)).toBe(false);
    // A sum ending in 0 gives check digit 0 (MOL: 150).
    expect(isHuTaxpayerId('10625790')).toBe(true);
  });

  it('refuses a wrong check digit, VAT code or county code, and a malformed number', () => {
    for (const bad of [
      '10773382-2-44', // check digit
      '10773381-0-44', // VAT code 0
      '10773381-6-44', // VAT code 6
      '10773381-2-01', // county codes: spec § 4.1 starts at 02
      '10773381-2-21', // 21 is in no list
      '10773381-2-45',
      '10773381-2-50',
      '10773381-2-52',
      '1077338-2-44',
      '10773381-2-4',
      '10773381/2/44',
      'HU10773381',
      '',
    ])
      expect(parseHuTaxNumber(bad), bad).toBeNull();
    for (const ok of ['02', '20', '22', '40', '41', '42', '43', '44', '51'])
      expect(parseHuTaxNumber(`10773381-2-${ok}`), ok).not.toBeNull();
  });

  it('changing any one digit of a valid törzsszám breaks its check digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const d = [...'10537914'].map(Number);
        d[pos] = ((d[pos] ?? 0) + delta) % 10;
        // Weight 1 (the fourth digit) and the check digit itself shift the sum by delta; weights 3, 7 and 9
        // are coprime to 10, so every single-digit change is caught.
        expect(isHuTaxpayerId(d.join(''))).toBe(false);
      }),
    );
  });

  it('has a schema that parses or answers huTaxNumberInvalid', () => {
    expect(huTaxNumberSchema.parse('10625790-4-44')).toEqual({
      taxpayerId: '10625790',
      vatCode: '4',
      countyCode: '44',
    });
    expect(codeOf(huTaxNumberSchema.safeParse('10625791-4-44'))).toBe('huTaxNumberInvalid');
    expect(codeOf(huTaxNumberSchema.safeParse(12345678))).toBe('huTaxNumberInvalid');
  });
});

describe('EU VAT numbers', () => {
  it('knows the 27 member states’ VIES prefixes (EL for Greece) and XI for Northern Ireland', () => {
    expect([...EU_VAT_PREFIXES].sort()).toEqual(
      'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
    );
    expect(parseEuVatNumber('GR094259216')).toBeNull();
    expect(parseEuVatNumber('GB123456789')).toBeNull();
  });

  it('accepts one number in each state’s format, normalised', () => {
    const valid = [
      'ATU13585627',
      'BE0403019261',
      'BG123456789',
      'BG1234567890',
      'CY12345678X',
      'CZ12345678',
      'CZ1234567890',
      'DE136695976',
      'DK12345678',
      'EE100931558',
      'EL094259216',
      'ESA12345678',
      'ESX1234567L',
      'ES12345678Z',
      'FI12345678',
      'FR40303265045',
      'FRK7399859412',
      'HR12345678901',
      'HU12892312',
      'IE6388047V',
      'IE1234567WA',
      'IE8Z49289F',
      'IT12345678901',
      'LT123456789',
      'LT123456789012',
      'LU12345678',
      'LV12345678901',
      'MT12345678',
      'NL123456789B01',
      'PL1234567890',
      'PT123456789',
      'RO18547290',
      'RO12',
      'SE123456789701',
      'SI12345678',
      'SK1234567890',
      'XI123456789',
      'XI123456789012',
      'XIGD123',
      'XIHA567',
    ];
    for (const v of valid) expect(parseEuVatNumber(v), v).not.toBeNull();
    expect(parseEuVatNumber('de 136.695-976')).toEqual({ prefix: 'DE', number: '136695976' });
    expect(euVatNumberSchema.parse(' el 094 259 216 ')).toBe('EL094259216');
  });

  it('refuses a number outside its state’s format', () => {
    const invalid = [
      'AT13585627', // no U
      'BE2403019261', // starts with 2
      'BE403019261', // 9 digits
      'CY123456789', // no letter
      'DE12345678', // 8 digits
      'EL12345678',
      'ES123456789', // all digits
      'FRO0303265045', // O is not used
      'HU1234567', // 7 digits
      'IE1234567', // no letter
      'NL123456789001', // no B
      'PL123456789',
      'RO0123',
      'SE123456789012', // does not end in 01
      'SK123456789',
      'XIGD523',
      'XI12345678',
      'DE',
      '',
    ];
    for (const v of invalid) expect(parseEuVatNumber(v), v).toBeNull();
    expect(codeOf(euVatNumberSchema.safeParse('DE12345678'))).toBe('euVatNumberInvalid');
  });

  it('checks the Hungarian, German and Austrian check digits', () => {
    expect(parseEuVatNumber('HU12892312')).not.toBeNull();
    expect(parseEuVatNumber('HU12892313')).toBeNull();
    expect(parseEuVatNumber('HU10773381')).not.toBeNull();
    expect(parseEuVatNumber('DE136695976')).not.toBeNull();
    expect(parseEuVatNumber('DE136695978')).toBeNull();
    expect(parseEuVatNumber('ATU13585627')).not.toBeNull();
    expect(parseEuVatNumber('ATU13585626')).toBeNull();
  });
});

describe('adóazonosító jel and TAJ number', () => {
  it('adóazonosító jel: 8, then the check digit is Σ digit × position mod 11', () => {
    // 8·1 + 1·2 + 2·3 + 3·4 + 4·5 + 5·6 + 6·7 + 7·8 + 8·9 = 248; 248 mod 11 = 6.
    expect(isHuTaxId('8123456786')).toBe(true);
    expect(isHuTaxId('8123456787')).toBe(false);
    expect(isHuTaxId('7123456786')).toBe(false); // must start with 8
    expect(isHuTaxId('812345678')).toBe(false);
    expect(huTaxIdSchema.parse('81234 56786')).toBe('8123456786');
    expect(codeOf(huTaxIdSchema.safeParse('8123456780'))).toBe('taxIdInvalid');
  });

  it('adóazonosító jel: a remainder of 10 is never issued', () => {
    // 8·1 + 3·8 = 32, and 32 mod 11 = 10: no tenth digit makes 800000030x valid.
    expect([...'800000030'].reduce((s, d, i) => s + Number(d) * (i + 1), 0) % 11).toBe(10);
    for (let d = 0; d <= 9; d++) expect(isHuTaxId(`800000030${d}`)).toBe(false);
  });

  it('TAJ: odd places × 3, even places × 7, sum mod 10 is the ninth digit', () => {
    // 1·3 + 2·7 + 3·3 + 4·7 + 5·3 + 6·7 + 7·3 + 8·7 = 188 → 8.
    expect(isTajNumber('123456788')).toBe(true);
    expect(isTajNumber('123456789')).toBe(false);
    expect(isTajNumber('12345678')).toBe(false);
    expect(tajNumberSchema.parse('123 456 788')).toBe('123456788');
    expect(tajNumberSchema.parse('123-456-788')).toBe('123456788');
    expect(codeOf(tajNumberSchema.safeParse('123456787'))).toBe('tajNumberInvalid');
  });
});

it('every code the schemas answer has an English text', () => {
  for (const code of ['huTaxNumberInvalid', 'euVatNumberInvalid', 'taxIdInvalid', 'tajNumberInvalid'])
    expect(Object.hasOwn(MSG, code), code).toBe(true);
});
