import { addDays, isoWeekday, localDayOf, dayClock, wallClockOf, wallInstant, zonedInstant } from './zoned-time';

// 2026's changes: New York springs forward on March 8 (02:00 EST → 03:00 EDT) and falls back on
// November 1 (02:00 EDT → 01:00 EST); Sydney falls back on April 5 (03:00 AEDT → 02:00 AEST) and
// springs forward on October 4 (02:00 AEST → 03:00 AEDT).
const NY = 'America/New_York';
const SYD = 'Australia/Sydney';
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('addDays and isoWeekday', () => {
  it('count calendar days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('number Monday 1 … Sunday 7', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-14')).toBe(6);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});

describe('zonedInstant', () => {
  it('answers the hour as before (its callers pass no minutes)', () => {
    expect(iso(zonedInstant('2026-03-02', 6, NY))).toBe('2026-03-02T11:00:00.000Z');
    expect(iso(zonedInstant('2026-03-09', 6, NY))).toBe('2026-03-09T10:00:00.000Z');
    expect(iso(zonedInstant('2026-06-01', 0, 'UTC'))).toBe('2026-06-01T00:00:00.000Z');
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
    expect(localDayOf(new Date('2026-10-03T16:00:00Z'), SYD)).toBe('2026-10-04');
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
  ])('agrees with the clocks on every minute of %s in %s', (day, zone) => everyMinute(day, zone));

  it('reads the wall time of instants around a change', () => {
    const clock = dayClock('2026-11-01', NY);
    expect(clock.minutesAt(new Date('2026-11-01T05:59:00Z'))).toBe(119); // 01:59 EDT
    expect(clock.minutesAt(new Date('2026-11-01T06:00:00Z'))).toBe(60); // 01:00 EST
    expect(clock.minutesAt(new Date('2026-11-02T05:00:00Z'))).toBe(1440); // the next midnight
  });
});
