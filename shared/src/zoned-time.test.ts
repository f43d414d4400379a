import { describe, expect, it } from 'vitest';
import { addDays, dayClock, isoWeekday, localDayOf, wallClockOf, wallInstant, zonedInstant } from './zoned-time';

// 2026's changes: New York springs forward on March 8 (02:00 EST → 03:00 EDT) and falls back on
// November 1 (02:00 EDT → 01:00 EST); Sydney falls back on April 5 (03:00 AEDT → 02:00 AEST) and
// springs forward on October 4 (02:00 AEST → 03:00 AEDT); Los Angeles springs forward on March 8
// (02:00 PST → 03:00 PDT); Auckland on September 27 (02:00 NZST → 03:00 NZDT).
const NY = 'America/New_York';
const SYD = 'Australia/Sydney';
const LA = 'America/Los_Angeles';
const AKL = 'Pacific/Auckland';
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('addDays and isoWeekday', () => {
  it('count calendar days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('number Monday 1 … Sunday 7', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-14')).toBe(6);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});

describe('zonedInstant', () => {
  it('answers the hour (callers that pass no minutes)', () => {
    expect(iso(zonedInstant('2026-03-02', 6, NY))).toBe('2026-03-02T11:00:00.000Z');
    expect(iso(zonedInstant('2026-03-09', 6, NY))).toBe('2026-03-09T10:00:00.000Z');
    expect(iso(zonedInstant('2026-06-01', 0, 'UTC'))).toBe('2026-06-01T00:00:00.000Z');
  });

  it('finds the instant of a wall clock in winter and summer, north and south', () => {
    expect(iso(zonedInstant('2026-12-04', 14, NY, 30))).toBe('2026-12-04T19:30:00.000Z');
    expect(iso(zonedInstant('2026-07-04', 14, NY, 30))).toBe('2026-07-04T18:30:00.000Z');
    expect(iso(zonedInstant('2026-12-04', 9, SYD))).toBe('2026-12-03T22:00:00.000Z');
    expect(iso(zonedInstant('2026-07-04', 9, SYD))).toBe('2026-07-03T23:00:00.000Z');
  });

  it('takes minutes, in zones a fraction of an hour off UTC too', () => {
    expect(iso(zonedInstant('2026-03-02', 9, NY, 45))).toBe('2026-03-02T14:45:00.000Z');
    expect(iso(zonedInstant('2026-03-02', 9, 'Asia/Kathmandu', 15))).toBe('2026-03-02T03:30:00.000Z');
  });

  it('takes a skipped time as far later as the clocks jumped, a repeated one at its first', () => {
    expect(iso(zonedInstant('2026-03-08', 2, NY, 30))).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso(zonedInstant('2026-11-01', 1, NY, 30))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
    expect(iso(zonedInstant('2026-10-04', 2, SYD, 30))).toBe('2026-10-03T16:30:00.000Z'); // 03:30 AEDT
    expect(iso(zonedInstant('2026-04-05', 2, SYD, 30))).toBe('2026-04-04T15:30:00.000Z'); // 02:30 AEDT
  });

  // the hours around a change in zones more than six hours from UTC, where offsets read a few hours
  // either side of the wall time (not a day) miss the change
  it('keeps the wall time around a change in zones far from UTC', () => {
    expect(iso(zonedInstant('2026-03-08', 3, LA, 30))).toBe('2026-03-08T10:30:00.000Z'); // 03:30 PDT
    expect(iso(zonedInstant('2026-03-08', 2, LA, 30))).toBe('2026-03-08T10:30:00.000Z'); // skipped: 03:30 PDT
    expect(iso(zonedInstant('2026-09-27', 1, AKL, 30))).toBe('2026-09-26T13:30:00.000Z'); // 01:30 NZST
    expect(iso(zonedInstant('2026-09-27', 2, AKL, 30))).toBe('2026-09-26T14:30:00.000Z'); // skipped: 03:30 NZDT
    expect(iso(zonedInstant('2026-09-27', 3, AKL, 30))).toBe('2026-09-26T14:30:00.000Z'); // 03:30 NZDT
  });
});

