import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api/error-message';
import { PageHeader } from '../../../components/PageHeader';
import { useGetCourseOutlineForAdminQuery } from './api';
import { BuilderProblem } from './BuilderProblem';
import { CourseOutline } from './CourseOutline';
import { CourseStudents } from './CourseStudents';
import { LessonEditor } from './LessonEditor';

export const LOAD_FAILED = 'Failed to load the course. Please try again later.';

// One course's builder: its outline with the lesson being edited beside it, then its students.
export function CourseBuilder({ productId }: { productId: number }) {
  const { data: outline, error, isLoading } = useGetCourseOutlineForAdminQuery({ productId });
  const [lessonId, setLessonId] = useState<number | null>(null);

  if (isLoading) {
    return (
      <div className="container page" role="status">
        <Spin aria-label="Loading the course" />
      </div>
    );
  }
  if (!outline) return <BuilderProblem message={serverMessage(error, LOAD_FAILED)} />;

  // a lesson deleted (with its module, too) is no longer edited
  const lessons = outline.modules.flatMap((module) => module.lessons);
  const editing = lessons.some((lesson) => lesson.id === lessonId) ? lessonId : null;

  return (
    <div className="container page course-builder">
      <PageHeader
        title={`Course Builder: ${outline.title}`}
        lead={
          <span className="course-builder__links">
            <Link to="/product-manager">
              <ArrowLeftOutlined aria-hidden /> Products
            </Link>
            <Button
              href={`/courses/${outline.slug}`}
              target="_blank"
              rel="noopener"
              icon={<ExportOutlined aria-hidden />}
            >
              View Course Page
            </Button>
          </span>
        }
      />
      <div className="course-builder__main">
        <CourseOutline outline={outline} editing={editing} onEdit={setLessonId} />
        <section className="course-builder__editor" aria-label="Lesson editor">
          {editing === null ? (
            <p className="course-builder__hint">
              {lessons.length ? 'Choose a lesson to edit it.' : 'Add a module, then its first lesson.'}
            </p>
          ) : (
            <LessonEditor key={editing} lessonId={editing} slug={outline.slug} onClose={() => setLessonId(null)} />
          )}
        </section>
      </div>
      <CourseStudents productId={productId} />
    </div>
  );
}
