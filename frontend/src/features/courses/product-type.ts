import { countOf, type ProductTypeDefinition } from '../shop';
import { coursePath } from './lib/course-paths';

const students = (count: number | null) => countOf(count, 'student', 'students');

// A course is sold in the shop: its buyer is enrolled (backend modules/courses), finds it on its
// own page and in Account → My Courses, and the owner writes its lessons in the Course Builder
// (its screens: product-type-screens.ts).
export const courseProductType: ProductTypeDefinition = {
  type: 'course',
  label: 'Course',
  filterLabel: 'Courses',
  buyLabel: 'Enroll Now',
  figure: (product) => students(product.students),
  includes: (product) => [
    'Enrolment in the course',
    ...(product.students ? [`Join ${students(product.students)} already learning`] : []),
  ],
  // its outline, free previews and, for its students, the lessons
  pageLink: (product) => ({ to: coursePath(product.slug), label: 'View course' }),
  place: (product) => ({ to: coursePath(product.slug), label: 'Go to the course' }),
  opensOncePaid: true,
  screens: () => import('./product-type-screens').then((m) => m.courseScreens),
};
