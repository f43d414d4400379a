import { localDayAndHour } from './local-day';

// Instants from a calendar day and an hour in a time zone (the site's PUBLISH_TZ), daylight saving
// included.

// YYYY-MM-DD plus `days` (negative too), as a calendar: no time zone involved
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// how far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds
function offsetAt(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

// The instant the clocks of `timeZone` show `hour`:00 on `day`. An hour a spring-forward skips is
// taken an hour later, as clocks do.
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  let instant = asUtc - offsetAt(new Date(asUtc), timeZone);
  // the offset at the guess may differ from the offset at the answer (a change between them)
  instant = asUtc - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

// the day of `instant` in `timeZone` (YYYY-MM-DD)
export const localDayOf = (instant: Date, timeZone: string): string => localDayAndHour(instant, timeZone).day;
