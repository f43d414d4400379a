import { useParams } from 'react-router-dom';
import { AdminOnly } from '../../auth/admin';
import { usePageTitle } from '../../site';
import { BuilderProblem } from './BuilderProblem';
import { CourseBuilder } from './CourseBuilder';
import './course-builder.css';

export const NO_SUCH_COURSE = 'This course no longer exists.';

// /admin/courses/:productId (admin only): a course product's modules and lessons, the lesson being
// edited beside them, and the course's students.
export function CourseBuilderPage() {
  usePageTitle('Course Builder');
  const productId = Number(useParams().productId);
  return (
    <AdminOnly>
      {() =>
        Number.isInteger(productId) && productId > 0 ? (
          <CourseBuilder productId={productId} />
        ) : (
          <BuilderProblem message={NO_SUCH_COURSE} />
        )
      }
    </AdminOnly>
  );
}