describe('wallInstant', () => {
  it('keeps 09:00 at 09:00 local on both sides of a change', () => {
    expect(iso(wallInstant('2026-03-07', 540, NY))).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(wallInstant('2026-03-09', 540, NY))).toBe('2026-03-09T13:00:00.000Z');
    expect(iso(wallInstant('2026-04-03', 540, SYD))).toBe('2026-04-02T22:00:00.000Z');
    expect(iso(wallInstant('2026-04-06', 540, SYD))).toBe('2026-04-05T23:00:00.000Z');
  });

  it('answers null for a time a spring-forward skips, and the edges of the gap', () => {
    expect(wallInstant('2026-03-08', 150, NY)).toBeNull();
    expect(wallInstant('2026-03-08', 120, NY)).toBeNull();
    expect(iso(wallInstant('2026-03-08', 180, NY))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(wallInstant('2026-03-08', 119, NY))).toBe('2026-03-08T06:59:00.000Z');
    expect(wallInstant('2026-10-04', 150, SYD)).toBeNull();
  });

  it('answers the first of a time a fall-back repeats', () => {
    expect(iso(wallInstant('2026-11-01', 90, NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(wallInstant('2026-04-05', 150, SYD))).toBe('2026-04-04T15:30:00.000Z');
    // after the repeated hour, one instant again
    expect(iso(wallInstant('2026-11-01', 120, NY))).toBe('2026-11-01T07:00:00.000Z');
  });
});

describe('wallClockOf and localDayOf', () => {
  it('read the day and minutes the clocks show', () => {
    expect(wallClockOf(new Date('2026-03-02T04:30:00Z'), NY)).toEqual({ day: '2026-03-01', minutes: 23 * 60 + 30 });
    expect(wallClockOf(new Date('2026-11-01T06:30:00Z'), NY)).toEqual({ day: '2026-11-01', minutes: 90 });
    expect(wallClockOf(new Date('2026-10-03T16:00:00Z'), SYD)).toEqual({ day: '2026-10-04', minutes: 180 });
    expect(wallClockOf(new Date('2026-12-04T04:59:59Z'), NY)).toEqual({ day: '2026-12-03', minutes: 23 * 60 + 59 });
    expect(localDayOf(new Date('2026-10-03T16:00:00Z'), SYD)).toBe('2026-10-04');
  });

  // the day as the backend's publishing reads it (Intl's own calendar day, en-CA), at instants
  // around every change of 2026 in zones east and west
  it('reads the same day as Intl’s calendar day of the zone', () => {
    for (const zone of [NY, SYD, LA, AKL, 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Niue', 'UTC']) {
      const intl = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      const step = 7 * 3600_000 + 60_000;
      for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += step) {
        const instant = new Date(at);
        const [ours, theirs] = [localDayOf(instant, zone), intl.format(instant)];
        if (ours !== theirs)
          expect(`${zone} ${instant.toISOString()}: ${ours}`).toBe(`${zone} ${instant.toISOString()}: ${theirs}`);
      }
    }
  });
});

describe('dayClock', () => {
  // every minute of the day and the next midnight, as dayClock and as wallInstant answer them
  const everyMinute = (day: string, zone: string) => {
    const clock = dayClock(day, zone);
    for (let minutes = 0; minutes <= 1440; minutes++) {
      const expected = minutes < 1440 ? wallInstant(day, minutes, zone) : wallInstant(addDays(day, 1), 0, zone);
      expect([minutes, iso(clock.instantAt(minutes))]).toEqual([minutes, iso(expected)]);
      if (expected) expect([minutes, clock.minutesAt(expected)]).toEqual([minutes, minutes]);
    }
  };

  it.each([
    ['2026-03-02', NY],
    ['2026-03-08', NY],
    ['2026-11-01', NY],
    ['2026-04-05', SYD],
    ['2026-10-04', SYD],
    ['2026-10-03', SYD],
    ['2026-09-05', 'America/Santiago'], // springs forward at the next midnight
    ['2026-03-02', 'Asia/Kathmandu'],
    ['2026-03-08', LA],
    ['2026-09-27', AKL],
  ])('agrees with the clocks on every minute of %s in %s', (day, zone) => everyMinute(day, zone));

  it('reads the wall time of instants around a change', () => {
    const clock = dayClock('2026-11-01', NY);
    expect(clock.minutesAt(new Date('2026-11-01T05:59:00Z'))).toBe(119); // 01:59 EDT
    expect(clock.minutesAt(new Date('2026-11-01T06:00:00Z'))).toBe(60); // 01:00 EST
    expect(clock.minutesAt(new Date('2026-11-02T05:00:00Z'))).toBe(1440); // the next midnight
  });
});
