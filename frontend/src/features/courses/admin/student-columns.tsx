import type { TableColumnsType } from 'antd';
import { Progress } from 'antd';
import type { CourseStudentDto } from './api';
import { formatDay } from './course-format';
import { RemoveStudent } from './RemoveStudent';

// how a student came in (a membership's opens the course only while it includes the course)
const SOURCES: Record<CourseStudentDto['source'], string> = {
  purchase: 'Purchase',
  owner: 'Enrolled by you',
  membership: 'Membership',
};

// The students table's columns: who, how they came in, how far through the course, when enrolled
// and completed, Remove.
export function studentColumns(productId: number): TableColumnsType<CourseStudentDto> {
  return [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Source', dataIndex: 'source', render: (source: CourseStudentDto['source']) => SOURCES[source] },
    {
      title: 'Progress',
      key: 'progress',
      render: (_, student) => (
        <div className="course-students__progress">
          <Progress percent={student.percent} size="small" aria-label={`${student.name}’s progress`} />
          <span className="course-students__count">
            {student.completedLessons}/{student.totalLessons} lessons
          </span>
        </div>
      ),
    },
    { title: 'Last lesson', dataIndex: 'lastLessonTitle', render: (title: string | null) => title ?? '—' },
    { title: 'Enrolled on', dataIndex: 'enrolledAt', render: (at: string) => formatDay(at) },
    {
      title: 'Completed on',
      dataIndex: 'completedAt',
      render: (at: string | null) => (at ? formatDay(at) : '—'),
    },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      render: (_, student) => <RemoveStudent productId={productId} student={student} />,
    },
  ];
}
