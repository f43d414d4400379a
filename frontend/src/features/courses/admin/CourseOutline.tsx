import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { CourseModuleAdmin, CourseOutlineAdminDto } from './api';
import {
  useAddCourseLessonMutation,
  useAddCourseModuleMutation,
  useDeleteCourseModuleMutation,
  useRenameCourseModuleMutation,
  useReorderCourseMutation,
} from './api';
import { builderAction } from './builder-action';
import { ConfirmAction } from './ConfirmAction';
import { type CourseOrder, orderOf, placeLesson } from './course-order';
import { LessonRow } from './LessonRow';
import { OneFieldForm } from './OneFieldForm';

interface OutlineProps {
  outline: CourseOutlineAdminDto;
  editing: number | null;
  onEdit: (lessonId: number) => void;
}

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

// The course's modules in order, each with its lessons: add, rename and delete modules; add
// lessons, and move them (arrows, drag and drop, or to another module), sent as the whole order.
export function CourseOutline({ outline, editing, onEdit }: OutlineProps) {
  const [addModule] = useAddCourseModuleMutation();
  const [reorder] = useReorderCourseMutation();
  const [dragged, setDragged] = useState<number | null>(null);
  const context: OutlineContext = {
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

  return (
    <section className="course-outline" aria-label="Course outline">
      <h2 className="course-outline__heading">Modules</h2>
      {outline.modules.length === 0 && <p className="course-builder__hint">No modules yet.</p>}
      <ol className="course-outline__modules">
        {outline.modules.map((module) => (
          <ModuleItem key={module.id} module={module} context={context} />
        ))}
      </ol>
      <OneFieldForm
        label="New module title"
        button="Add Module"
        onSubmit={(title) =>
          builderAction(() => addModule({ productId: outline.productId, courseTitleDto: { title } }).unwrap(), {
            failed: 'Could Not Add the Module',
          })
        }
      />
    </section>
  );
}

function ModuleItem({ module, context }: { module: CourseModuleAdmin; context: OutlineContext }) {
  const { order, dragged, onDrag, onOrder, onEdit } = context;
  const [renaming, setRenaming] = useState(false);
  const [rename] = useRenameCourseModuleMutation();
  const [remove] = useDeleteCourseModuleMutation();
  const [addLesson] = useAddCourseLessonMutation();
  const count = module.lessons.length;

  const saveName = async (title: string) => {
    const saved = await builderAction(() => rename({ moduleId: module.id, courseTitleDto: { title } }).unwrap(), {
      failed: 'Rename Failed',
    });
    if (saved) setRenaming(false);
    return saved;
  };
  const add = async (title: string) => {
    const lesson = await builderAction(() => addLesson({ moduleId: module.id, courseTitleDto: { title } }).unwrap(), {
      failed: 'Could Not Add the Lesson',
    });
    if (lesson) onEdit(lesson.id);
    return lesson;
  };

  return (
    <li
      className="course-module"
      aria-label={`Module: ${module.title}`}
      // a lesson dropped on the module (below its lessons, or on an empty module) goes to its end
      onDragOver={(event) => dragged !== null && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (dragged !== null) onOrder(placeLesson(order, dragged, module.id, Infinity));
        onDrag(null);
      }}
    >
      <div className="course-module__header">
        {renaming ? (
          <OneFieldForm
            label="Module title"
            button="Save"
            initial={module.title}
            onCancel={() => setRenaming(false)}
            onSubmit={saveName}
          />
        ) : (
          <>
            <h3 className="course-module__title">{module.title}</h3>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={`Rename ${module.title}`}
              onClick={() => setRenaming(true)}
            />
            <ConfirmAction
              title={`Delete the module “${module.title}”?`}
              description={
                count
                  ? `Its ${count === 1 ? 'lesson goes' : `${count} lessons go`} too, with their videos and files.`
                  : undefined
              }
              okText="Delete"
              ariaLabel={`Delete ${module.title}`}
              small
              action={() => remove({ moduleId: module.id }).unwrap()}
              done="Module Deleted"
              failed="Delete Failed"
            />
          </>
        )}
      </div>
      <ol className="course-module__lessons" aria-label={`Lessons of ${module.title}`}>
        {module.lessons.map((lesson, index) => (
          <LessonRow key={lesson.id} lesson={lesson} module={module} index={index} context={context} />
        ))}
      </ol>
      <OneFieldForm
        label={`New lesson title in ${module.title}`}
        placeholder="New lesson title"
        button="Add Lesson"
        onSubmit={add}
      />
    </li>
  );
}
