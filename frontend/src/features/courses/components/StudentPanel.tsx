import { buttonClassName } from '../../../components/button/button-look';
import { ButtonContent } from '../../../components/button/ButtonContent';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/icon/Icon';
import { DownloadOutlined } from '../../../components/icon/icons';
import type { CourseDto, CourseEnrolmentDto } from '../api';
import { findLesson } from '../lib/course-lessons';
import { lessonPath } from '../lib/course-paths';
import { DripMailSwitch } from './DripMailSwitch';
import { ProgressBar } from './ProgressBar';

// A student's part of the course page: their progress, the last lesson and the one to resume,
// the certificate once done, and the choice of drip mails.
export function StudentPanel({ course, enrolment }: { course: CourseDto; enrolment: CourseEnrolmentDto }) {
  const last = findLesson(course, enrolment.lastLessonId);
  const resume = findLesson(course, enrolment.resumeLessonId);
  return (
    <section className="course-student" aria-label="Your progress">
      <ProgressBar
        percent={enrolment.percent}
        completedLessons={enrolment.completedLessons}
        totalLessons={enrolment.totalLessons}
      />
      {last && <p className="course-student__last">Last lesson: {last.title}</p>}
      <div className="course-student__actions">
        {resume && (
          <ButtonLink to={lessonPath(course.slug, resume.id)} type="primary" size="large">
            Resume
          </ButtonLink>
        )}
        {enrolment.certificateUrl && (
          // a plain link: the browser downloads the PDF with the session's cookie
          <a href={enrolment.certificateUrl} className={buttonClassName({ size: 'large' })} download>
            <ButtonContent icon={<Icon icon={DownloadOutlined} />}>Download certificate</ButtonContent>
          </a>
        )}
      </div>
      <DripMailSwitch slug={course.slug} enabled={enrolment.dripMails} />
    </section>
  );
}
