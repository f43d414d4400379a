import { HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CourseModuleAdmin, LessonAdminSummaryDto } from './api';
import { placeLesson } from './course-order';
import { LessonFacts } from './LessonFacts';
import { LessonMoves } from './LessonMoves';
import type { OutlineContext } from './use-outline-context';

interface LessonRowProps {
  lesson: LessonAdminSummaryDto;
  module: CourseModuleAdmin;
  // its place in its module
  index: number;
  context: OutlineContext;
}

// One lesson of the outline: open it in the editor, see its state, move it (arrows, dragging it
// onto another lesson's place, or to another module's end).
export function LessonRow({ lesson, module, index, context }: LessonRowProps) {
  const { order, editing, onEdit, dragged, onDrag, onOrder } = context;
  const selected = lesson.id === editing;
  const classes = [
    'course-lesson',
    selected && 'course-lesson--selected',
    dragged === lesson.id && 'course-lesson--dragged',
  ];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(lesson.id));
        onDrag(lesson.id);
      }}
      onDragEnd={() => onDrag(null)}
      onDragOver={(event) => dragged !== null && event.preventDefault()}
      onDrop={(event) => {
        // dropped on this lesson: the dragged one takes its place (the module's drop is not run)
        event.preventDefault();
        event.stopPropagation();
        if (dragged !== null && dragged !== lesson.id) onOrder(placeLesson(order, dragged, module.id, index));
        onDrag(null);
      }}
    >
      <HolderOutlined className="course-lesson__handle" aria-hidden />
      <div className="course-lesson__main">
        <Button type="link" className="course-lesson__title" aria-pressed={selected} onClick={() => onEdit(lesson.id)}>
          {lesson.title}
        </Button>
        <LessonFacts lesson={lesson} />
      </div>
      <LessonMoves lesson={lesson} module={module} context={context} />
    </li>
  );
}
