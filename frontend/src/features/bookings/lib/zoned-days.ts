// Days and times in a named time zone, with Intl alone (no date library): the slot picker groups
// the server's instants by the visitor's day and asks for the instants where that zone's days begin.

// a calendar day, 'YYYY-MM-DD', as a clock in some zone reads it
export type DayKey = string;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string) {
  let format = partsFormats.get(timeZone);
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
    partsFormats.set(timeZone, format);
  }
  return format;
}

// the wall clock of `instant` in `timeZone`, as numbers
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

// how far the zone's clock is ahead of UTC at `instant`, in milliseconds
function offsetAt(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');

// the day `instant` falls on in `timeZone`
export function dayOf(instant: Date | string, timeZone: string): DayKey {
  const c = wallClock(new Date(instant), timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

// the day `count` days after `day` (before, when negative)
export function addDays(day: DayKey, count: number): DayKey {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

// The instant `day` begins in `timeZone`: its midnight, or, in a zone whose clock skips midnight
// (a daylight-saving change at 00:00), the first wall time the day has.
export function startOfDay(day: DayKey, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date);
  const first = new Date(wall - offsetAt(new Date(wall), timeZone));
  const second = new Date(wall - offsetAt(first, timeZone));
  return dayOf(second, timeZone) === day ? second : first;
}

// The visitor's own zone as the browser names it ('UTC' when it names none).
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// Every zone this browser knows, with `current` among them (a browser may name its own zone by an
// alias its list leaves out).
export function knownTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

// `zone` when the browser knows it (a zone read from an address may be anything), else undefined
export function knownZone(zone: string | null): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
