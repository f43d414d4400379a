import { UserAddOutlined } from '@ant-design/icons';
import { useEnrolCourseStudentMutation } from './api';
import { builderAction } from './builder-action';
import { OneFieldForm } from './OneFieldForm';

// Enrolling someone in the course by their account's e-mail.
export function EnrolStudentForm({ productId }: { productId: number }) {
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
