import { counted, listed } from '../../../core/knowledge/passage-text';
import type { CourseOutline } from '../outlines/course-outlines.service';

type Lesson = CourseOutline['modules'][number]['lessons'][number];

export const lessonWords = (l: Lesson) => (l.freePreview ? `${l.title} (free preview)` : l.title);

// "It has 5 lessons in 2 modules. Welcome is a free preview anybody can open." (no lesson's text)
export function outlineSummary(course: CourseOutline): string {
  const lessons = course.modules.flatMap((m) => m.lessons);
  const free = lessons.filter((l) => l.freePreview).map((l) => l.title);
  const size = `It has ${counted(lessons.length, 'lesson')} in ${counted(course.modules.length, 'module')}.`;
  if (!free.length) return size;
  return `${size} ${free.length === 1 ? `${free[0]} is a free preview` : `${listed(free)} are free previews`} anybody can open.`;
}
