import { useParams } from 'react-router-dom';
import { buttonClassName, ButtonContent } from '../../../components/button/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/icon/Icon';
import { DownloadOutlined } from '../../../components/icon/icons';
import { PageHeader } from '../../../components/PageHeader';
import { BackLink, LoadingThing, MissingThing } from '../../../components/ThingStates';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { usePageTitle } from '../../site';
import type { CourseDto, CourseEnrolmentDto } from '../api';
import { CourseOutline } from '../components/CourseOutline';
import { DripMailSwitch } from '../components/DripMailSwitch';
import { EnrolNow } from '../components/EnrolNow';
import { ProgressBar } from '../components/ProgressBar';
import { findLesson } from '../lib/course-lessons';
import { lessonPath } from '../lib/course-paths';
import { useCourse } from '../lib/use-course';
import '../courses.css';

export const COURSE_NOT_FOUND = 'Course not found.';
const LOAD_FAILED = 'Failed to load this course. Please try again later.';

const back = { to: '/products', label: 'Back to Products' };

// /courses/{slug}: a course with its outline (rendered on the server too, as an anonymous visitor
// sees it: backend modules/pages). A visitor gets its price and "Enroll Now"; a student their
// progress, the lesson to resume, the certificate once done and the choice of drip mails.
export function CoursePage() {
  const { slug = '' } = useParams();
  const { data: course, isLoading, error, checking } = useCourse(slug);
  usePageTitle(course?.title ?? 'Courses');

  if (course) return <CourseDetails course={course} checking={checking} />;
  if (isLoading) return <LoadingThing what="course" back={back} className="course-page" image />;
  // the server's rendering seeds null for a slug no course has; the API answers 404
  return (
    <MissingThing
      title="Courses"
      error={error}
      notFound={COURSE_NOT_FOUND}
      failed={LOAD_FAILED}
      back={back}
      className="course-page"
    />
  );
}

function CourseDetails({ course, checking }: { course: CourseDto; checking: boolean }) {
  const lessons = `${course.lessonCount} ${course.lessonCount === 1 ? 'lesson' : 'lessons'}`;
  return (
    <div className="container page course-page">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="course-page__top">
        <div className="course-page__intro">
          <p className="course-page__kind">Course · {lessons}</p>
          <PageHeader title={course.title} lead={course.description} />
          {checking ? (
            <div className="skeleton skeleton--button" role="status" aria-label="Loading your progress" />
          ) : course.enrolment ? (
            <StudentPanel course={course} enrolment={course.enrolment} />
          ) : (
            <>
              <p className="course-page__price">{course.price}</p>
              <EnrolNow course={course} />
            </>
          )}
        </div>
        <FramedImage
          src={course.imageUrl}
          className="course-page__image"
          sizes={IMAGE_SIZES.productPage}
          loading="first"
        />
      </div>
      <section className="course-page__outline" aria-labelledby="course-outline">
        <h2 id="course-outline">Course content</h2>
        {course.modules.length ? (
          <CourseOutline course={course} />
        ) : (
          <p className="status-message">The lessons of this course are on their way.</p>
        )}
      </section>
    </div>
  );
}

function StudentPanel({ course, enrolment }: { course: CourseDto; enrolment: CourseEnrolmentDto }) {
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
