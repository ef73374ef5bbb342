// Calendar arithmetic for a timesheet month, on plain 'YYYY-MM' / 'YYYY-MM-DD' strings (UTC, no time
// of day), so a contractor in any time zone marks the same dates the server checks.
export type DayValue = 1 | 0.5;
export type DayMap = Record<string, DayValue>;

const pad = (n: number) => String(n).padStart(2, '0');

/** none → full → half → none: the order a tap steps a day through. */
export function nextValue(v: DayValue | undefined): DayValue | undefined {
  if (v === undefined) return 1;
  if (v === 1) return 0.5;
  return undefined;
}

/** The month's dates in order, with the Monday-first column (0–6) of each. */
export function daysOf(month: string): { date: string; day: number; column: number }[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => {
    const date = `${month}-${pad(i + 1)}`;
    return { date, day: i + 1, column: (new Date(Date.UTC(y, m - 1, i + 1)).getUTCDay() + 6) % 7 };
  });
}

const addMonth = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

/**
 * The months a contractor can fill in, newest first: from the contract's start month to its end month,
 * but not past the current month (a month is reported once it is worked). None before the start date.
 */
export function contractMonths(startDate: string | null, endDate: string | null, today: string): string[] {
  if (!startDate || startDate > today) return [];
  const first = startDate.slice(0, 7);
  const todayMonth = today.slice(0, 7);
  const last = endDate && endDate.slice(0, 7) < todayMonth ? endDate.slice(0, 7) : todayMonth;
  const months: string[] = [];
  for (let m = last; m >= first && months.length < 240; m = addMonth(m, -1)) months.push(m);
  return months;
}

/** Whether a date lies within the contract (an open end runs on). */
export const withinContract = (date: string, startDate: string | null, endDate: string | null) =>
  startDate !== null && date >= startDate && (endDate === null || date <= endDate);

/** Days worked, half days counted as 0.5. */
export const totalDays = (days: Readonly<Record<string, number>>) => Object.values(days).reduce((n, v) => n + v, 0);

/** The same marks, whatever their order. */
export function sameDays(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
