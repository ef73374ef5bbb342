import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculatePayroll, hufPayroll, rateSetFor, RATES_2026, scaleLines, type PayrollLines } from './payroll.ts';

const parts = (l: PayrollLines) => l.fee + l.employerTax + l.incomeTax + l.socialSecurity + l.net;

describe('calculatePayroll: hand-checked examples (2026 rates, 390.00 HUF/EUR)', () => {
  // Worked on paper: gross = floor((invoice − fee) / 1.13); szocho = the rest; SZJA = 15 % of gross;
  // TB = round(33.5 % of gross) − SZJA; net = gross − both.
  it.each([
    [
      '€500 × 20 days, 5 % fee',
      { dayRate: 50_000, days: 20, feeBp: 500 },
      {
        invoice: 1_000_000,
        vat: 270_000,
        invoiceTotal: 1_270_000,
        fee: 50_000,
        employerTax: 109_293,
        gross: 840_707,
        incomeTax: 126_106,
        socialSecurity: 155_531,
        net: 559_070,
      },
      {
        invoice: 3_900_000,
        vat: 1_053_000,
        invoiceTotal: 4_953_000,
        fee: 195_000,
        // On the forint gross 8,407.07 € × 390 = 3,278,757.3 → 3,278,757 Ft: szocho 13 % = 426,238.41 →
        // 426,238; SZJA 15 % = 491,813.55 → 491,814 (converting the euro SZJA gave 491,813); TB 18.5 % =
        // 606,570.045 → 606,570; net 3,278,757 − 491,814 − 606,570 = 2,180,373.
        employerTax: 426_238,
        gross: 3_278_757,
        incomeTax: 491_814,
        socialSecurity: 606_570,
        net: 2_180_373,
      },
    ],
    [
      '€333.33 × 10.5 days, 7.5 % fee, reverse charge',
      { dayRate: 33_333, days: 10.5, feeBp: 750, reverseCharge: true },
      {
        invoice: 349_997,
        vat: 0,
        invoiceTotal: 349_997,
        fee: 26_250,
        employerTax: 37_246,
        gross: 286_501,
        incomeTax: 42_975,
        socialSecurity: 53_003,
        net: 190_523,
      },
      undefined,
    ],
    [
      '€100 × 1 day, no fee',
      { dayRate: 10_000, days: 1, feeBp: 0 },
      {
        invoice: 10_000,
        vat: 2_700,
        invoiceTotal: 12_700,
        fee: 0,
        employerTax: 1_151,
        gross: 8_849,
        incomeTax: 1_327,
        socialSecurity: 1_637,
        net: 5_885,
      },
      undefined,
    ],
    [
      'nothing worked',
      { dayRate: 50_000, days: 0, feeBp: 500 },
      {
        invoice: 0,
        vat: 0,
        invoiceTotal: 0,
        fee: 0,
        employerTax: 0,
        gross: 0,
        incomeTax: 0,
        socialSecurity: 0,
        net: 0,
      },
      undefined,
    ],
  ])('%s', (_, input, eur, huf) => {
    const result = calculatePayroll(input, RATES_2026);
    expect(result.eur).toEqual(eur);
    if (huf) expect(result.huf).toEqual(huf);
  });

  it('computes SZJA, TB and szocho each on the forint gross, rounded to the forint (the issue’s 1,967,254 Ft)', () => {
    // 15 % = 295,088.1; 18.5 % = 363,941.99; 13 % = 255,743.02; net = 1,967,254 − 295,088 − 363,942.
    expect(hufPayroll(1_967_254, RATES_2026)).toEqual({
      gross: 1_967_254,
      incomeTax: 295_088,
      socialSecurity: 363_942,
      employerTax: 255_743,
      net: 1_308_224,
    });
    expect(hufPayroll(0, RATES_2026)).toEqual({ gross: 0, incomeTax: 0, socialSecurity: 0, employerTax: 0, net: 0 });
    // Half a forint rounds up: 10 Ft × 15 % = 1.5 → 2; × 18.5 % = 1.85 → 2; × 13 % = 1.3 → 1.
    expect(hufPayroll(10, RATES_2026)).toEqual({ gross: 10, incomeTax: 2, socialSecurity: 2, employerTax: 1, net: 6 });
  });

  it('takes the forint gross from the euro gross at a dated MNB rate with fillér (391.17)', () => {
    // €450.50 × 21 days = 9,460.50 €; fee 6.5 % = 614.9325 → 614.93 €; gross floor(8,845.57 / 1.13) =
    // 7,827.93 €. Forint gross 7,827.93 × 391.17 = 3,062,051.3781 → 3,062,051 Ft; SZJA 459,307.65 → 459,308;
    // TB 566,479.435 → 566,479; szocho 398,066.63 → 398,067; net 3,062,051 − 459,308 − 566,479 = 2,036,264.
    // Invoice 9,460.50 € × 391.17 = 3,700,663.785 → 3,700,664 Ft; VAT 2,554.34 € → 999,181.2 → 999,181 Ft.
    const { huf } = calculatePayroll(
      { dayRate: 45_050, days: 21, feeBp: 650 },
      { ...RATES_2026, hufPerEur100: 39_117 },
    );
    expect(huf).toEqual({
      invoice: 3_700_664,
      vat: 999_181,
      invoiceTotal: 4_699_845,
      fee: 240_542,
      employerTax: 398_067,
      gross: 3_062_051,
      incomeTax: 459_308,
      socialSecurity: 566_479,
      net: 2_036_264,
    });
  });

  it('keeps szocho within a cent above 13 % of gross and TB within a cent of 18.5 %', () => {
    const { eur } = calculatePayroll({ dayRate: 50_000, days: 20, feeBp: 500 }, RATES_2026);
    expect(eur.employerTax - Math.round(eur.gross * 0.13)).toBeGreaterThanOrEqual(0);
    expect(eur.employerTax - Math.round(eur.gross * 0.13)).toBeLessThanOrEqual(1);
    expect(Math.abs(eur.socialSecurity - Math.round(eur.gross * 0.185))).toBeLessThanOrEqual(1);
  });

  it('refuses amounts it cannot represent', () => {
    expect(() => calculatePayroll({ dayRate: 1.5, days: 1, feeBp: 0 }, RATES_2026)).toThrow(RangeError);
    expect(() => calculatePayroll({ dayRate: 100, days: 1.25, feeBp: 0 }, RATES_2026)).toThrow(RangeError);
    expect(() => calculatePayroll({ dayRate: 100, days: 1, feeBp: 10_001 }, RATES_2026)).toThrow(RangeError);
    expect(() => calculatePayroll({ dayRate: -1, days: 1, feeBp: 0 }, RATES_2026)).toThrow(RangeError);
  });
});

