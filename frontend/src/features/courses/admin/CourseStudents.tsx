import { Empty, Table } from 'antd';
import { serverMessage } from '../../../api/error-message';
import type { CourseStudentDto } from './api';
import { useListCourseStudentsQuery } from './api';
import { EnrolStudentForm } from './EnrolStudentForm';
import { studentColumns } from './student-columns';

export const STUDENTS_LOAD_FAILED = 'Failed to load the students. Please try again later.';

// The course's students: their progress, enrolling someone by their account's e-mail, removing one.
export function CourseStudents({ productId }: { productId: number }) {
  const { data: students, error, isLoading } = useListCourseStudentsQuery({ productId });
  return (
    <section className="course-students" aria-labelledby="course-students-heading">
      <h2 id="course-students-heading">Students</h2>
      <EnrolStudentForm productId={productId} />
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
          // antd writes a bare emptyText in its disabled grey (1.64:1); Empty's is the muted text
          locale={{ emptyText: <Empty description="No students yet." /> }}
          scroll={{ x: true }}
          columns={studentColumns(productId)}
        />
      )}
    </section>
  );
}
