import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import type { CourseDto } from '../api';
import type { LessonDto } from '../learning-api';
import { opensOn } from '../lib/course-dates';
import { findLesson } from '../lib/course-lessons';
import { coursePath, lessonPath } from '../lib/course-paths';

// Previous / Next: the lessons around this one as the course shows them; a next lesson the student
// cannot open yet says when it opens.
export function LessonSteps({
  slug,
  lesson,
  course,
}: {
  slug: string;
  lesson: LessonDto;
  course: CourseDto | undefined;
}) {
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
