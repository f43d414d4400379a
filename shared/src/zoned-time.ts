// Instants from a calendar day and a wall-clock time in a time zone (an IANA name: the site's, the
// owner's booking zone, a visitor's), daylight saving included, and the wall clock of an instant:
// with Intl alone, no date library. The backend reckons the drip, the publishing day, the booking
// slots and the analytics' days with these; the SPA the slot picker's days, the Bookings area and
// the publishing queue (its lib/zoned-time.ts spells times 'HH:MM', as the API does).
// Days are 'YYYY-MM-DD' strings.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// YYYY-MM-DD plus `days` (negative too), as a calendar: no time zone involved
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// 1 Monday … 7 Sunday (ISO 8601) of a calendar day YYYY-MM-DD
export const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

// one formatter per zone: making one is far slower than using it
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// what the clocks of `timeZone` show at `instant`, read as if it were UTC (milliseconds, whole seconds)
function wallAsUtc(instant: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

// how far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds
const offsetAt = (instant: number, timeZone: string): number =>
  wallAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;

// The wall clock of `instant` in `timeZone`: its day (YYYY-MM-DD) and the minutes since that day's
// midnight (0 … 1439; seconds dropped).
export function wallClockOf(instant: Date, timeZone: string): { day: string; minutes: number } {
  const wall = wallAsUtc(instant.getTime(), timeZone);
  const day = new Date(wall).toISOString().slice(0, 10);
  return { day, minutes: Math.floor((wall - Date.parse(`${day}T00:00:00Z`)) / MINUTE) };
}

// the day of `instant` in `timeZone` (YYYY-MM-DD)
export const localDayOf = (instant: Date, timeZone: string): string => wallClockOf(instant, timeZone).day;

// `day` at `minutes` past midnight read as UTC, and the two instants it can be in `timeZone`: with
// the offset of a day before and of a day after (a zone changes its offset at most once in two days).
// A day, not a few hours: the instant lies up to 14 hours from the wall time read as UTC, so offsets
// read a few hours either side of it can both fall on one side of the change (Los Angeles, Auckland).
function candidates(day: string, minutes: number, timeZone: string): { asUtc: number; before: number; after: number } {
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  return {
    asUtc,
    before: asUtc - offsetAt(asUtc - DAY, timeZone),
    after: asUtc - offsetAt(asUtc + DAY, timeZone),
  };
}

// The clocks of `timeZone` through `day` and the next midnight, as plain arithmetic: its offsets
// read once, and the instant they change (if they do) found once, so a day's many wall times cost
// no more clock reads. Minutes count from the day's midnight (1440 is the next midnight).
export interface DayClock {
  // the first instant the clocks show `minutes`, null for a time they skip
  instantAt(minutes: number): Date | null;
  // the wall time the clocks show at `instant`, in minutes from the day's midnight
  minutesAt(instant: Date): number;
}

export function dayClock(day: string, timeZone: string): DayClock {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // wide enough for every zone's offset (UTC−12 … UTC+14); a zone changes at most once in it
  let low = midnight - 15 * 60 * MINUTE;
  let high = midnight + DAY + 13 * 60 * MINUTE;
  const before = offsetAt(low, timeZone);
  const after = offsetAt(high, timeZone);
  // the first whole minute with the later offset
  while (before !== after && high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  const offset = (instant: number) => (before === after || instant < high ? before : after);
  return {
    instantAt(minutes) {
      const asUtc = midnight + minutes * MINUTE;
      const shown = [asUtc - before, asUtc - after].filter((instant) => instant + offset(instant) === asUtc);
      return shown.length ? new Date(Math.min(...shown)) : null;
    },
    minutesAt: (instant) => Math.floor((instant.getTime() + offset(instant.getTime()) - midnight) / MINUTE),
  };
}

// The first instant the clocks of `timeZone` show `minutes` past midnight on `day` (a time a
// fall-back shows twice: the first of the two), or null for a time a spring-forward skips.
export function wallInstant(day: string, minutes: number, timeZone: string): Date | null {
  const { asUtc, before, after } = candidates(day, minutes, timeZone);
  const shown = [before, after].filter((instant) => wallAsUtc(instant, timeZone) === asUtc);
  return shown.length ? new Date(Math.min(...shown)) : null;
}

// The instant the clocks of `timeZone` show `hour`:`minute` on `day`. A time a spring-forward skips
// is taken as far later as the clocks jumped (02:30 → 03:30 in New York), as clocks do; a time a
// fall-back repeats is its first.
export function zonedInstant(day: string, hour: number, timeZone: string, minute = 0): Date {
  const minutes = hour * 60 + minute;
  return wallInstant(day, minutes, timeZone) ?? new Date(candidates(day, minutes, timeZone).before);
}
