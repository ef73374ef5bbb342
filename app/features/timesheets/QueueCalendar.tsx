// A submitted month as the approver reads it: the days claimed on the month's calendar (read only) with
// Hungary's public holidays, weekends and swapped days marked, and above it, in words, every claimed day
// that falls on a day off ("1 day on a public holiday: 23 October"). A timesheet saved before days were
// kept one by one has only its total: no calendar then.
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MonthMarks, Timesheet } from '../../../server/contract/index.ts';
import { dateFormat } from '../../i18n/intl.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import { claimedDaysOff } from './marks.ts';
import type { DayMap } from './month.ts';
import './i18n.ts';

const KINDS = ['holiday', 'restDay', 'weekend'] as const;

/** The claimed days off in words, one line per kind (none: null). */
export function DaysOffFlags({ sheet }: { sheet: Pick<Timesheet, 'month' | 'days' | 'marks'> }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const off = claimedDaysOff(sheet.month, sheet.days, sheet.marks);
  const dayMonth = dateFormat(lng, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const list = new Intl.ListFormat(lng === 'hu' ? 'hu' : 'en-GB', { style: 'long', type: 'conjunction' });
  const lines = KINDS.filter((k) => off[k].length > 0).map((k) => ({
    kind: k,
    text: t(`timesheets.flags.${k}`, {
      count: off[k].length,
      dates: list.format(off[k].map((d) => dayMonth.format(new Date(`${d}T00:00:00Z`)))),
    }),
  }));
  if (lines.length === 0) return null;
  return (
    <Callout intent="warning" className="ts-flags" title={t('timesheets.flags.title')}>
      <ul>
        {lines.map((l) => (
          <li key={l.kind}>{l.text}</li>
        ))}
      </ul>
    </Callout>
  );
}

export function QueueCalendar({ sheet }: { sheet: Timesheet }) {
  const { t } = useTranslation();
  if (Object.keys(sheet.days).length === 0) return <p className="muted">{t('timesheets.queue.totalOnly')}</p>;
  return (
    <div className="ts-item__calendar">
      <MonthCalendar
        month={sheet.month}
        days={sheet.days as DayMap}
        onChange={() => {}}
        isOpen={() => true}
        readOnly
        marks={sheet.marks}
      />
      <MarksLegend />
      <MarkedDays marks={sheet.marks} />
    </div>
  );
}

/** The calendar's key: how a worked day and each kind of day off is drawn (the days' names say it too). */
export function MarksLegend() {
  const { t } = useTranslation();
  return (
    <ul className="ts-legend ts-legend--marks" aria-hidden="true">
      {(
        [
          ['full', t('timesheets.legendFull')],
          ['half', t('timesheets.legendHalf')],
          ['holiday', t('timesheets.legend.holiday')],
          ['weekend', t('timesheets.legend.weekend')],
          ['rest', t('timesheets.legend.restDay')],
          ['working', t('timesheets.legend.workingDay')],
          ['flagged', t('timesheets.legend.flagged')],
        ] as const
      ).map(([kind, text]) => (
        <li key={kind}>
          <span className={`ts-swatch ts-swatch--${kind}`} /> {text}
        </li>
      ))}
    </ul>
  );
}

/** The month's holidays and swapped days in words, under the calendar: a tap on a phone shows no tooltip,
 *  so the names are written out (none: null). */
export function MarkedDays({ marks }: { marks: MonthMarks }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const dayMonth = dateFormat(lng, { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' });
  const days = [
    ...marks.holidays.map((h) => ({
      date: h.date,
      text: t('timesheets.marks.holiday', { name: lng === 'hu' ? h.name.hu : h.name.en }),
    })),
    ...marks.restDays.map((date) => ({ date, text: t('timesheets.marks.restDay') })),
    ...marks.workingDays.map((date) => ({ date, text: t('timesheets.marks.workingDay') })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  if (days.length === 0) return null;
  return (
    <ul className="ts-marked-days" aria-label={t('timesheets.markedDays')}>
      {days.map((d) => (
        <li key={d.date}>
          <strong>{dayMonth.format(new Date(`${d.date}T00:00:00Z`))}</strong>: {d.text}
        </li>
      ))}
    </ul>
  );
}
