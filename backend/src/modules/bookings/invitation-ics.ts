import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarInvitation } from '../../core/mail/mail.types';

// A booked session as a calendar invitation (RFC 5546, built with ical-generator), sent with its
// mails as a text/calendar part. Every version of one booking's invitation has the same UID (the
// booking's uid) and the booking's SEQUENCE, so a calendar updates the event it added: a move
// sends METHOD:REQUEST with the new time and a higher sequence, a cancel METHOD:CANCEL with
// STATUS:CANCELLED. Times are UTC instants; each calendar shows them in its reader's zone.
export interface SessionInvitation {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  // e.g. "Strategy session with Jane Coach"
  summary: string;
  // the meeting link or place ('' when none); a link is also the event's URL
  location: string;
  // plain text: where to reschedule or cancel, or whom the session is with
  description: string;
  // the site's sender (MAIL_FROM's address)
  organizer: { name: string; email: string };
  // the customer
  attendee: { name: string; email: string };
}

export const INVITATION_FILENAME = 'invite.ics';

// a meeting link rather than a place
export const isLink = (location: string) => /^https?:\/\//i.test(location);

export function sessionInvitation(s: SessionInvitation): CalendarInvitation {
  const cancelled = s.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'coach-site', product: 'bookings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: s.uid,
    sequence: s.sequence,
    start: s.startsAt,
    end: s.endsAt,
    stamp: new Date(),
    summary: s.summary,
    description: s.description,
    location: s.location || null,
    url: isLink(s.location) ? s.location : null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: s.organizer,
    attendees: [
      {
        ...s.attendee,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? null : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return { method: s.method, filename: INVITATION_FILENAME, content: calendar.toString() };
}
