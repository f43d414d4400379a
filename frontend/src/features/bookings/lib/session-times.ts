import type { DayKey } from './zoned-days';

// How the customer's side writes a session's day and time, always in a named zone (the visitor's
// chosen one, or the zone a booking was made in): the server sends instants only.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formats.set(key, made);
  }
  return made;
}

const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const LONG_DAY = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;

// "9:30 AM"
export const timeOf = (instant: string, timeZone: string) => format(timeZone, TIME).format(new Date(instant));

// "Tuesday, December 3, 2030 at 9:30 AM"
export const whenOf = (instant: string, timeZone: string) =>
  `${format(timeZone, LONG_DAY).format(new Date(instant))} at ${timeOf(instant, timeZone)}`;

// A day of the picker's strip, read at its own noon in UTC (a day key names no zone): "Tue" "Dec 3"
// and, for a screen reader, "Tuesday, December 3, 2030".
export function dayLabels(day: DayKey) {
  const noon = new Date(`${day}T12:00:00Z`);
  return {
    weekday: format('UTC', { weekday: 'short' }).format(noon),
    date: format('UTC', { month: 'short', day: 'numeric' }).format(noon),
    long: format('UTC', LONG_DAY).format(noon),
  };
}

// "Times are in Europe/Berlin"
export const timesAreIn = (timeZone: string) => `Times are in ${timeZone}`;

// "24 hours", "90 minutes": the cut-off as the server counts it
export function duration(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}

// "Held for you for 30 minutes, until 10:42 AM." (rounded up to a whole minute)
export function heldFor(holdExpiresAt: string, timeZone: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(holdExpiresAt) - now) / 60_000));
  return `Held for you for ${minutes} minute${minutes === 1 ? '' : 's'}, until ${timeOf(holdExpiresAt, timeZone)}.`;
}
