// What kind of day each date of a month is in Hungary's general work pattern (server/features/payroll/
// workCalendar.ts sends the holidays and swapped days): a public holiday, a weekend day, a weekday made a
// rest day, a Saturday made a working day, or an ordinary working day. Days claimed on a day off are
// flagged to the approver.
import type { MonthMarks } from '../../../server/contract/index.ts';
import { daysOf } from './month.ts';

export type DayKind = 'holiday' | 'weekend' | 'restDay' | 'workingDay' | 'workday';

/** The kind of a date (column: Monday-first, 0–6). A holiday wins over everything else. */
export function dayKind(date: string, column: number, marks: MonthMarks | undefined): DayKind {
  if (marks?.holidays.some((h) => h.date === date)) return 'holiday';
  if (marks?.restDays.includes(date)) return 'restDay';
  if (marks?.workingDays.includes(date)) return 'workingDay';
  return column >= 5 ? 'weekend' : 'workday';
}

/** The days off (holiday, weekend, swapped rest day) among the claimed days, by kind, each in date order. */
export function claimedDaysOff(
  month: string,
  days: Readonly<Record<string, number>>,
  marks: MonthMarks | undefined,
): Record<'holiday' | 'weekend' | 'restDay', string[]> {
  const off = { holiday: [] as string[], weekend: [] as string[], restDay: [] as string[] };
  for (const d of daysOf(month)) {
    if (!days[d.date]) continue;
    const kind = dayKind(d.date, d.column, marks);
    if (kind === 'holiday' || kind === 'weekend' || kind === 'restDay') off[kind].push(d.date);
  }
  return off;
}
