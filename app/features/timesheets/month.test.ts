import { describe, expect, it } from 'vitest';
import { contractMonths, daysOf, nextValue, sameDays, totalDays, withinContract } from './month.ts';

describe('timesheet month arithmetic', () => {
  it('steps a day none → full → half → none', () => {
    expect([nextValue(undefined), nextValue(1), nextValue(0.5)]).toEqual([1, 0.5, undefined]);
  });

  it('lists a month Monday first, leap years included', () => {
    const feb = daysOf('2028-02');
    expect(feb).toHaveLength(29);
    expect(feb[0]).toEqual({ date: '2028-02-01', day: 1, column: 1 }); // a Tuesday
    expect(daysOf('2026-02')[0]?.column).toBe(6); // a Sunday
    expect(daysOf('2026-11')).toHaveLength(30);
  });

  it('offers the contract months up to the current one, newest first, none before the start', () => {
    expect(contractMonths('2025-11-20', '2026-02-03', '2026-11-24')).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(contractMonths('2026-10-05', null, '2026-11-24')).toEqual(['2026-11', '2026-10']);
    expect(contractMonths('2026-12-01', null, '2026-11-24')).toEqual([]);
    expect(contractMonths(null, null, '2026-11-24')).toEqual([]);
  });

  it('knows the contract dates, the total and whether marks changed', () => {
    expect(withinContract('2026-02-02', '2026-02-03', null)).toBe(false);
    expect(withinContract('2027-05-02', '2026-02-03', null)).toBe(true);
    expect(withinContract('2026-03-11', '2026-02-03', '2026-03-10')).toBe(false);
    expect(totalDays({ '2026-02-03': 1, '2026-02-04': 0.5 })).toBe(1.5);
    expect(sameDays({ a: 1, b: 0.5 }, { b: 0.5, a: 1 })).toBe(true);
    expect(sameDays({ a: 1 }, { a: 0.5 })).toBe(false);
    expect(sameDays({ a: 1 }, {})).toBe(false);
  });
});
