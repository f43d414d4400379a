import { isTimeZone } from '../../../core/time/zone-names';
import { BookingsErrors } from '../bookings.errors';
import { type DateOverride, minutesOf, type WeeklyHours } from '../slots/slots';

// What the owner's availability form can get wrong beyond each field's format (the DTO checks
// those): an unknown time zone, hours that end before they start or overlap on one day, a day that
// does not exist, a day off that also has hours. Answers the first problem's sentence, or null.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export { isTimeZone };

// a YYYY-MM-DD that is on the calendar (not 2026-02-30)
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

// the first problem of one day's stretches ("Monday", "2026-12-24")
function stretchesProblem(where: string, stretches: { start: string; end: string }[]): string | null {
  const sorted = stretches.map((s) => ({ start: minutesOf(s.start), end: minutesOf(s.end) }));
  if (sorted.some((s) => s.end <= s.start)) return BookingsErrors.endNotAfterStart(where);
  sorted.sort((a, b) => a.start - b.start);
  if (sorted.some((s, i) => i > 0 && s.start < sorted[i - 1].end)) return BookingsErrors.overlappingHours(where);
  return null;
}

function overridesProblem(overrides: DateOverride[]): string | null {
  const days = new Map<string, DateOverride[]>();
  for (const o of overrides) {
    if (!isCalendarDay(o.day)) return BookingsErrors.badDay;
    if ((o.start === null) !== (o.end === null)) return BookingsErrors.overrideTimesPaired(o.day);
    days.set(o.day, [...(days.get(o.day) ?? []), o]);
  }
  for (const [day, rows] of days) {
    const timed = rows.flatMap((o) => (o.start && o.end ? [{ start: o.start, end: o.end }] : []));
    if (timed.length && timed.length < rows.length) return BookingsErrors.dayOffWithHours(day);
    if (!timed.length && rows.length > 1) return BookingsErrors.dayOffTwice(day);
    const problem = stretchesProblem(day, timed);
    if (problem) return problem;
  }
  return null;
}

export function availabilityProblem(a: {
  timeZone: string;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
}): string | null {
  if (!isTimeZone(a.timeZone)) return BookingsErrors.unknownTimeZone(a.timeZone);
  for (let weekday = 1; weekday <= 7; weekday++) {
    const problem = stretchesProblem(
      WEEKDAYS[weekday - 1],
      a.weekly.filter((w) => w.weekday === weekday),
    );
    if (problem) return problem;
  }
  return overridesProblem(a.overrides);
}
