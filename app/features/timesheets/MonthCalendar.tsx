// One month of days worked: a Monday-first grid of day buttons, each stepping none → full → half → none
// on a tap. Each day is a toggle button whose name says the date and its state (aria-pressed: full =
// true, half = mixed). One day is in the Tab order at a time; the arrow keys, Home and End move between
// days, as in a date picker. Days outside the contract are shown but disabled. With the month's marks
// (staff approving it), public holidays, weekends and the year's swapped rest and working days are drawn
// and named, and a day claimed on a day off is flagged.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthMarks } from '../../../server/contract/index.ts';
import { daysOf, nextValue, type DayMap } from './month.ts';
import { dayKind } from './marks.ts';
import './i18n.ts';
import { dateFormat } from '../../i18n/intl.ts';

const MONDAY = Date.UTC(2024, 0, 1);

export function MonthCalendar({
  month,
  days,
  onChange,
  isOpen,
  readOnly = false,
  marks,
}: {
  month: string;
  days: DayMap;
  onChange: (days: DayMap) => void;
  /** Whether a date may be marked (inside the contract). */
  isOpen: (date: string) => boolean;
  readOnly?: boolean;
  /** The month's holidays and swapped days (Hungary). */
  marks?: MonthMarks;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const all = daysOf(month);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(MONDAY + i * 86_400_000);
    return {
      short: dateFormat(lng, { weekday: 'narrow', timeZone: 'UTC' }).format(d),
      long: dateFormat(lng, { weekday: 'long', timeZone: 'UTC' }).format(d),
    };
  });
  const longDate = dateFormat(lng, { dateStyle: 'full', timeZone: 'UTC' });
  const monthName = dateFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

  const enabled = all.filter((d) => isOpen(d.date)).map((d) => d.date);
  // The day in the Tab order: the last one focused, else the first marked, else the first open day.
  const tabStop =
    (focusDay && enabled.includes(focusDay) ? focusDay : null) ??
    enabled.find((d) => days[d] !== undefined) ??
    enabled[0];

  const move = (e: KeyboardEvent, from: string) => {
    const i = all.findIndex((d) => d.date === from);
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: number | undefined;
    if (e.key in step) target = i + (step[e.key] ?? 0);
    else if (e.key === 'Home') target = i - (all[i]?.column ?? 0);
    else if (e.key === 'End') target = i + 6 - (all[i]?.column ?? 0);
    if (target === undefined) return;
    e.preventDefault();
    const clamped = all[Math.min(Math.max(target, 0), all.length - 1)];
    // A disabled day cannot take focus: go on in the same direction to the nearest open one.
    const dir = target < i ? -1 : 1;
    let j = all.findIndex((d) => d.date === clamped?.date);
    while (j >= 0 && j < all.length && !enabled.includes(all[j]!.date)) j += dir;
    const next = all[j]?.date;
    if (!next) return;
    setFocusDay(next);
    refs.current.get(next)?.focus();
  };

  const markOf = (date: string, column: number): string | null => {
    const kind = dayKind(date, column, marks);
    if (kind === 'holiday') {
      const h = marks?.holidays.find((x) => x.date === date);
      return t('timesheets.marks.holiday', { name: h ? (lng === 'hu' ? h.name.hu : h.name.en) : '' });
    }
    if (kind === 'restDay') return t('timesheets.marks.restDay');
    if (kind === 'workingDay') return t('timesheets.marks.workingDay');
    return null;
  };

  const stateOf = (date: string) => {
    if (!isOpen(date)) return t('timesheets.state.outside');
    const v = days[date];
    return v === 1 ? t('timesheets.state.full') : v === 0.5 ? t('timesheets.state.half') : t('timesheets.state.none');
  };

  return (
    <div className="ts-calendar" role="group" aria-label={t('timesheets.calendarLabel', { month: monthName })}>
      <div className="ts-calendar__weekdays" aria-hidden="true">
        {weekdays.map((w, i) => (
          <span key={i} title={w.long} className={i >= 5 ? 'ts-weekend' : undefined}>
            {w.short}
          </span>
        ))}
      </div>
      <div className="ts-calendar__grid">
        {all.map((d) => {
          const open = isOpen(d.date);
          const v = days[d.date];
          const kind = dayKind(d.date, d.column, marks);
          const dayOff = kind === 'holiday' || kind === 'weekend' || kind === 'restDay';
          const mark = markOf(d.date, d.column);
          const cls = [
            'ts-day',
            v === 1 && 'ts-day--full',
            v === 0.5 && 'ts-day--half',
            dayOff && 'ts-weekend',
            kind === 'holiday' && 'ts-day--holiday',
            kind === 'restDay' && 'ts-day--rest',
            kind === 'workingDay' && 'ts-day--working',
            marks && dayOff && v !== undefined && 'ts-day--flagged',
          ]
            .filter(Boolean)
            .join(' ');
          const label = t('timesheets.dayLabel', {
            date: longDate.format(new Date(`${d.date}T00:00:00Z`)),
            state: stateOf(d.date),
          });
          return (
            <button
              key={d.date}
              ref={(el) => {
                if (el) refs.current.set(d.date, el);
                else refs.current.delete(d.date);
              }}
              type="button"
              className={cls}
              style={d.day === 1 ? { gridColumnStart: d.column + 1 } : undefined}
              disabled={!open}
              aria-disabled={readOnly || undefined}
              aria-pressed={open ? (v === 1 ? true : v === 0.5 ? 'mixed' : false) : undefined}
              aria-label={mark ? `${label} · ${mark}` : label}
              title={mark ?? undefined}
              tabIndex={d.date === tabStop ? 0 : -1}
              onFocus={() => setFocusDay(d.date)}
              onKeyDown={(e) => move(e, d.date)}
              onClick={() => {
                if (readOnly || !open) return;
                const next = nextValue(v);
                const copy = { ...days };
                if (next === undefined) delete copy[d.date];
                else copy[d.date] = next;
                onChange(copy);
              }}
            >
              <span className="ts-day__num" aria-hidden="true">
                {d.day}
              </span>
              {/* The mark is drawn by CSS (timesheets.css): the button's name already says the state. */}
              <span className="ts-day__mark" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
