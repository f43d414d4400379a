import { describe, expect, it } from 'vitest';
import { groupByDay, rangeOf } from './slot-days';
import { addDays, dayOf, knownTimeZones, knownZone, startOfDay } from './zoned-days';

describe('days in a named time zone', () => {
  it('finds the day an instant falls on in each zone', () => {
    const lateInUtc = '2030-12-03T23:30:00.000Z';
    expect(dayOf(lateInUtc, 'UTC')).toBe('2030-12-03');
    expect(dayOf(lateInUtc, 'Europe/Berlin')).toBe('2030-12-04');
    expect(dayOf(lateInUtc, 'America/Los_Angeles')).toBe('2030-12-03');
    expect(dayOf('2030-12-03T10:00:00.000Z', 'Pacific/Kiritimati')).toBe('2030-12-04');
  });

  it('finds the instant a day begins, also on the days the clocks change', () => {
    expect(startOfDay('2030-12-03', 'Europe/Berlin').toISOString()).toBe('2030-12-02T23:00:00.000Z');
    expect(startOfDay('2030-07-03', 'Europe/Berlin').toISOString()).toBe('2030-07-02T22:00:00.000Z');
    // New York springs forward at 2:00 on March 10, 2030 and falls back on November 3
    expect(startOfDay('2030-03-10', 'America/New_York').toISOString()).toBe('2030-03-10T05:00:00.000Z');
    expect(startOfDay('2030-03-11', 'America/New_York').toISOString()).toBe('2030-03-11T04:00:00.000Z');
    expect(startOfDay('2030-11-04', 'America/New_York').toISOString()).toBe('2030-11-04T05:00:00.000Z');
    // south of the equator: Sydney's summer time starts on October 6, 2030
    expect(startOfDay('2030-10-07', 'Australia/Sydney').toISOString()).toBe('2030-10-06T13:00:00.000Z');
    // Santiago's clocks skip midnight (00:00 → 01:00) on September 8, 2030: the day begins at 01:00
    expect(startOfDay('2030-09-08', 'America/Santiago').toISOString()).toBe('2030-09-08T04:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('asks for whole days of the zone and puts each time on its day there', () => {
    expect(rangeOf('2030-12-02', 'Europe/Berlin')).toEqual({
      from: '2030-12-01T23:00:00.000Z',
      to: '2030-12-15T23:00:00.000Z',
    });
    const slots = [
      { startsAt: '2030-12-03T23:30:00.000Z', endsAt: '2030-12-04T00:30:00.000Z' },
      { startsAt: '2030-12-03T09:00:00.000Z', endsAt: '2030-12-03T10:00:00.000Z' },
    ];
    const berlin = groupByDay('2030-12-02', slots, 'Europe/Berlin');
    expect(berlin).toHaveLength(14);
    expect(berlin.filter((d) => d.times.length).map((d) => [d.day, d.times.map((t) => t.startsAt)])).toEqual([
      ['2030-12-03', ['2030-12-03T09:00:00.000Z']],
      ['2030-12-04', ['2030-12-03T23:30:00.000Z']],
    ]);
    const utc = groupByDay('2030-12-02', slots, 'UTC');
    expect(utc.find((d) => d.day === '2030-12-03')?.times.map((t) => t.startsAt)).toEqual([
      '2030-12-03T09:00:00.000Z',
      '2030-12-03T23:30:00.000Z',
    ]);
  });

  it('offers every zone the browser knows, its own among them, and refuses an unknown one', () => {
    expect(knownTimeZones('Europe/Berlin')).toContain('Australia/Sydney');
    expect(knownTimeZones('Not/AZone')[0]).toBe('Not/AZone');
    expect(knownZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(knownZone('Mars/Olympus')).toBeUndefined();
    expect(knownZone(null)).toBeUndefined();
  });
});
