import { describe, expect, it } from 'vitest';
import { addDays, dayRange, longDay, mondayOf, timeRange, wallClock, weekdayOf, zonedInstant } from './zoned-time';

describe('times in the booking time zone', () => {
  it('finds the instant of a wall clock, in winter and summer, north and south', () => {
    expect(zonedInstant('2026-12-04', '14:30', 'America/New_York').toISOString()).toBe('2026-12-04T19:30:00.000Z');
    expect(zonedInstant('2026-07-04', '14:30', 'America/New_York').toISOString()).toBe('2026-07-04T18:30:00.000Z');
    expect(zonedInstant('2026-12-04', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-12-03T22:00:00.000Z');
    expect(zonedInstant('2026-07-04', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-07-03T23:00:00.000Z');
    expect(zonedInstant('2026-07-04', '00:00', 'UTC').toISOString()).toBe('2026-07-04T00:00:00.000Z');
  });

  it('takes a time a spring-forward skips after the change, and a repeated one the first time', () => {
    // New York skips 02:00–03:00 on March 8, 2026 and repeats 01:00–02:00 on November 1
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClock(new Date('2026-03-08T07:30:00.000Z'), 'America/New_York')).toEqual({
      day: '2026-03-08',
      time: '03:30',
    });
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads the wall clock of an instant', () => {
    expect(wallClock(new Date('2026-12-03T23:30:00Z'), 'Australia/Sydney')).toEqual({
      day: '2026-12-04',
      time: '10:30',
    });
    expect(wallClock(new Date('2026-12-04T04:59:00Z'), 'America/New_York')).toEqual({
      day: '2026-12-03',
      time: '23:59',
    });
  });

  it('counts days and weeks', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('writes days and times', () => {
    expect(longDay('2026-12-04')).toBe('Friday, December 4, 2026');
    expect(dayRange('2026-11-30', '2026-12-06')).toBe('Nov 30 – Dec 6, 2026');
    expect(timeRange('2026-12-04T19:30:00Z', '2026-12-04T20:30:00Z', 'America/New_York')).toBe('2:30 – 3:30 PM');
  });
});
