// A student's progress through a course's published lessons: pure rules, no database.

// whole percent, rounded down so 100 means every lesson
export const percentOf = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.floor((completed * 100) / total);

export interface ResumeLesson {
  id: number;
  open: boolean;
  completed: boolean;
}

// Where "Resume" leads: the first open lesson not yet complete after the one last opened; else that
// one; else the first lesson. `lessons` in the course's order; null for a course without lessons.
export function resumeLessonId(lessons: ResumeLesson[], lastLessonId: number | null): number | null {
  const last = lessons.findIndex((l) => l.id === lastLessonId);
  const next = last < 0 ? undefined : lessons.slice(last + 1).find((l) => l.open && !l.completed);
  return next?.id ?? (last >= 0 ? lessons[last].id : (lessons[0]?.id ?? null));
}
