import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Progress, Space, Table } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import type { CourseStudentDto } from './api';
import { useEnrolCourseStudentMutation, useListCourseStudentsQuery, useRemoveCourseStudentMutation } from './api';
import { builderAction } from './builder-action';
import { formatDay } from './course-format';

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
  const [email, setEmail] = useState('');
  const [enrol, enrolling] = useEnrolCourseStudentMutation();
  const address = email.trim();
  return (
    <form
      className="course-students__enrol"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!address) return;
        const student = await builderAction(() => enrol({ productId, enrolStudentDto: { email: address } }).unwrap(), {
          done: 'Student Enrolled',
          failed: 'Could Not Enrol',
        });
        if (student) setEmail('');
      }}
    >
      <label htmlFor="course-enrol-email">Enrol by e-mail</label>
      <Space.Compact>
        <Input
          id="course-enrol-email"
          type="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          htmlType="submit"
          icon={<UserAddOutlined aria-hidden />}
          loading={enrolling.isLoading}
          disabled={!address}
        >
          Enrol
        </Button>
      </Space.Compact>
    </form>
  );
}

function RemoveStudent({ productId, student }: { productId: number; student: CourseStudentDto }) {
  const [remove, removing] = useRemoveCourseStudentMutation();
  return (
    <Popconfirm
      title={`Remove ${student.name} from this course?`}
      description="They can no longer open its lessons."
      okText="Remove"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        builderAction(() => remove({ productId, userId: student.userId }).unwrap(), {
          done: 'Student Removed',
          failed: 'Could Not Remove',
        })
      }
    >
      <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading}>
        Remove
      </Button>
    </Popconfirm>
  );
}
