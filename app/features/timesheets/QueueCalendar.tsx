// A submitted month as the approver reads it: the days claimed on the month's calendar (read only) with
// Hungary's public holidays, weekends and swapped days marked, and above it, in words, every claimed day
// that falls on a day off ("1 day on a public holiday: 23 October"). A timesheet saved before days were
// kept one by one has only its total: no calendar then.
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Timesheet } from '../../../server/contract/index.ts';
import { dateFormat } from '../../i18n/intl.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import { claimedDaysOff } from './marks.ts';
import type { DayMap } from './month.ts';
import './i18n.ts';

const KINDS = ['holiday', 'restDay', 'weekend'] as const;

/** The claimed days off in words, one line per kind (none: null). */
export function DaysOffFlags({ sheet }: { sheet: Timesheet }) {
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
      <ul className="ts-legend ts-legend--marks" aria-hidden="true">
        <li>
          <span className="ts-swatch ts-swatch--full" /> {t('timesheets.legendFull')}
        </li>
        <li>
          <span className="ts-swatch ts-swatch--half" /> {t('timesheets.legendHalf')}
        </li>
        <li>
          <span className="ts-swatch ts-swatch--holiday" /> {t('timesheets.legend.holiday')}
        </li>
        <li>
          <span className="ts-swatch ts-swatch--weekend" /> {t('timesheets.legend.weekend')}
        </li>
        <li>
          <span className="ts-swatch ts-swatch--rest" /> {t('timesheets.legend.restDay')}
        </li>
        <li>
          <span className="ts-swatch ts-swatch--working" /> {t('timesheets.legend.workingDay')}
        </li>
        <li>
          <span className="ts-swatch ts-swatch--flagged" /> {t('timesheets.legend.flagged')}
        </li>
      </ul>
    </div>
  );
}
