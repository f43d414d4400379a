import type { CourseOutlineAdminDto } from './api';

// The order of a course as PUT …/order takes it: every module, each with its lessons' ids.
export type CourseOrder = { id: number; lessonIds: number[] }[];

export const orderOf = (outline: CourseOutlineAdminDto): CourseOrder =>
  outline.modules.map((module) => ({ id: module.id, lessonIds: module.lessons.map((lesson) => lesson.id) }));

const where = (order: CourseOrder, lessonId: number) => {
  const moduleIndex = order.findIndex((module) => module.lessonIds.includes(lessonId));
  return { moduleIndex, index: moduleIndex < 0 ? -1 : order[moduleIndex].lessonIds.indexOf(lessonId) };
};

// The order with `lessonId` taken out and put into `moduleId` before position `index` (its end
// when index is past it); null when nothing would change.
export function placeLesson(order: CourseOrder, lessonId: number, moduleId: number, index: number): CourseOrder | null {
  const from = where(order, lessonId);
  if (from.moduleIndex < 0 || !order.some((module) => module.id === moduleId)) return null;
  const without = order.map((module) => ({ ...module, lessonIds: module.lessonIds.filter((id) => id !== lessonId) }));
  // within its own module, a place after the lesson counts without it
  const sameModule = order[from.moduleIndex].id === moduleId;
  const target = sameModule && index > from.index ? index - 1 : index;
  const next = without.map((module) => {
    if (module.id !== moduleId) return module;
    const lessonIds = [...module.lessonIds];
    lessonIds.splice(Math.max(0, Math.min(target, lessonIds.length)), 0, lessonId);
    return { ...module, lessonIds };
  });
  return JSON.stringify(next) === JSON.stringify(order) ? null : next;
}

// One step up or down: within its module, or across into the end of the module before (up from
// the first place) or the start of the module after (down from the last); null at the course's ends.
export function moveLesson(order: CourseOrder, lessonId: number, step: -1 | 1): CourseOrder | null {
  const { moduleIndex, index } = where(order, lessonId);
  if (moduleIndex < 0) return null;
  const lessons = order[moduleIndex].lessonIds;
  const inside = index + step;
  if (inside >= 0 && inside < lessons.length) {
    return placeLesson(order, lessonId, order[moduleIndex].id, step > 0 ? inside + 1 : inside);
  }
  const neighbour = order[moduleIndex + step];
  if (!neighbour) return null;
  return placeLesson(order, lessonId, neighbour.id, step > 0 ? 0 : neighbour.lessonIds.length);
}
