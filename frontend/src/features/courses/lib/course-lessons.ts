import type { CourseDto, CourseLessonSummaryDto } from '../api';

// Every lesson the course shows, in order (its modules', one after the other).
export const courseLessons = (course: Pick<CourseDto, 'modules'>): CourseLessonSummaryDto[] =>
  course.modules.flatMap((module) => module.lessons);

// One lesson of the outline by its id, if the course shows it.
export const findLesson = (course: Pick<CourseDto, 'modules'>, id: number | null | undefined) =>
  id == null ? undefined : courseLessons(course).find((lesson) => lesson.id === id);
