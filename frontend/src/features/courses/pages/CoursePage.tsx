import { useParams } from 'react-router-dom';
import { LoadingThing, MissingThing } from '../../../components/ThingStates';
import { usePageTitle } from '../../site';
import { CourseDetails } from '../components/CourseDetails';
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

  if (course) return <CourseDetails course={course} checking={checking} back={back} />;
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
