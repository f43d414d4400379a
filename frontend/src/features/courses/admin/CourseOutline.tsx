import type { CourseOutlineAdminDto } from './api';
import { useAddCourseModuleMutation } from './api';
import { builderAction } from './builder-action';
import { ModuleItem } from './ModuleItem';
import { OneFieldForm } from './OneFieldForm';
import { useOutlineContext } from './use-outline-context';

interface OutlineProps {
  outline: CourseOutlineAdminDto;
  editing: number | null;
  onEdit: (lessonId: number) => void;
}

// The course's modules in order, each with its lessons: add, rename and delete modules; add
// lessons, and move them (arrows, drag and drop, or to another module), sent as the whole order.
export function CourseOutline({ outline, editing, onEdit }: OutlineProps) {
  const [addModule] = useAddCourseModuleMutation();
  const context = useOutlineContext(outline, editing, onEdit);

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
