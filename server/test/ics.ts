// Reads an iCalendar text with a real parser (ical.js), for the tests of the interview invitations.
import ICAL from 'ical.js';

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  organizer: string;
  attendees: string[];
}

export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    organizer: String(event.organizer),
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
  };
}
