import { describe, expect, it } from 'vitest';
import { wallClock, zonedInstant } from './zoned-time';

// The SPA's spelling of the shared zone arithmetic (@coach/shared, tested there), times as 'HH:MM';
// features/bookings/lib/zoned-time.test.ts holds its cases in New York and Sydney.
describe('wall clocks as the API spells them', () => {
  it('takes HH:MM to the instant and back, in zones far from UTC too', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kathmandu', 'UTC']) {
      for (const time of ['00:00', '01:30', '03:30', '09:05', '23:59']) {
        expect([zone, wallClock(zonedInstant('2026-07-15', time, zone), zone)]).toEqual([
          zone,
          { day: '2026-07-15', time },
        ]);
      }
    }
  });

  // the SPA once read offsets only a few hours either side, which missed the change in zones this
  // far from UTC: 03:30 in Los Angeles on March 8 came out as 04:30
  it('keeps the wall time on a day the clocks change in zones far from UTC', () => {
    expect(zonedInstant('2026-03-08', '03:30', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(zonedInstant('2026-09-27', '01:30', 'Pacific/Auckland').toISOString()).toBe('2026-09-26T13:30:00.000Z');
  });
});
