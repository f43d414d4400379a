import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
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
import { type CourseOrder, orderOf, placeLesson } from './course-order';
import { LessonRow } from './LessonRow';
import { TitleForm } from './TitleForm';

interface OutlineProps {
  outline: CourseOutlineAdminDto;
  editing: number | null;
  onEdit: (lessonId: number) => void;
}

// The course's modules in order, each with its lessons: add, rename and delete modules; add
// lessons, and move them (arrows, drag and drop, or to another module), sent as the whole order.
export function CourseOutline({ outline, editing, onEdit }: OutlineProps) {
  const [addModule, adding] = useAddCourseModuleMutation();
  const [reorder] = useReorderCourseMutation();
  // the lesson being dragged (HTML5 drag and drop between the rows)
  const [dragged, setDragged] = useState<number | null>(null);
  const order = orderOf(outline);

  const sendOrder = (next: CourseOrder | null) =>
    next &&
    builderAction(() => reorder({ productId: outline.productId, reorderCourseDto: { modules: next } }).unwrap(), {
      failed: 'Move Failed',
    });

  return (
    <section className="course-outline" aria-label="Course outline">
      <h2 className="course-outline__heading">Modules</h2>
      {outline.modules.length === 0 && <p className="course-builder__hint">No modules yet.</p>}
      <ol className="course-outline__modules">
        {outline.modules.map((module) => (
          <ModuleItem
            key={module.id}
            module={module}
            modules={outline.modules}
            order={order}
            editing={editing}
            onEdit={onEdit}
            dragged={dragged}
            onDrag={setDragged}
            onOrder={sendOrder}
          />
        ))}
      </ol>
      <TitleForm
        label="New module title"
        button="Add Module"
        icon={<PlusOutlined aria-hidden />}
        loading={adding.isLoading}
        onSubmit={(title) =>
          builderAction(() => addModule({ productId: outline.productId, courseTitleDto: { title } }).unwrap(), {
            failed: 'Could Not Add the Module',
          })
        }
      />
    </section>
  );
}

interface ModuleProps {
  module: CourseModuleAdmin;
  modules: CourseModuleAdmin[];
  order: CourseOrder;
  editing: number | null;
  onEdit: (lessonId: number) => void;
  dragged: number | null;
  onDrag: (lessonId: number | null) => void;
  onOrder: (next: CourseOrder | null) => unknown;
}

function ModuleItem({ module, modules, order, editing, onEdit, dragged, onDrag, onOrder }: ModuleProps) {
  const [renaming, setRenaming] = useState(false);
  const [rename, renameState] = useRenameCourseModuleMutation();
  const [remove, removing] = useDeleteCourseModuleMutation();
  const [addLesson, addingLesson] = useAddCourseLessonMutation();
  const count = module.lessons.length;

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
          <TitleForm
            label="Module title"
            button="Save"
            initial={module.title}
            loading={renameState.isLoading}
            onCancel={() => setRenaming(false)}
            onSubmit={async (title) => {
              const saved = await builderAction(
                () => rename({ moduleId: module.id, courseTitleDto: { title } }).unwrap(),
                { failed: 'Rename Failed' },
              );
              if (saved) setRenaming(false);
              return saved;
            }}
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
            <Popconfirm
              title={`Delete the module “${module.title}”?`}
              description={
                count
                  ? `Its ${count === 1 ? 'lesson goes' : `${count} lessons go`} too, with their videos and files.`
                  : undefined
              }
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                builderAction(() => remove({ moduleId: module.id }).unwrap(), {
                  done: 'Module Deleted',
                  failed: 'Delete Failed',
                })
              }
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                loading={removing.isLoading}
                aria-label={`Delete ${module.title}`}
              />
            </Popconfirm>
          </>
        )}
      </div>
      <ol className="course-module__lessons" aria-label={`Lessons of ${module.title}`}>
        {module.lessons.map((lesson, index) => (
          <LessonRow
            key={lesson.id}
            lesson={lesson}
            module={module}
            index={index}
            modules={modules}
            order={order}
            selected={lesson.id === editing}
            onEdit={onEdit}
            dragged={dragged}
            onDrag={onDrag}
            onOrder={onOrder}
          />
        ))}
      </ol>
      <TitleForm
        label={`New lesson title in ${module.title}`}
        placeholder="New lesson title"
        button="Add Lesson"
        icon={<PlusOutlined aria-hidden />}
        loading={addingLesson.isLoading}
        onSubmit={async (title) => {
          const lesson = await builderAction(
            () => addLesson({ moduleId: module.id, courseTitleDto: { title } }).unwrap(),
            { failed: 'Could Not Add the Lesson' },
          );
          if (lesson) onEdit(lesson.id);
          return lesson;
        }}
      />
    </li>
  );
}
