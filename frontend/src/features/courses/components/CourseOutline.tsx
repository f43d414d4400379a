import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/Icon';
import { CheckCircleFilled, LockOutlined, PlayCircleFilled } from '../../../components/icon/icons';
import type { CourseDto, CourseLessonSummaryDto } from '../api';
import { opensOn } from '../lib/course-dates';
import { lessonPath } from '../lib/course-paths';

// The course's modules and their lessons: a lesson the reader may open now is a link (ticked once
// done); one they may not shows a lock, with the day it opens when it is a student's dripped one.
export function CourseOutline({ course }: { course: CourseDto }) {
  return (
    <ol className="course-outline">
      {course.modules.map((module) => (
        <li key={module.id} className="course-outline__module">
          <h3 className="course-outline__module-title">{module.title}</h3>
          <ul className="course-outline__lessons" aria-label={module.title}>
            {module.lessons.map((lesson) => (
              <LessonLine key={lesson.id} slug={course.slug} lesson={lesson} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function LessonLine({ slug, lesson }: { slug: string; lesson: CourseLessonSummaryDto }) {
  const mark = lesson.completed ? (
    <span className="course-outline__mark course-outline__mark--done">
      <Icon icon={CheckCircleFilled} />
      <span className="sr-only">Completed:</span>
    </span>
  ) : (
    <span className="course-outline__mark">
      <Icon icon={lesson.open ? PlayCircleFilled : LockOutlined} />
      {!lesson.open && <span className="sr-only">Locked:</span>}
    </span>
  );
  return (
    <li className="course-outline__lesson">
      {mark}
      {lesson.open ? (
        <Link to={lessonPath(slug, lesson.id)} className="course-outline__link">
          {lesson.title}
        </Link>
      ) : (
        <span className="course-outline__title">{lesson.title}</span>
      )}
      {lesson.freePreview && <span className="course-tag">Free preview</span>}
      {!lesson.open && lesson.opensAt && <span className="course-outline__opens">{opensOn(lesson.opensAt)}</span>}
    </li>
  );
}
