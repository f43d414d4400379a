import { addDays, localDayOf, zonedInstant } from '@coach/shared';

// Drip: a lesson with a delay of N days opens for a student at 06:00 in the site's time zone on the
// Nth day after the day they enrolled, the hour the blog publishes. A lesson without a delay is open
// from the enrolment on.
export const DRIP_HOUR = 6;

// null: open from the enrolment on
export function lessonOpensAt(enrolledAt: Date, dripDays: number, timeZone: string): Date | null {
  if (dripDays <= 0) return null;
  return zonedInstant(addDays(localDayOf(enrolledAt, timeZone), dripDays), DRIP_HOUR, timeZone);
}

export function isLessonOpen(enrolledAt: Date, dripDays: number, timeZone: string, now: Date): boolean {
  const opensAt = lessonOpensAt(enrolledAt, dripDays, timeZone);
  return opensAt === null || opensAt <= now;
}
