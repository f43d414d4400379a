import { browserTimeZone, knownTimeZones } from '../../../lib/time-zones';
import { addDays, wallClock, zonedInstant } from './zoned-time';

// Days in a named time zone, with Intl alone (no date library): the slot picker groups the
// server's instants by the visitor's day and asks for the instants where that zone's days begin.
// The wall-clock arithmetic is the Bookings area's (admin/zoned-time.ts, plain Intl too).

// a calendar day, 'YYYY-MM-DD', as a clock in some zone reads it
export type DayKey = string;

export { addDays };
export { browserTimeZone, knownTimeZones };

// the day `instant` falls on in `timeZone`
export const dayOf = (instant: Date | string, timeZone: string): DayKey => wallClock(new Date(instant), timeZone).day;

// The instant `day` begins in `timeZone`: its midnight, or, in a zone whose clock skips midnight
// (a daylight-saving change at 00:00), the first wall time the day has.
export const startOfDay = (day: DayKey, timeZone: string): Date => zonedInstant(day, '00:00', timeZone);

// `zone` when the browser knows it (a zone read from an address may be anything), else undefined
export function knownZone(zone: string | null): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
