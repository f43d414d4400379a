import { isLessonOpen, lessonOpensAt } from './lesson-opening';

describe('lessonOpensAt', () => {
  it('opens a lesson without a delay from the enrolment on', () => {
    const enrolled = new Date('2026-03-10T15:00:00Z');
    expect(lessonOpensAt(enrolled, 0, 'America/New_York')).toBeNull();
    expect(isLessonOpen(enrolled, 0, 'America/New_York', enrolled)).toBe(true);
  });

  it('opens at 06:00 local on the day the delay is reached, counted from the local day of enrolment', () => {
    // 23:30 in New York on March 1 is March 2 in UTC: the local day counts
    const enrolled = new Date('2026-03-02T04:30:00Z');
    expect(lessonOpensAt(enrolled, 1, 'America/New_York')?.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(lessonOpensAt(enrolled, 3, 'UTC')?.toISOString()).toBe('2026-03-05T06:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    // New York moves to EDT (UTC-4) on March 8, 2026
    const enrolled = new Date('2026-03-07T17:00:00Z');
    expect(lessonOpensAt(enrolled, 1, 'America/New_York')?.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(lessonOpensAt(enrolled, 2, 'America/New_York')?.toISOString()).toBe('2026-03-09T10:00:00.000Z');
    expect(lessonOpensAt(new Date('2026-10-31T12:00:00Z'), 2, 'Europe/Berlin')?.toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('is closed until that instant and open from it', () => {
    const enrolled = new Date('2026-05-01T12:00:00Z');
    const opens = lessonOpensAt(enrolled, 7, 'UTC')!;
    expect(isLessonOpen(enrolled, 7, 'UTC', new Date(opens.getTime() - 1))).toBe(false);
    expect(isLessonOpen(enrolled, 7, 'UTC', opens)).toBe(true);
  });
});
