import { useState } from 'react';
import type { CourseModuleAdmin, CourseOutlineAdminDto } from './api';
import { useReorderCourseMutation } from './api';
import { builderAction } from './builder-action';
import { type CourseOrder, orderOf } from './course-order';

// What the rows of the outline share: the course's order, the lesson being edited and dragged.
export interface OutlineContext {
  modules: CourseModuleAdmin[];
  order: CourseOrder;
  editing: number | null;
  onEdit: (lessonId: number) => void;
  // the lesson being dragged (HTML5 drag and drop between the rows)
  dragged: number | null;
  onDrag: (lessonId: number | null) => void;
  // sends a new order (null: nothing changes)
  onOrder: (next: CourseOrder | null) => unknown;
}

// The outline's context: a move sends the course's whole order.
export function useOutlineContext(
  outline: CourseOutlineAdminDto,
  editing: number | null,
  onEdit: (lessonId: number) => void,
): OutlineContext {
  const [reorder] = useReorderCourseMutation();
  const [dragged, setDragged] = useState<number | null>(null);
  return {
    modules: outline.modules,
    order: orderOf(outline),
    editing,
    onEdit,
    dragged,
    onDrag: setDragged,
    onOrder: (next) =>
      next &&
      builderAction(() => reorder({ productId: outline.productId, reorderCourseDto: { modules: next } }).unwrap(), {
        failed: 'Move Failed',
      }),
  };
}
