import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PaperClipOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { Button, Select, Tag } from 'antd';
import type { CourseModuleAdmin, LessonAdminSummaryDto } from './api';
import { moveLesson, placeLesson } from './course-order';
import type { OutlineContext } from './CourseOutline';

interface LessonRowProps {
  lesson: LessonAdminSummaryDto;
  module: CourseModuleAdmin;
  // its place in its module
  index: number;
  context: OutlineContext;
}

const STEPS = [
  { step: -1, way: 'up', icon: <ArrowUpOutlined aria-hidden /> },
  { step: 1, way: 'down', icon: <ArrowDownOutlined aria-hidden /> },
] as const;

// One lesson of the outline: open it in the editor, see its state, move it (arrows, dragging it
// onto another lesson's place, or to another module's end).
export function LessonRow({ lesson, module, index, context }: LessonRowProps) {
  const { modules, order, editing, onEdit, dragged, onDrag, onOrder } = context;
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
        <span className="course-lesson__facts">
          <Tag color={lesson.status === 'published' ? 'green' : undefined}>
            {lesson.status === 'published' ? 'Published' : 'Draft'}
          </Tag>
          {lesson.freePreview && <Tag color="blue">Free preview</Tag>}
          {lesson.dripDays > 0 && <Tag>Day {lesson.dripDays}</Tag>}
          {lesson.video && <PlayCircleOutlined aria-label="Has a video" />}
          {lesson.attachmentCount > 0 && (
            <span aria-label={`${lesson.attachmentCount} attachments`}>
              <PaperClipOutlined aria-hidden /> {lesson.attachmentCount}
            </span>
          )}
        </span>
      </div>
      <div className="course-lesson__moves">
        {STEPS.map(({ step, way, icon }) => {
          const next = moveLesson(order, lesson.id, step);
          return (
            <Button
              key={way}
              size="small"
              icon={icon}
              aria-label={`Move ${lesson.title} ${way}`}
              disabled={!next}
              onClick={() => onOrder(next)}
            />
          );
        })}
        {modules.length > 1 && (
          <Select
            size="small"
            className="course-lesson__module"
            aria-label={`Move ${lesson.title} to module`}
            value={module.id}
            popupMatchSelectWidth={false}
            options={modules.map((other) => ({ value: other.id, label: other.title }))}
            onChange={(moduleId) => onOrder(placeLesson(order, lesson.id, moduleId, Infinity))}
          />
        )}
      </div>
    </li>
  );
}
