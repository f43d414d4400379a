import { useRef, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { Button } from '../../../components/button/Button';
import { toast } from '../../../components/toast';
import type { LessonDto } from '../learning-api';
import { useCompleteCourseLessonMutation, useUncompleteCourseLessonMutation } from '../learning-api';

// what the live region says once "Mark complete" / "Mark incomplete" has been saved
export const MARKED_COMPLETE = (progress: { completedLessons: number; totalLessons: number }) =>
  `Lesson marked complete. ${progress.completedLessons} of ${progress.totalLessons} lessons done.`;
export const COURSE_COMPLETE = 'Lesson marked complete. You have completed the course.';
export const MARKED_INCOMPLETE = 'Lesson marked incomplete.';

const failed = (error: unknown) =>
  toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// "Mark complete", or "Completed ✓" with the way back. One button whose words change, so the
// keyboard stays on it (it is focused again once the answer is in), and a polite live region that
// says what was saved.
export function CompleteLesson({ slug, lesson }: { slug: string; lesson: LessonDto }) {
  const [complete, completing] = useCompleteCourseLessonMutation();
  const [uncomplete, uncompleting] = useUncompleteCourseLessonMutation();
  const [said, say] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const arg = { slug, lessonId: lesson.id };
  const done = lesson.completed;

  const mark = async () => {
    try {
      const progress = await (done ? uncomplete(arg) : complete(arg)).unwrap();
      say(done ? MARKED_INCOMPLETE : progress.completedAt ? COURSE_COMPLETE : MARKED_COMPLETE(progress));
      toggle.current?.focus();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="lesson-page__complete">
      {done && <span className="lesson-page__done">Completed ✓</span>}
      <Button
        ref={toggle}
        type={done ? 'default' : 'primary'}
        size={done ? 'middle' : 'large'}
        loading={completing.isLoading || uncompleting.isLoading}
        onClick={() => void mark()}
      >
        {done ? 'Mark incomplete' : 'Mark complete'}
      </Button>
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
