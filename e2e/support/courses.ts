import type { Page } from '@playwright/test';
import type { ProductDto } from '../../frontend/src/api/generated';
import type {
  CourseOutlineAdminDto,
  CourseTitleDto,
  LessonAdminDto,
  SaveLessonDto,
} from '../../frontend/src/api/generated-admin';
import { apiPost, csrfHeaders } from './api-session';
import { createProduct } from './shop';

// A course product with one module of published lessons, made through the course builder's API by
// an admin's page (the journey in tests/courses.spec.ts builds one in the browser instead).
export async function createCourse(
  page: Page,
  title: string,
  lessons: (SaveLessonDto & { title: string })[],
): Promise<{ course: ProductDto; lessonIds: number[] }> {
  const course = await createProduct(page, { title, type: 'course', price: '49' });
  return { course, lessonIds: await addLessons(page, course.id, lessons) };
}

// A module of published lessons in a course made otherwise (a course is sold once one is out): their ids.
export async function addLessons(
  page: Page,
  courseId: number,
  lessons: (SaveLessonDto & { title: string })[],
): Promise<number[]> {
  const outline = await apiPost<CourseOutlineAdminDto>(page, `/api/admin/courses/${courseId}/modules`, {
    title: 'Getting Started',
  } satisfies CourseTitleDto);
  const lessonIds: number[] = [];
  for (const lesson of lessons) {
    const added = await apiPost<LessonAdminDto>(page, `/api/admin/courses/modules/${outline.modules[0].id}/lessons`, {
      title: lesson.title,
    } satisfies CourseTitleDto);
    const saved = await page.request.patch(`/api/admin/courses/lessons/${added.id}`, {
      data: { status: 'published', ...lesson } satisfies SaveLessonDto,
      headers: await csrfHeaders(page),
    });
    if (!saved.ok()) throw new Error(`saving lesson ${lesson.title}: ${saved.status()} ${await saved.text()}`);
    lessonIds.push(added.id);
  }
  return lessonIds;
}
