// An interview slot as the viewer reads it: in their own time zone, in the interface language
// ('26 November 2026, 14:00–15:00' / '2026. november 26., 14:00–15:00').
import { formatInterviewTime, type InterviewSlot } from '../../../server/contract/index.ts';
import { intlLocale } from '../../i18n/index.ts';
import { dateFormat } from '../../i18n/intl.ts';

export function slotText(slot: InterviewSlot, lng: string): string {
  const end = dateFormat(lng, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(slot.endsAt));
  return `${formatInterviewTime(slot.startsAt, intlLocale(lng))}–${end}`;
}

/** The viewer's time zone, as the browser names it. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
