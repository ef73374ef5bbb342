import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUNTRY_CODES,
  isCountryCode,
  isVatNumberOf,
  needsVatNumber,
  normalizeVatNumber,
  vatRegimeFor,
  VAT_REGIMES,
} from './countries.ts';
import { calculatePayroll, RATES_2026 } from './payroll.ts';
import { contractInputSchema } from './schemas.ts';

describe('the VAT regime of a client country', () => {
  it('Hungary is domestic, another EU state reverse charge, anywhere else outside the scope', () => {
    expect(vatRegimeFor('HU')).toBe('domestic');
    for (const eu of ['AT', 'DE', 'GR', 'IE', 'SK', 'HR']) expect(vatRegimeFor(eu)).toBe('reverse_charge');
    for (const other of ['GB', 'CH', 'NO', 'US', 'RS', 'UA']) expect(vatRegimeFor(other)).toBe('outside_scope');
    expect(COUNTRY_CODES.filter(needsVatNumber)).toHaveLength(26);
  });

  it('knows the 249 ISO 3166-1 codes, each with a name in English and Hungarian', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const en = new Intl.DisplayNames(['en'], { type: 'region' });
    const hu = new Intl.DisplayNames(['hu'], { type: 'region' });
    for (const c of COUNTRY_CODES) {
      expect(en.of(c)).not.toBe(c);
      expect(hu.of(c)).not.toBe(c);
    }
    expect(hu.of('DE')).toBe('Németország');
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('hu')).toBe(false);
  });

  it('checks an EU VAT number loosely: the state’s prefix (EL for Greece) and 2–13 letters or digits', () => {
    expect(isVatNumberOf('DE', 'DE123456789')).toBe(true);
    expect(isVatNumberOf('DE', 'de 123.456-789')).toBe(true);
    expect(normalizeVatNumber('de 123.456-789')).toBe('DE123456789');
    expect(isVatNumberOf('GR', 'EL123456789')).toBe(true);
    expect(isVatNumberOf('GR', 'GR123456789')).toBe(false);
    expect(isVatNumberOf('AT', 'ATU12345678')).toBe(true);
    expect(isVatNumberOf('DE', 'FR123456789')).toBe(false);
    expect(isVatNumberOf('DE', 'DE1')).toBe(false);
    expect(isVatNumberOf('DE', 'DE12345678901234')).toBe(false);
    expect(isVatNumberOf('DE', 'DE12345_678')).toBe(false);
  });
});

describe('calculatePayroll under the three regimes', () => {
  const input = { dayRate: 50_000, days: 20, feeBp: 500 };

  it('domestic adds Hungarian VAT; reverse charge and outside the scope add none', () => {
    const domestic = calculatePayroll({ ...input, vatRegime: 'domestic' }, RATES_2026);
    expect(domestic.eur).toMatchObject({ invoice: 1_000_000, vat: 270_000, invoiceTotal: 1_270_000 });
    expect(domestic).toMatchObject({ vatRegime: 'domestic', reverseCharge: false });
    const reverse = calculatePayroll({ ...input, vatRegime: 'reverse_charge' }, RATES_2026);
    expect(reverse.eur).toMatchObject({ invoice: 1_000_000, vat: 0, invoiceTotal: 1_000_000 });
    expect(reverse.huf).toMatchObject({ vat: 0, invoiceTotal: reverse.huf.invoice });
    expect(reverse).toMatchObject({ vatRegime: 'reverse_charge', reverseCharge: true });
    const outside = calculatePayroll({ ...input, vatRegime: 'outside_scope' }, RATES_2026);
    expect(outside.eur).toMatchObject({ invoice: 1_000_000, vat: 0, invoiceTotal: 1_000_000 });
    expect(outside).toMatchObject({ vatRegime: 'outside_scope', reverseCharge: false });
    // The calculator's checkbox still means reverse charge; nothing said means domestic.
    expect(calculatePayroll({ ...input, reverseCharge: true }, RATES_2026).vatRegime).toBe('reverse_charge');
    expect(calculatePayroll(input, RATES_2026).vatRegime).toBe('domestic');
  });

  it('the contractor’s pay does not depend on the regime (every line but VAT is the same)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 62 }),
        fc.integer({ min: 0, max: 10_000 }),
        (dayRate, halfDays, feeBp) => {
          const [a, b, c] = VAT_REGIMES.map((vatRegime) =>
            calculatePayroll({ dayRate, days: halfDays / 2, feeBp, vatRegime }, RATES_2026),
          );
          const pay = (r: typeof a) => {
            const { vat: _v, invoiceTotal: _t, ...eur } = r!.eur;
            const { vat: _hv, invoiceTotal: _ht, ...huf } = r!.huf;
            return { eur, huf };
          };
          expect(pay(b)).toEqual(pay(a));
          expect(pay(c)).toEqual(pay(a));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the contract’s client country and VAT number', () => {
  const base = { contractorId: 1, employerId: 2, jobTitle: 'QA', startDate: '2026-01-01', dayRate: 40_000 };
  const issues = (body: object) =>
    contractInputSchema.safeParse({ ...base, ...body }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('leaves the country alone when left out; a VAT number is dropped where none is needed', () => {
    expect(contractInputSchema.parse(base).client).toBeUndefined();
    expect(contractInputSchema.parse({ ...base, clientCountry: 'HU' }).client).toEqual({
      country: 'HU',
      vatNumber: null,
    });
    expect(contractInputSchema.parse({ ...base, clientCountry: 'US', clientVatNumber: 'US123' }).client).toEqual({
      country: 'US',
      vatNumber: null,
    });
    expect(
      contractInputSchema.parse({ ...base, clientCountry: 'DE', clientVatNumber: ' de 123 456 789 ' }).client,
    ).toEqual({ country: 'DE', vatNumber: 'DE123456789' });
  });

  it('refuses an unknown country, and a missing or malformed VAT number for another EU state', () => {
    expect(issues({ clientCountry: 'XX' })).toEqual([['clientCountry', 'countryInvalid']]);
    expect(issues({ clientCountry: 7 })).toEqual([['clientCountry', 'countryInvalid']]);
    expect(issues({ clientCountry: 'AT' })).toEqual([['clientVatNumber', 'vatNumberRequired']]);
    expect(issues({ clientCountry: 'AT', clientVatNumber: '' })).toEqual([['clientVatNumber', 'vatNumberRequired']]);
    expect(issues({ clientCountry: 'AT', clientVatNumber: 'DE123456789' })).toEqual([
      ['clientVatNumber', 'vatNumberInvalid'],
    ]);
  });
});
