import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PaperClipOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { Button, Select, Tag } from 'antd';
import type { CourseModuleAdmin, LessonAdminSummaryDto } from './api';
import { type CourseOrder, moveLesson, placeLesson } from './course-order';

interface LessonRowProps {
  lesson: LessonAdminSummaryDto;
  module: CourseModuleAdmin;
  // its place in its module
  index: number;
  modules: CourseModuleAdmin[];
  order: CourseOrder;
  selected: boolean;
  onEdit: (lessonId: number) => void;
  dragged: number | null;
  onDrag: (lessonId: number | null) => void;
  onOrder: (next: CourseOrder | null) => unknown;
}

// One lesson of the outline: open it in the editor, see its state, move it (arrows, dragging it
// onto another lesson's place, or to another module's end).
export function LessonRow({
  lesson,
  module,
  index,
  modules,
  order,
  selected,
  onEdit,
  dragged,
  onDrag,
  onOrder,
}: LessonRowProps) {
  const up = moveLesson(order, lesson.id, -1);
  const down = moveLesson(order, lesson.id, 1);
  return (
    <li
      className={`course-lesson${selected ? ' course-lesson--selected' : ''}${dragged === lesson.id ? ' course-lesson--dragged' : ''}`}
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
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={`Move ${lesson.title} up`}
          disabled={!up}
          onClick={() => onOrder(up)}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={`Move ${lesson.title} down`}
          disabled={!down}
          onClick={() => onOrder(down)}
        />
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
