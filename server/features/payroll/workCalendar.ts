// The Hungarian work calendar of a month, as staff see it when approving a timesheet: the public holidays
// (munkaszüneti napok, Mt. 102. § (1)) from the date-holidays library, and the days the minister swaps
// each year around them (áthelyezett munkanapok and pihenőnapok), which no library carries: they are
// dated data below, each year with the decree that set it. A year without an entry has no swaps recorded.
import Holidays from 'date-holidays';
import type { MonthMarks } from '../../contract/index.ts';

interface SwapYear {
  source: string;
  /** Saturdays worked in exchange (munkanap). */
  workingDays: string[];
  /** Weekdays made rest days (pihenőnap). */
  restDays: string[];
}

/** The swaps by year. 2026: 10/2025. (IV. 30.) NGM rendelet a 2026. évi munkaszüneti napok körüli
 *  munkarendről (Magyar Közlöny 2025/51, 30 April 2025), § 1 a)–c). */
const SWAPPED_DAYS: Readonly<Record<number, SwapYear>> = {
  2026: {
    source: '10/2025. (IV. 30.) NGM rendelet',
    workingDays: ['2026-01-10', '2026-08-08', '2026-12-12'],
    restDays: ['2026-01-02', '2026-08-21', '2026-12-24'],
  },
};

let hu: { en: Holidays; hu: Holidays } | undefined;
const calendars = () =>
  (hu ??= { en: new Holidays('HU', { languages: ['en'] }), hu: new Holidays('HU', { languages: ['hu'] }) });

/** The public holidays of a year (type "public": the statutory days off, not the memorial days). */
function holidaysOf(year: number, lang: 'en' | 'hu') {
  const calendar = calendars()[lang];
  return calendar
    .getHolidays(year, lang)
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}

/** The marks of a month (YYYY-MM). */
export function monthMarks(month: string): MonthMarks {
  const year = Number(month.slice(0, 4));
  const inMonth = (d: string) => d.startsWith(`${month}-`);
  const hungarian = new Map(holidaysOf(year, 'hu').map((h) => [h.date, h.name]));
  const holidays = holidaysOf(year, 'en')
    .filter((h) => inMonth(h.date))
    .map((h) => ({ date: h.date, name: { en: h.name, hu: hungarian.get(h.date) ?? h.name } }));
  const swaps = SWAPPED_DAYS[year];
  return {
    month,
    holidays,
    workingDays: swaps?.workingDays.filter(inMonth) ?? [],
    restDays: swaps?.restDays.filter(inMonth) ?? [],
    swapSource: swaps?.source ?? null,
  };
}
