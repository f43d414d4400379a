import { ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import { CoursesErrors, lessonOpensMessage } from './courses.errors';
import { DRIP_HOUR, lessonOpensAt } from './lesson-opening';

// Who reads a course: nobody signed in, someone signed in (an admin?), their enrolment, and whether
// their membership includes the course while it lasts (docs/memberships.md).
export interface CourseReader {
  userId: number | null;
  admin: boolean;
  enrolledAt: Date | null;
  // omitted: not included
  included?: boolean;
  // the enrolment's order is paid in instalments and one is overdue past the grace period
  paused?: boolean;
}

export type LessonAccess =
  | { open: true }
  | { open: false; reason: 'sign-in' }
  | { open: false; reason: 'not-enrolled' }
  | { open: false; reason: 'paused' }
  | { open: false; reason: 'drip'; opensAt: Date };

// May this reader open this published lesson now? A free preview: everybody. Otherwise a student
// once its drip date is reached, an admin always (the builder's preview), and a member whose tier
// includes the course while the membership gives access, as a student would (every published
// lesson: a membership has no enrolment date to drip from).
export function lessonAccess(
  lesson: { freePreview: boolean; dripDays: number },
  reader: CourseReader,
  timeZone: string,
  now: Date,
): LessonAccess {
  if (lesson.freePreview) return { open: true };
  if (reader.userId === null) return { open: false, reason: 'sign-in' };
  if (reader.admin || reader.included) return { open: true };
  if (!reader.enrolledAt) return { open: false, reason: 'not-enrolled' };
  if (reader.paused) return { open: false, reason: 'paused' };
  const opensAt = lessonOpensAt(reader.enrolledAt, lesson.dripDays, timeZone);
  return opensAt && opensAt > now ? { open: false, reason: 'drip', opensAt } : { open: true };
}

// The error a closed lesson answers: 401, 403, or 403 with the instant it opens (`opensAt` of the
// error body, which the exception filter passes on).
export function lessonClosed(access: Exclude<LessonAccess, { open: true }>, timeZone: string): HttpException {
  if (access.reason === 'sign-in') return new UnauthorizedException(CoursesErrors.signInToOpen);
  if (access.reason === 'not-enrolled') return new ForbiddenException(CoursesErrors.notEnrolled);
  if (access.reason === 'paused') return new ForbiddenException(CoursesErrors.paused);
  return new ForbiddenException({
    message: lessonOpensMessage(access.opensAt, timeZone, DRIP_HOUR),
    opensAt: access.opensAt.toISOString(),
  });
}

// throws when the reader may not open the lesson now
export function assertLessonOpen(
  lesson: { freePreview: boolean; dripDays: number },
  reader: CourseReader,
  timeZone: string,
  now: Date,
): void {
  const access = lessonAccess(lesson, reader, timeZone, now);
  if (!access.open) throw lessonClosed(access, timeZone);
}
