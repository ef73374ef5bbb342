// An interview's iCalendar invitation (RFC 5545): METHOD:REQUEST while it stands (a reschedule sends the
// same UID with a higher SEQUENCE), METHOD:CANCEL with STATUS:CANCELLED once cancelled. Times are UTC
// instants (DTSTART:…Z), which every calendar shows in its owner's zone.

export interface InvitationFacts {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** The product's identifier (PRODID), e.g. the brand. */
  product: string;
  /** When the invitation was built (DTSTAMP). */
  stamp: Date;
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11). */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value, quoted (names may hold commas, colons or semicolons; a double quote cannot appear). */
const param = (s: string) => `"${s.replace(/["\r\n]/g, "'")}"`;

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (octets + n > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function invitationIcs(f: InvitationFacts): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(f.product)}//Interviews//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${f.method}`,
    'BEGIN:VEVENT',
    `UID:${f.uid}`,
    `SEQUENCE:${f.sequence}`,
    `DTSTAMP:${utc(f.stamp)}`,
    `DTSTART:${utc(f.startsAt)}`,
    `DTEND:${utc(f.endsAt)}`,
    `SUMMARY:${text(f.summary)}`,
    `LOCATION:${text(f.location)}`,
    `DESCRIPTION:${text(f.description)}`,
    `URL:${f.url}`,
    `ORGANIZER;CN=${param(f.organizer.name)}:mailto:${f.organizer.email}`,
    ...f.attendees.map(
      (a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${f.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
