// Money as each language writes and reads it: the one formatter and parser the app and the server share.
import { describe, expect, it } from 'vitest';
import { formatEur, formatHuf, isDecimalText, parseHundredths } from './money.ts';
import { addDays, dateOnly } from './dates.ts';

describe('money', () => {
  it('writes euros and forints the way each language does', () => {
    expect(formatEur('en', 123450)).toBe('€1,234.50');
    expect(formatEur('hu', 1234567).replace(/\s/g, ' ')).toBe('12 345,67 EUR');
    expect(formatHuf('en', 196232).replace(/\s/g, ' ')).toBe('HUF 196,232');
    expect(formatHuf('hu', 196232).replace(/\s/g, ' ')).toBe('196 232 Ft');
  });

  it('reads a typed decimal with a point or a comma as hundredths', () => {
    expect(parseHundredths('450')).toBe(45000);
    expect(parseHundredths(' 450.5 ')).toBe(45050);
    expect(parseHundredths('450,05')).toBe(45005);
    for (const bad of ['', '450.505', '-1', '4 50', '1e3', '1234567890']) {
      expect(parseHundredths(bad)).toBeNull();
      expect(isDecimalText(bad)).toBe(false);
    }
  });
});

describe('dates', () => {
  it('adds calendar days across a month, a year and a leap day', () => {
    expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads a DATE column from either engine as the day it names', () => {
    expect(dateOnly('2026-11-24')).toBe('2026-11-24');
    expect(dateOnly(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(dateOnly(null)).toBeNull();
  });
});
