import { UserAddOutlined } from '@ant-design/icons';
import { Progress, Table } from 'antd';
import { serverMessage } from '../../../api/error-message';
import type { CourseStudentDto } from './api';
import { useEnrolCourseStudentMutation, useListCourseStudentsQuery, useRemoveCourseStudentMutation } from './api';
import { builderAction } from './builder-action';
import { ConfirmAction } from './ConfirmAction';
import { formatDay } from './course-format';
import { OneFieldForm } from './OneFieldForm';

export const STUDENTS_LOAD_FAILED = 'Failed to load the students. Please try again later.';

// The course's students: their progress, enrolling someone by their account's e-mail, removing one.
export function CourseStudents({ productId }: { productId: number }) {
  const { data: students, error, isLoading } = useListCourseStudentsQuery({ productId });
  return (
    <section className="course-students" aria-labelledby="course-students-heading">
      <h2 id="course-students-heading">Students</h2>
      <EnrolForm productId={productId} />
      {error ? (
        <p className="status-message status-message--error" role="alert">
          {serverMessage(error, STUDENTS_LOAD_FAILED)}
        </p>
      ) : (
        <Table<CourseStudentDto>
          rowKey="userId"
          size="small"
          loading={isLoading}
          dataSource={students ?? []}
          pagination={{ hideOnSinglePage: true, pageSize: 50 }}
          locale={{ emptyText: 'No students yet.' }}
          scroll={{ x: true }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Email', dataIndex: 'email' },
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
          ]}
        />
      )}
    </section>
  );
}

function EnrolForm({ productId }: { productId: number }) {
  const [enrol] = useEnrolCourseStudentMutation();
  return (
    <div className="course-students__enrol">
      <h3 className="lesson-editor__label">Enrol by e-mail</h3>
      <OneFieldForm
        label="Enrol by e-mail"
        type="email"
        button="Enrol"
        icon={<UserAddOutlined aria-hidden />}
        onSubmit={(email) =>
          builderAction(() => enrol({ productId, enrolStudentDto: { email } }).unwrap(), {
            done: 'Student Enrolled',
            failed: 'Could Not Enrol',
          })
        }
      />
    </div>
  );
}

function RemoveStudent({ productId, student }: { productId: number; student: CourseStudentDto }) {
  const [remove] = useRemoveCourseStudentMutation();
  return (
    <ConfirmAction
      title={`Remove ${student.name} from this course?`}
      description="They can no longer open its lessons."
      okText="Remove"
      label="Remove"
      small
      action={() => remove({ productId, userId: student.userId }).unwrap()}
      done="Student Removed"
      failed="Could Not Remove"
    />
  );
}
