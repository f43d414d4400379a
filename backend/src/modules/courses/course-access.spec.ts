import { HttpException } from '@nestjs/common';
import { assertLessonOpen, lessonAccess } from './course-access';

describe('lessonAccess', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const enrolledAt = new Date('2026-03-09T12:00:00Z');
  const anonymous = { userId: null, admin: false, enrolledAt: null };
  const visitor = { userId: 7, admin: false, enrolledAt: null };
  const student = { userId: 7, admin: false, enrolledAt };
  const admin = { userId: 1, admin: true, enrolledAt: null };
  const member = { userId: 8, admin: false, enrolledAt: null, included: true };
  const lesson = (dripDays = 0, freePreview = false) => ({ dripDays, freePreview });

  it('opens a free preview to everybody', () => {
    for (const reader of [anonymous, visitor, student, admin, member])
      expect(lessonAccess(lesson(30, true), reader, 'UTC', now)).toEqual({ open: true });
  });

  it('asks the anonymous to sign in and the signed-in who are not enrolled to enrol', () => {
    expect(lessonAccess(lesson(), anonymous, 'UTC', now)).toEqual({ open: false, reason: 'sign-in' });
    expect(lessonAccess(lesson(), visitor, 'UTC', now)).toEqual({ open: false, reason: 'not-enrolled' });
  });

  it('opens a lesson to a student from its drip date, and every lesson to an admin', () => {
    expect(lessonAccess(lesson(1), student, 'UTC', now)).toEqual({ open: true });
    expect(lessonAccess(lesson(2), student, 'UTC', now)).toEqual({
      open: false,
      reason: 'drip',
      opensAt: new Date('2026-03-11T06:00:00Z'),
    });
    expect(lessonAccess(lesson(365), admin, 'UTC', now)).toEqual({ open: true });
  });

  it('opens every lesson of a course their membership includes to a member, enrolled or not, and to nobody once it ends', () => {
    expect(lessonAccess(lesson(), member, 'UTC', now)).toEqual({ open: true });
    expect(lessonAccess(lesson(365), member, 'UTC', now)).toEqual({ open: true });
    expect(lessonAccess(lesson(365), { ...student, included: true }, 'UTC', now)).toEqual({ open: true });
    expect(lessonAccess(lesson(), { ...member, included: false }, 'UTC', now)).toEqual({
      open: false,
      reason: 'not-enrolled',
    });
  });

  it('answers a dripped lesson with its date in the site’s time zone and the instant', () => {
    let error: HttpException | undefined;
    try {
      assertLessonOpen(lesson(2), student, 'America/New_York', now);
    } catch (e) {
      error = e as HttpException;
    }
    expect(error?.getStatus()).toBe(403);
    expect(error?.getResponse()).toEqual({
      message: 'This lesson opens on Wednesday, March 11, 2026 at 6:00 AM New York time.',
      opensAt: '2026-03-11T10:00:00.000Z',
    });
  });
});
