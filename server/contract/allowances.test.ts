import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_FIGURES_2026 as F,
  familyBase,
  hufPayslip,
  minimumContributionBase,
  type DeclaredAllowance,
} from './allowances.ts';
import { hufPayroll, RATES_2026 } from './payroll.ts';

// Hand-worked cases to the forint. 2026 rates: SZJA 15 %, TB 18.5 %, szocho 13 %; figures: the
// average-earnings cap 715,765 Ft (NAV's 2026 figure), family base 133,330 / 266,670 / 440,000 Ft per child, first marriage
// 33,335 Ft, minimum contribution base 30 % of the 322,800 Ft minimum wage. Every rounding is half up.
const slip = (gross: number, allowances: DeclaredAllowance[] = [], minimumBase = 0) =>
  hufPayslip({ gross, rates: RATES_2026, allowances, figures: F, minimumBase });

describe('hufPayslip', () => {
  it('without an allowance, gives the plain payroll (the same as hufPayroll)', () => {
    // 600,000: SZJA 90,000, TB 111,000, szocho 78,000, net 600,000 − 90,000 − 111,000 = 399,000.
    expect(slip(600_000)).toEqual({
      gross: 600_000,
      incomeTax: 90_000,
      socialSecurity: 111_000,
      employerTax: 78_000,
      employerMinimumBaseTb: 0,
      net: 399_000,
      lines: [],
    });
    // The 1,967,254 Ft: SZJA 295,088.1 → 295,088; TB 363,941.99 → 363,942; szocho 255,743.02 → 255,743.
    const big = slip(1_967_254);
    expect(big).toMatchObject({ incomeTax: 295_088, socialSecurity: 363_942, employerTax: 255_743 });
    expect(big).toMatchObject(hufPayroll(1_967_254, RATES_2026));
  });

  it('under 25: income up to the cap is exempt from SZJA (TB is still due)', () => {
    // 600,000 ≤ 715,765: all exempt; SZJA 0 (the line saves 90,000); TB 111,000; net 489,000.
    expect(slip(600_000, [{ kind: 'under25' }])).toMatchObject({
      incomeTax: 0,
      socialSecurity: 111_000,
      net: 489_000,
      lines: [{ kind: 'under25', baseHuf: 600_000, taxHuf: 90_000 }],
    });
    // 1,000,000: 715,765 exempt, 284,235 taxed: SZJA 42,635.25 → 42,635; saved 150,000 − 42,635 = 107,365
    // (NAV's 2026 figure); TB 185,000; net 1,000,000 − 42,635 − 185,000 = 772,365.
    expect(slip(1_000_000, [{ kind: 'under25' }])).toMatchObject({
      incomeTax: 42_635,
      socialSecurity: 185_000,
      net: 772_365,
      lines: [{ kind: 'under25', baseHuf: 715_765, taxHuf: 107_365 }],
    });
  });

  it('under-30 mothers: the same cap', () => {
    expect(slip(1_000_000, [{ kind: 'under30Mother' }])).toMatchObject({
      incomeTax: 42_635,
      lines: [{ kind: 'under30Mother', baseHuf: 715_765, taxHuf: 107_365 }],
    });
  });

  it.each(['motherOfTwo', 'motherOfThree', 'motherOfFour'] as const)('%s: all wage income exempt, no cap', (kind) => {
    // 1,000,000 exempt: SZJA 0 (saves 150,000); TB 185,000; net 815,000.
    expect(slip(1_000_000, [{ kind }])).toMatchObject({
      incomeTax: 0,
      socialSecurity: 185_000,
      net: 815_000,
      lines: [{ kind, baseHuf: 1_000_000, taxHuf: 150_000 }],
    });
  });

  it('first marriage: 33,335 Ft off the base, 5,000 Ft of tax', () => {
    // 500,000 − 33,335 = 466,665 × 15 % = 69,999.75 → 70,000; saved 75,000 − 70,000 = 5,000;
    // TB 92,500; net 500,000 − 70,000 − 92,500 = 337,500.
    expect(slip(500_000, [{ kind: 'firstMarriage' }])).toMatchObject({
      incomeTax: 70_000,
      socialSecurity: 92_500,
      net: 337_500,
      lines: [{ kind: 'firstMarriage', baseHuf: 33_335, taxHuf: 5_000 }],
    });
  });

  it('family allowance: per child by the number of children, off the SZJA base', () => {
    expect([1, 2, 3, 4].map((n) => familyBase(F, n))).toEqual([133_340, 533_340, 1_320_000, 1_760_000]);
    // One child, 400,000: 400,000 − 133,340 = 266,660 × 15 % = 39,999; saved 60,000 − 39,999 = 20,001;
    // TB 74,000; net 400,000 − 39,999 − 74,000 = 286,001.
    expect(slip(400_000, [{ kind: 'family', children: 1 }])).toMatchObject({
      incomeTax: 39_999,
      socialSecurity: 74_000,
      net: 286_001,
      lines: [{ kind: 'family', baseHuf: 133_340, taxHuf: 20_001, children: 1 }],
    });
  });

  it('family allowance left unused reduces TB: 15 % of what the base could not take', () => {
    // Two children, 500,000: base 533,340, takes 500,000 (SZJA 0, saves 75,000); unused 33,340 × 15 % =
    // 5,001 off TB 92,500 → 87,499; net 500,000 − 0 − 87,499 = 412,501.
    expect(slip(500_000, [{ kind: 'family', children: 2 }])).toMatchObject({
      incomeTax: 0,
      socialSecurity: 87_499,
      net: 412_501,
      lines: [
        { kind: 'family', baseHuf: 500_000, taxHuf: 75_000, children: 2 },
        { kind: 'familyContribution', baseHuf: 33_340, taxHuf: 5_001 },
      ],
    });
    // Three children, 800,000: base 1,320,000, takes 800,000; unused 520,000 × 15 % = 78,000 off TB
    // 148,000 → 70,000; net 730,000.
    expect(slip(800_000, [{ kind: 'family', children: 3 }])).toMatchObject({
      incomeTax: 0,
      socialSecurity: 70_000,
      net: 730_000,
    });
    // At most the TB itself: three children on 100,000 (TB 18,500; 15 % of 1,220,000 unused = 183,000).
    expect(slip(100_000, [{ kind: 'family', children: 3 }])).toMatchObject({ socialSecurity: 0, net: 100_000 });
  });

  it('applies several in the law’s order, the lines adding up to the tax saved', () => {
    // 900,000, under 25 + first marriage + one child:
    // under 25: 715,765 exempt → base 184,235; tax 135,000 → 27,635.25 → 27,635, saves 107,365;
    // first marriage: → 150,900; 22,635, saves 5,000;
    // family (1): → 17,560; 2,634, saves 20,001. SZJA 2,634; TB 166,500;
    // net 900,000 − 2,634 − 166,500 = 730,866; 107,365 + 5,000 + 20,001 = 135,000 − 2,634.
    const r = slip(900_000, [{ kind: 'family', children: 1 }, { kind: 'firstMarriage' }, { kind: 'under25' }]);
    expect(r).toMatchObject({ incomeTax: 2_634, socialSecurity: 166_500, net: 730_866 });
    expect(r.lines.map((l) => [l.kind, l.baseHuf, l.taxHuf])).toEqual([
      ['under25', 715_765, 107_365],
      ['firstMarriage', 33_335, 5_000],
      ['family', 133_340, 20_001],
    ]);
  });

  it('minimum contribution base: the employer pays TB on the difference, not the employee', () => {
    // Full month: 30 % of 322,800 = 96,840. Gross 50,000: difference 46,840 × 18.5 % = 8,665.4 → 8,665.
    expect(minimumContributionBase(322_800, F, 31, 31)).toBe(96_840);
    expect(slip(50_000, [], 96_840)).toMatchObject({
      incomeTax: 7_500,
      socialSecurity: 9_250,
      net: 33_250,
      employerMinimumBaseTb: 8_665,
      lines: [{ kind: 'minimumBase', baseHuf: 46_840, taxHuf: 8_665 }],
    });
    // A contract from 17 October covers 15 of 31 days: 96,840 × 15 / 30 = 48,420.
    expect(minimumContributionBase(322_800, F, 15, 31)).toBe(48_420);
    // At or above the base, nothing.
    expect(slip(96_840, [], 96_840).lines).toEqual([]);
  });
});
