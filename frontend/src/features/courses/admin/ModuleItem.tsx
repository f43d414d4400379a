import type { CourseModuleAdmin } from './api';
import { useAddCourseLessonMutation } from './api';
import { builderAction } from './builder-action';
import { placeLesson } from './course-order';
import { LessonRow } from './LessonRow';
import { ModuleHeader } from './ModuleHeader';
import { OneFieldForm } from './OneFieldForm';
import type { OutlineContext } from './use-outline-context';

// One module of the outline: its header, its lessons, and a new lesson's title (the lesson added
// opens in the editor). A lesson dropped on the module (below its lessons, or on an empty module)
// goes to its end.
export function ModuleItem({ module, context }: { module: CourseModuleAdmin; context: OutlineContext }) {
  const { order, dragged, onDrag, onOrder, onEdit } = context;
  const [addLesson] = useAddCourseLessonMutation();

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
      onDragOver={(event) => dragged !== null && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (dragged !== null) onOrder(placeLesson(order, dragged, module.id, Infinity));
        onDrag(null);
      }}
    >
      <ModuleHeader module={module} />
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
