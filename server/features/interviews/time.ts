// Wall time in Europe/Budapest → the instant it names, from the time-zone data the runtime carries
// (Intl), so the DST rules are the IANA database's, not ours.
import { INTERVIEW_TIME_ZONE } from '../../contract/index.ts';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: INTERVIEW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Budapest wall time of an instant, as 'YYYY-MM-DD HH:MM'. */
function wallTimeOf(ms: number): string {
  const p = Object.fromEntries(wallClock.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The instant at which Budapest's clocks show `date` `time` (YYYY-MM-DD, HH:MM); the earlier one when
 * the hour repeats (the autumn change), null when it never shows (the spring jump) or the date is not
 * a calendar date. */
export function budapestInstant(date: string, time: string): Date | null {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const wanted = `${date} ${time}`;
  // Budapest is UTC+1 or UTC+2: try both offsets, earlier instant first.
  for (const offsetHours of [2, 1]) {
    const ms = asUtc - offsetHours * 3_600_000;
    if (wallTimeOf(ms) === wanted) return new Date(ms);
  }
  return null;
}
