import type { CourseStudentDto } from './api';
import { useRemoveCourseStudentMutation } from './api';
import { ConfirmAction } from './ConfirmAction';

// Removing a student from the course, after asking.
export function RemoveStudent({ productId, student }: { productId: number; student: CourseStudentDto }) {
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
