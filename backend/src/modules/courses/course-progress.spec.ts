import { percentOf, resumeLessonId } from './course-progress';

describe('percentOf', () => {
  it('is a whole percent, 100 only when every lesson is complete', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(3, 3)).toBe(100);
  });
});

describe('resumeLessonId', () => {
  const lesson = (id: number, open = true, completed = false) => ({ id, open, completed });

  it('leads to the first lesson before any was opened, and to none in an empty course', () => {
    expect(resumeLessonId([lesson(4), lesson(5)], null)).toBe(4);
    expect(resumeLessonId([], null)).toBeNull();
  });

  it('leads to the first open lesson not complete after the last one opened', () => {
    const lessons = [lesson(1, true, true), lesson(2, true, true), lesson(3, true, true), lesson(4, false), lesson(5)];
    expect(resumeLessonId(lessons, 2)).toBe(5);
  });

  it('stays on the last lesson opened when nothing open and not complete follows', () => {
    expect(resumeLessonId([lesson(1), lesson(2, true, true), lesson(3, false)], 2)).toBe(2);
    // a last lesson that is gone from the course counts as none
    expect(resumeLessonId([lesson(1), lesson(2)], 99)).toBe(1);
  });
});
