import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ThingStates';
import { usePageTitle } from '../../site';
import { useGetCourseLessonQuery } from '../learning-api';
import { LessonArticle } from '../components/LessonArticle';
import { LessonRefused } from '../components/LessonRefused';
import { coursePath } from '../lib/course-paths';
import { useCourse } from '../lib/use-course';
import '../../../styles/post-content.css';
import '../courses.css';

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

  if (lesson) return <LessonArticle slug={slug} lesson={lesson} course={course} back={back} />;
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
