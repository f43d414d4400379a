// The calendar invitation of a booked session, read back with ical.js as a calendar app would.
import { parseInvitation } from '../../../test/support/calendar';
import { INVITATION_FILENAME, type SessionInvitation, sessionInvitation } from './invitation-ics';

const session: SessionInvitation = {
  method: 'REQUEST',
  uid: '0b6f3c5e-8a0e-4c1e-9d51-3f3a2b7c9d10',
  sequence: 0,
  startsAt: new Date('2026-03-10T13:00:00Z'),
  endsAt: new Date('2026-03-10T14:00:00Z'),
  summary: 'Strategy session with Jane Coach',
  location: 'https://meet.example/coach',
  description: 'To reschedule or cancel: https://coach.example/account/sessions/7',
  organizer: { name: 'Jane Coach', email: 'hello@coach.example' },
  attendee: { name: 'Sam Buyer', email: 'sam@example.com' },
};

describe('sessionInvitation', () => {
  it('invites to the session: METHOD:REQUEST, the booking uid and sequence, UTC times, who and where', () => {
    const invitation = sessionInvitation(session);
    expect(invitation).toMatchObject({ method: 'REQUEST', filename: INVITATION_FILENAME });
    const parsed = parseInvitation(invitation.content);
    expect(parsed).toEqual({
      method: 'REQUEST',
      uid: session.uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: session.startsAt,
      end: session.endsAt,
      utc: true,
      summary: 'Strategy session with Jane Coach',
      location: 'https://meet.example/coach',
      url: 'https://meet.example/coach',
      description: session.description,
      organizer: 'hello@coach.example',
      attendees: ['sam@example.com'],
    });
    expect(invitation.content).toMatch(/^DTSTART:20260310T130000Z\r$/m);
  });

  it('updates the same event on a move: same UID, a higher SEQUENCE, the new time', () => {
    const moved = { ...session, sequence: 1, startsAt: new Date('2026-03-11T15:30:00Z') };
    moved.endsAt = new Date('2026-03-11T16:30:00Z');
    const parsed = parseInvitation(sessionInvitation(moved).content);
    expect(parsed).toMatchObject({ method: 'REQUEST', uid: session.uid, sequence: 1, start: moved.startsAt });
  });

  it('cancels the event: METHOD:CANCEL and STATUS:CANCELLED', () => {
    const invitation = sessionInvitation({ ...session, method: 'CANCEL', sequence: 2 });
    expect(invitation.method).toBe('CANCEL');
    expect(parseInvitation(invitation.content)).toMatchObject({
      method: 'CANCEL',
      uid: session.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
  });

  it('gives a place that is no link as the LOCATION only', () => {
    const parsed = parseInvitation(sessionInvitation({ ...session, location: '12 Harbour St, Sydney' }).content);
    expect(parsed).toMatchObject({ location: '12 Harbour St, Sydney', url: null });
    expect(parseInvitation(sessionInvitation({ ...session, location: '' }).content).location).toBeNull();
  });
});
