import { describe, expect, it } from 'vitest';
import type { Contract } from '../../../server/contract/index.ts';
import { filterContracts } from './filters.ts';
import { formatEuro, formatPercent, fromHundredths, toHundredths } from './format.ts';

describe('contract search and status filter', () => {
  const base: Contract = {
    id: 1,
    contractorId: 1,
    employerId: 2,
    jobTitle: 'Data Engineer',
    startDate: '2025-01-01',
    endDate: null,
    dayRate: 45000,
    feePercentage: 1250,
    source: 'internal',
    notes: null,
    clientCountry: 'HU',
    clientVatNumber: null,
    status: 'active',
    contractorName: 'Anna Kovács',
    employerName: 'Gábor Szabó',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  const rows = [
    base,
    { ...base, id: 2, status: 'completed' as const, jobTitle: 'QA Lead', contractorName: 'Péter Nagy' },
  ];
  it('filters by text and status together', () => {
    expect(filterContracts(rows, 'data', 'all').map((c) => c.id)).toEqual([1]);
    expect(filterContracts(rows, '', 'completed').map((c) => c.id)).toEqual([2]);
    expect(filterContracts(rows, 'szabó', 'active').map((c) => c.id)).toEqual([1]);
    expect(filterContracts(rows, 'qa', 'active')).toEqual([]);
  });
});

describe('money and percent', () => {
  it('turns euros into cents and percents into hundredths, accepting a decimal comma', () => {
    expect(toHundredths('450')).toBe(45000);
    expect(toHundredths('450.5')).toBe(45050);
    expect(toHundredths('450,05')).toBe(45005);
    expect(toHundredths(' 0.99 ')).toBe(99);
    expect(toHundredths('')).toBeNull();
    expect(toHundredths('12.345')).toBeNaN();
    expect(toHundredths('abc')).toBeNaN();
    expect(toHundredths('12.5')).toBe(1250);
    expect(toHundredths('15')).toBe(1500);
    expect(fromHundredths(45050)).toBe('450.50');
    expect(fromHundredths(45000)).toBe('450');
  });

  it('shows EUR in the current language', () => {
    expect(formatEuro(45050, 'en')).toBe('€450.50');
    expect(formatEuro(123456, 'hu')).toMatch(/^1\s?234,56\s(EUR|€)$/);
    expect(formatPercent(1250, 'en')).toBe('12.5%');
  });
});
