import { Spin } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { useGetCourseLessonForAdminQuery } from './api';
import { LessonForm } from './LessonForm';

export const LESSON_LOAD_FAILED = 'Failed to load this lesson. Please try again.';

interface LessonEditorProps {
  lessonId: number;
  // the course's address, for the lesson's preview
  slug: string;
  onClose: () => void;
}

// One lesson: its title, text, video, attachments, free preview, drip day and state; Save sends
// what the form holds (the video and attachments are saved as they change).
export function LessonEditor({ lessonId, slug, onClose }: LessonEditorProps) {
  const { data: lesson, error, isLoading } = useGetCourseLessonForAdminQuery({ lessonId });
  if (isLoading) return <Spin aria-label="Loading the lesson" />;
  if (!lesson) {
    return (
      <p className="status-message status-message--error" role="alert">
        {serverMessage(error, LESSON_LOAD_FAILED)}
      </p>
    );
  }
  return <LessonForm lesson={lesson} slug={slug} onClose={onClose} />;
}