const dayRate = fc.integer({ min: 0, max: 10_000_000 });
const halfDays = fc.integer({ min: 0, max: 62 });
const feeBp = fc.integer({ min: 0, max: 10_000 });
const rates = fc.record({
  vatBp: fc.integer({ min: 0, max: 5_000 }),
  szochoBp: fc.integer({ min: 0, max: 5_000 }),
  szjaBp: fc.integer({ min: 0, max: 5_000 }),
  tbBp: fc.integer({ min: 0, max: 5_000 }),
  hufPerEur100: fc.integer({ min: 1, max: 10_000_000 }),
});

describe('calculatePayroll: properties', () => {
  it('the parts add up to the invoice to the cent, the forint deductions to the forint gross', () => {
    fc.assert(
      fc.property(dayRate, halfDays, feeBp, fc.boolean(), rates, (rate, half, fee, reverseCharge, r) => {
        const { eur, huf } = calculatePayroll({ dayRate: rate, days: half / 2, feeBp: fee, reverseCharge }, r);
        expect(parts(eur)).toBe(eur.invoice);
        expect(eur.gross).toBe(eur.incomeTax + eur.socialSecurity + eur.net);
        expect(huf.gross).toBe(huf.incomeTax + huf.socialSecurity + huf.net);
        // In forints each line is its own rounding: the parts miss the converted invoice by at most the
        // euro gross's rounding (under 1 cent × (1 + the szocho rate)) plus four half-forint roundings.
        expect(Math.abs(parts(huf) - huf.invoice)).toBeLessThanOrEqual(
          ((10_000 + r.szochoBp) * r.hufPerEur100) / 100_000_000 + 2,
        );
        for (const [line, bp] of [
          ['incomeTax', r.szjaBp],
          ['socialSecurity', r.tbBp],
          ['employerTax', r.szochoBp],
        ] as const)
          expect(Math.abs(huf[line] - (huf.gross * bp) / 10_000)).toBeLessThanOrEqual(0.5);
        for (const value of Object.values(eur)) expect(value).toBeGreaterThanOrEqual(0);
        expect(eur.invoiceTotal).toBe(eur.invoice + eur.vat);
        if (reverseCharge) expect(eur.vat).toBe(0);
      }),
    );
  });

  const lines = ['invoice', 'vat', 'gross', 'employerTax', 'incomeTax', 'net'] as const;

  it('never pays less for a higher day rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_990_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        halfDays,
        feeBp,
        (rate, more, half, fee) => {
          const a = calculatePayroll({ dayRate: rate, days: half / 2, feeBp: fee }, RATES_2026).eur;
          const b = calculatePayroll({ dayRate: rate + more, days: half / 2, feeBp: fee }, RATES_2026).eur;
          for (const line of lines) expect(b[line]).toBeGreaterThanOrEqual(a[line]);
        },
      ),
    );
  });

  it('never pays less for more days', () => {
    fc.assert(
      fc.property(
        dayRate,
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 1, max: 10 }),
        feeBp,
        (rate, half, more, fee) => {
          const a = calculatePayroll({ dayRate: rate, days: half / 2, feeBp: fee }, RATES_2026).eur;
          const b = calculatePayroll({ dayRate: rate, days: (half + more) / 2, feeBp: fee }, RATES_2026).eur;
          for (const line of lines) expect(b[line]).toBeGreaterThanOrEqual(a[line]);
        },
      ),
    );
  });

  it('a year is twelve months of the same lines, still adding up', () => {
    const month = calculatePayroll({ dayRate: 45_050, days: 20, feeBp: 650 }, RATES_2026).eur;
    const year = scaleLines(month, 12);
    expect(year.net).toBe(month.net * 12);
    expect(parts(year)).toBe(year.invoice);
  });
});

describe('rateSetFor', () => {
  const sets = [
    { validFrom: '2027-01-01', id: 3 },
    { validFrom: '2025-01-01', id: 1 },
    { validFrom: '2026-01-01', id: 2 },
  ];
  it('picks the latest set starting on or before the date', () => {
    expect(rateSetFor(sets, '2026-06-30')?.id).toBe(2);
    expect(rateSetFor(sets, '2027-01-01')?.id).toBe(3);
    expect(rateSetFor(sets, '2025-12-31')?.id).toBe(1);
    expect(rateSetFor(sets, '2024-12-31')).toBeUndefined();
  });
});
