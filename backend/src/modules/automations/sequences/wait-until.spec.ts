import { waitUntil } from './wait-until';

describe('waitUntil', () => {
  const from = new Date('2026-03-10T15:30:00Z');

  it('adds hours or days', () => {
    expect(waitUntil(from, { type: 'wait', amount: 2, unit: 'hours', at: null }, 'UTC')).toEqual(
      new Date('2026-03-10T17:30:00Z'),
    );
    expect(waitUntil(from, { type: 'wait', amount: 3, unit: 'days', at: null }, 'UTC')).toEqual(
      new Date('2026-03-13T15:30:00Z'),
    );
  });

  it('then waits for the time of day in the site’s zone, the next day when it has passed', () => {
    // 15:30 UTC + 1 day is 11:30 in New York (EDT from 8 March): 09:00 has passed, so the day after
    expect(waitUntil(from, { type: 'wait', amount: 1, unit: 'days', at: '09:00' }, 'America/New_York')).toEqual(
      new Date('2026-03-12T13:00:00Z'),
    );
    // 15:30 UTC + 1 hour is 17:30 in Berlin: 18:00 the same day
    expect(waitUntil(from, { type: 'wait', amount: 1, unit: 'hours', at: '18:00' }, 'Europe/Berlin')).toEqual(
      new Date('2026-03-10T17:00:00Z'),
    );
  });
});
