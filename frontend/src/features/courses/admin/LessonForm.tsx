import { CloseOutlined, ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId } from 'react';
import type { LessonAdminDto } from './api';
import { useDeleteCourseLessonMutation } from './api';
import { ConfirmAction } from './ConfirmAction';
import { LessonAttachments } from './LessonAttachments';
import { LessonSettings } from './LessonSettings';
import { LessonTextFields } from './LessonTextFields';
import { LessonVideo } from './LessonVideo';
import { useLessonForm } from './use-lesson-form';

interface LessonFormProps {
  lesson: LessonAdminDto;
  // the course's address, for the lesson's preview
  slug: string;
  onClose: () => void;
}

// The lesson editor's form: Preview and Close, the fields, the video and attachments (saved as
// they change), Save Lesson and Delete Lesson.
export function LessonForm({ lesson, slug, onClose }: LessonFormProps) {
  const ids = useId();
  const { fields, set, canSave, saving, submit } = useLessonForm(lesson);
  const [remove] = useDeleteCourseLessonMutation();

  return (
    <div className="lesson-editor">
      <div className="lesson-editor__top">
        <h2 className="lesson-editor__heading">Edit lesson</h2>
        <Button
          href={`/courses/${slug}/lessons/${lesson.id}`}
          target="_blank"
          rel="noopener"
          icon={<ExportOutlined aria-hidden />}
        >
          Preview
        </Button>
        <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label="Close the lesson" onClick={onClose} />
      </div>
      <LessonTextFields ids={ids} fields={fields} set={set} />
      <LessonVideo lesson={lesson} />
      <LessonAttachments lesson={lesson} />
      <LessonSettings ids={ids} fields={fields} set={set} />
      <div className="lesson-editor__actions">
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
          disabled={!canSave}
          onClick={submit}
        >
          Save Lesson
        </Button>
        <ConfirmAction
          title={`Delete the lesson “${lesson.title}”?`}
          description="Its video and files go too."
          okText="Delete"
          label="Delete Lesson"
          action={() => remove({ lessonId: lesson.id }).unwrap()}
          done="Lesson Deleted"
          failed="Delete Failed"
        />
      </div>
    </div>
  );
}
