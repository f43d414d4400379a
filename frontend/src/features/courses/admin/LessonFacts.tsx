import { PaperClipOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { LessonAdminSummaryDto } from './api';

// A lesson's state in the outline: published or draft, free preview, its drip day, whether it has
// a video and how many attachments.
export function LessonFacts({ lesson }: { lesson: LessonAdminSummaryDto }) {
  return (
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
  );
}
