import { wallTimeIn } from '@coach/shared';
import { addDays, wallClock, zonedInstant } from './zoned-time';

// Time zones as people name them: the IANA zones this browser knows, found by any way of writing a
// city ("Los_Angeles", "los angeles", "Los Angeles"), and a zone's time said with its city
// ("6:00 AM New York time", @coach/shared's wallTimeIn, as the server says the drip's time).

// Every zone this browser knows, with `current` among them (a browser may name its own zone by an
// alias its list leaves out).
export function knownTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

// The date and time of `at` (an ISO instant) on the wall in `zone`, as orders spell it (spec section
// 9, 'MMM dd, yyyy at h:mm a') and followed by the zone: "Nov 28, 2026 at 10:51 PM Los Angeles time".
export function dateTimeIn(at: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} at ${wallTimeIn(+parts.hour, +parts.minute, zone)}`;
}

// lower case, underscores and slashes as spaces, spaces single
const searchable = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ').replace(/\s+/g, ' ').trim();

// Whether the typed `search` finds `zone`: a part of its IANA name or of its city, however the
// underscores and capitals are written.
export const zoneMatches = (search: string, zone: string): boolean => searchable(zone).includes(searchable(search));

// The site's calendar day at `now` ('YYYY-MM-DD' in `zone`).
export const dayIn = (zone: string, now = new Date()): string => wallClock(now, zone).day;

// The next `count` daily times `hour`:00 in `zone` from `now` on: today's if it is still to come.
export function dailyTimes(count: number, hour: number, zone: string, now = new Date()): Date[] {
  const time = `${String(hour).padStart(2, '0')}:00`;
  const today = dayIn(zone, now);
  const first = zonedInstant(today, time, zone) > now ? 0 : 1;
  return Array.from({ length: count }, (_, i) => zonedInstant(addDays(today, first + i), time, zone));
}

// The visitor's own zone as the browser names it ('UTC' when it names none).
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// `zone` as this browser names it, or the browser's own zone for one it does not know
export function knownZoneOr(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return browserTimeZone();
  }
}
