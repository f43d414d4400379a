// Times in a time zone (an IANA name: the site's, the owner's booking zone, the visitor's), with Intl
// alone: the wall clock of an instant there, the instant of a wall clock there, and the texts the
// Bookings area, the slot picker and the site's own times show.
// Days are 'YYYY-MM-DD' strings and times 'HH:MM', as the API spells them.

const PARTS = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string) {
  let format = PARTS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    PARTS.set(timeZone, format);
  }
  return format;
}

function wallClockParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    // milliseconds of this wall clock read as if it were UTC
    asUtc: Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second),
  };
}

// The day and time the clock on the wall shows in `timeZone` at `instant`.
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const { day, time } = wallClockParts(instant, timeZone);
  return { day, time };
}

// How far `timeZone` is ahead of UTC at `instant`, in milliseconds.
const offsetAt = (instant: number, timeZone: string) =>
  wallClockParts(new Date(instant), timeZone).asUtc - Math.floor(instant / 1000) * 1000;

// The instant the wall clock in `timeZone` shows `time` on `day`. A time a spring-forward skips
// is taken with the offset before the change (09:30 of a skipped hour is 10:30 after it); a time a
// fall-back repeats is its first occurrence.
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // the offsets a few hours either side cover any change of that day
  const candidates = [-1, 1].map((side) => asUtc - offsetAt(asUtc + side * 6 * 3600_000, timeZone));
  const exact = candidates.filter((instant) => wallClockParts(new Date(instant), timeZone).asUtc === asUtc);
  return new Date(exact.length ? Math.min(...exact) : Math.max(...candidates));
}

// 'YYYY-MM-DD' + n days
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

// ISO weekday of a day: 1 Monday … 7 Sunday
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

// The Monday of the week `day` is in.
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

// Today's date where the browser is.
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
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
