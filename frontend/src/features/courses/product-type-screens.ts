import type { ProductTypeScreens } from '../shop';
import { MyCoursesTab } from './components/MyCoursesTab';

// A course's screens: its students in the product manager (counted by the server), Account → My
// Courses, and the Course Builder, where a new course, a draft, gets its lessons.
export const courseScreens: ProductTypeScreens = {
  form: { counted: { label: 'Students', name: 'students' } },
  accountTab: { key: 'courses', label: 'My Courses', Tab: MyCoursesTab },
  builder: { label: 'Course Builder', path: (product) => `/admin/courses/${product.id}` },
  // a new course is out of the shop until it is published from Manage Products
  draftSaved: (title) =>
    `"${title}" is a draft, not in the shop yet: write its lessons in the Course Builder, then publish it from Manage Products.`,
};
