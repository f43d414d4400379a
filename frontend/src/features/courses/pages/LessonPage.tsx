import { useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { Button } from '../../../components/button/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { BackLink } from '../../../components/ThingStates';
import { toast } from '../../../components/toast';
import { loginPathReturningTo } from '../../auth';
import { SafeHtml } from '../../content';
import { usePageTitle } from '../../site';
import type { CourseDto, LessonDto } from '../api';
import { useCompleteCourseLessonMutation, useGetCourseLessonQuery, useUncompleteCourseLessonMutation } from '../api';
import { EnrolNow } from '../components/EnrolNow';
import { LessonVideo } from '../components/LessonVideo';
import { ProgressBar } from '../components/ProgressBar';
import { opensOn } from '../lib/course-dates';
import { findLesson } from '../lib/course-lessons';
import { fileSize } from '../lib/file-size';
import { coursePath, lessonPath } from '../lib/course-paths';
import { useCourse } from '../lib/use-course';
import '../../../styles/post-content.css';
import '../courses.css';

export const SIGN_IN_TO_OPEN = 'Sign in to open this lesson.';
export const FREE_PREVIEW = 'This is a free preview. Enroll to open every lesson.';
const LOAD_FAILED = 'Failed to load this lesson. Please try again later.';
// what the live region says once "Mark complete" / "Mark incomplete" has been saved
export const MARKED_COMPLETE = (progress: { completedLessons: number; totalLessons: number }) =>
  `Lesson marked complete. ${progress.completedLessons} of ${progress.totalLessons} lessons done.`;
export const COURSE_COMPLETE = 'Lesson marked complete. You have completed the course.';
export const MARKED_INCOMPLETE = 'Lesson marked incomplete.';

// /courses/{slug}/lessons/{id} (the browser renders it): one lesson, its video, text and files,
// "Mark complete" for a student and the way to the lessons around it. The server checks every
// read: a visitor who may not open it gets the server's reason.
export function LessonPage() {
  const { slug = '', lessonId = '' } = useParams();
  const id = Number(lessonId);
  const course = useCourse(slug).data ?? undefined;
  const { data: lesson, error, isLoading } = useGetCourseLessonQuery({ slug, lessonId: id });
  usePageTitle(lesson?.title ?? course?.title ?? 'Courses');
  const back = <BackLink to={coursePath(slug)}>Back to the course</BackLink>;

  if (lesson) return <Lesson slug={slug} lesson={lesson} course={course} back={back} />;
  return (
    <div className="container page lesson-page">
      {back}
      {isLoading ? (
        <div className="thing-loading" role="status" aria-label="Loading lesson">
          <div className="skeleton skeleton--image" />
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
        </div>
      ) : (
        <LessonRefused error={error} />
      )}
    </div>
  );
}

// Why the lesson cannot be read: not signed in (with the way to sign in and come back), or the
// server's reason (not a student; not open yet, with its date; gone).
function LessonRefused({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const status = (error as ApiError | undefined)?.status;
  return (
    <div className="lesson-page__refused" role="alert">
      {status === 401 ? (
        <>
          <p className="status-message">{SIGN_IN_TO_OPEN}</p>
          <ButtonLink to={loginPathReturningTo(pathname)} type="primary">
            Sign in
          </ButtonLink>
        </>
      ) : (
        <p className="status-message">{serverMessage(error, LOAD_FAILED)}</p>
      )}
    </div>
  );
}

interface LessonProps {
  slug: string;
  lesson: LessonDto;
  course: CourseDto | undefined;
  back: React.ReactNode;
}

function Lesson({ slug, lesson, course, back }: LessonProps) {
  const enrolment = course?.enrolment;
  return (
    <div className="container page lesson-page">
      {back}
      <article className="lesson-page__article" aria-labelledby="lesson-title">
        <p className="lesson-page__module">{lesson.moduleTitle}</p>
        <h1 className="lesson-page__title" id="lesson-title">
          {lesson.title}
        </h1>
        {course && !enrolment && lesson.freePreview && (
          <div className="lesson-page__preview" role="note">
            <p>{FREE_PREVIEW}</p>
            <EnrolNow course={course} />
          </div>
        )}
        {lesson.video && <LessonVideo video={lesson.video} title={lesson.title} />}
        {lesson.bodyHtml && <SafeHtml html={lesson.bodyHtml} className="lesson-page__body post-content" />}
        {lesson.attachments.length > 0 && (
          <section className="lesson-page__attachments" aria-labelledby="lesson-attachments">
            <h2 id="lesson-attachments">Attachments</h2>
            <ul>
              {lesson.attachments.map((file) => (
                <li key={file.id}>
                  <a href={file.url} download={file.fileName}>
                    {file.fileName}
                  </a>{' '}
                  <span className="lesson-page__size">({fileSize(file.size)})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {enrolment && <CompleteLesson key={lesson.id} slug={slug} lesson={lesson} />}
        {enrolment && (
          <ProgressBar
            percent={enrolment.percent}
            completedLessons={enrolment.completedLessons}
            totalLessons={enrolment.totalLessons}
          />
        )}
        <LessonSteps slug={slug} lesson={lesson} course={course} />
      </article>
    </div>
  );
}

const failed = (error: unknown) =>
  toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// "Mark complete", or "Completed ✓" with the way back. One button whose words change, so the
// keyboard stays on it (it is focused again once the answer is in), and a polite live region that
// says what was saved.
function CompleteLesson({ slug, lesson }: { slug: string; lesson: LessonDto }) {
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

// Previous / Next: the lessons around this one as the course shows them; a next lesson the student
// cannot open yet says when it opens.
function LessonSteps({ slug, lesson, course }: { slug: string; lesson: LessonDto; course: CourseDto | undefined }) {
  const { previous, next } = lesson;
  const nextInOutline = course ? findLesson(course, next?.id) : undefined;
  const nextLocked = nextInOutline !== undefined && !nextInOutline.open;
  return (
    <nav className="lesson-page__steps" aria-label="Lessons">
      {previous ? <ButtonLink to={lessonPath(slug, previous.id)}>Previous: {previous.title}</ButtonLink> : <span />}
      {next &&
        (nextLocked ? (
          <span className="lesson-page__locked-next">
            Next: {next.title}
            {nextInOutline.opensAt && ` · ${opensOn(nextInOutline.opensAt)}`}
          </span>
        ) : (
          <ButtonLink to={lessonPath(slug, next.id)} type="primary">
            Next: {next.title}
          </ButtonLink>
        ))}
      {!next && course?.enrolment && (
        <Link to={coursePath(slug)} className="lesson-page__back-to-course">
          Back to the course outline
        </Link>
      )}
    </nav>
  );
}
