// How the booking mails show a session's time: in the reader's zone, daylight saving applied, the
// zone named.
import { sessionTime } from './booking-mail-context';

const hour = (iso: string) => [new Date(iso), new Date(Date.parse(iso) + 3_600_000)] as const;

describe('sessionTime', () => {
  it('shows the day and the hours in the zone, with the zone named', () => {
    expect(sessionTime(...hour('2026-03-10T13:00:00Z'), 'America/New_York')).toBe(
      'Tuesday, March 10, 2026, 9:00 AM – 10:00 AM (America/New_York)',
    );
    expect(sessionTime(...hour('2026-03-10T13:00:00Z'), 'Australia/Sydney')).toBe(
      'Wednesday, March 11, 2026, 12:00 AM – 1:00 AM (Australia/Sydney)',
    );
  });

  it('follows daylight saving: the same UTC hour a week apart, across New York’s spring-forward', () => {
    expect(sessionTime(...hour('2026-03-02T14:00:00Z'), 'America/New_York')).toContain('9:00 AM – 10:00 AM');
    expect(sessionTime(...hour('2026-03-09T14:00:00Z'), 'America/New_York')).toContain('10:00 AM – 11:00 AM');
  });

  it('uses plain spaces only (no narrow no-break space before AM/PM)', () => {
    expect(sessionTime(...hour('2026-07-01T20:30:00Z'), 'UTC')).toMatch(/^[\x20-\x7e–]+$/);
  });
});
