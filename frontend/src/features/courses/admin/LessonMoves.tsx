import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import type { CourseModuleAdmin, LessonAdminSummaryDto } from './api';
import { moveLesson, placeLesson } from './course-order';
import type { OutlineContext } from './use-outline-context';

const STEPS = [
  { step: -1, way: 'up', icon: <ArrowUpOutlined aria-hidden /> },
  { step: 1, way: 'down', icon: <ArrowDownOutlined aria-hidden /> },
] as const;

interface LessonMovesProps {
  lesson: LessonAdminSummaryDto;
  module: CourseModuleAdmin;
  context: OutlineContext;
}

// A lesson's moves without dragging: up, down (across modules too), or to another module's end.
export function LessonMoves({ lesson, module, context: { modules, order, onOrder } }: LessonMovesProps) {
  return (
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
  );
}
