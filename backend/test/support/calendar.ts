// Calendar invitations read back with ical.js (a parser independent of ical-generator, which
// writes them): what a calendar app would take from a booking mail's text/calendar part.
import ICAL from 'ical.js';

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  // whether DTSTART and DTEND are UTC instants (…Z)
  utc: boolean;
  summary: string;
  location: string | null;
  url: string | null;
  description: string;
  // addresses (the mailto: URIs' addresses)
  organizer: string;
  attendees: string[];
}

const address = (uri: unknown) => String(uri).replace(/^mailto:/i, '');

// One VCALENDAR with one VEVENT, as the bookings' mails send it.
export function parseInvitation(ics: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`Expected one VEVENT, found ${events.length}`);
  const [event] = events;
  const value = (name: string) => event.getFirstPropertyValue(name);
  const time = (name: string) => value(name) as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(value('uid')),
    sequence: Number(value('sequence')),
    status: String(value('status')),
    start: time('dtstart').toJSDate(),
    end: time('dtend').toJSDate(),
    utc: time('dtstart').zone === ICAL.Timezone.utcTimezone && time('dtend').zone === ICAL.Timezone.utcTimezone,
    summary: String(value('summary')),
    location: (value('location') as string | null) ?? null,
    url: (value('url') as string | null) ?? null,
    description: String(value('description')),
    organizer: address(value('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => address(p.getFirstValue())),
  };
}
