// A student's progress through a course's published lessons: pure rules, no database.

// whole percent, rounded down so 100 means every lesson
export const percentOf = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.floor((completed * 100) / total);

// Where "Resume" leads: the first open lesson not yet complete after the one last opened; else that
// one; else the first lesson. `lessons` in the course's order; null for a course without lessons.
export function resumeLessonId(lessons: LessonState[], lastLessonId: number | null): number | null {
  const last = lessons.findIndex((l) => l.id === lastLessonId);
  const next = last < 0 ? undefined : lessons.slice(last + 1).find((l) => l.open && !l.completed);
  return next?.id ?? (last >= 0 ? lessons[last].id : (lessons[0]?.id ?? null));
}

// A published lesson of the outline as one reader sees it.
export interface LessonState {
  id: number;
  open: boolean;
  completed: boolean;
}

export interface ProgressSummary {
  completedLessons: number;
  totalLessons: number;
  percent: number;
  resumeLessonId: number | null;
}

// progress over the course's published lessons (completions of lessons since unpublished don't count)
export function progressOf(lessons: LessonState[], lastLessonId: number | null): ProgressSummary {
  const completedLessons = lessons.filter((l) => l.completed).length;
  return {
    completedLessons,
    totalLessons: lessons.length,
    percent: percentOf(completedLessons, lessons.length),
    resumeLessonId: resumeLessonId(lessons, lastLessonId),
  };
}

// every published lesson complete (a course without lessons is never complete)
export const allComplete = (p: ProgressSummary): boolean => p.totalLessons > 0 && p.completedLessons === p.totalLessons;
