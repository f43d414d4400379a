import { addDays, isoWeekday, wallClockOf, zonedInstant as instantOfWallClock } from '@coach/shared';

// Times in a time zone (an IANA name: the site's, the owner's booking zone, the visitor's) as the SPA
// spells them, and the texts the Bookings area, the slot picker and the site's own times show.
// Days are 'YYYY-MM-DD' strings and times 'HH:MM', as the API spells them. The arithmetic of zones
// is @coach/shared's (zoned-time), the one the backend reckons the same days and instants with.

export { addDays };

// ISO weekday of a day: 1 Monday … 7 Sunday
export const weekdayOf = isoWeekday;

const pad = (n: number) => String(n).padStart(2, '0');

// The day and time the clock on the wall shows in `timeZone` at `instant`.
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const { day, minutes } = wallClockOf(instant, timeZone);
  return { day, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

// The instant the wall clock in `timeZone` shows `time` on `day`. A time a spring-forward skips
// is taken as far later as the clocks jumped (02:30 → 03:30 in New York); a time a fall-back
// repeats is its first occurrence.
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  return instantOfWallClock(day, hour, timeZone, minute);
}

// The Monday of the week `day` is in.
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

// Today's date where the browser is.
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const LONG_DAY = dayFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const SHORT_DAY = dayFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

// 'Monday, November 30, 2026'
export const longDay = (day: string) => LONG_DAY.format(dayDate(day));

// Intl's thin and narrow spaces (around a range's dash, before AM) as plain ones
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

// 'Nov 30 – Dec 6, 2026'
export const dayRange = (from: string, to: string) => plainSpaces(SHORT_DAY.formatRange(dayDate(from), dayDate(to)));

// '10:00 – 11:00 AM' in `timeZone`
export function timeRange(startsAt: string, endsAt: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return plainSpaces(format.formatRange(new Date(startsAt), new Date(endsAt)));
}
