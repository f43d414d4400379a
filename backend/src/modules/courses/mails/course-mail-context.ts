import type { UsersService } from '../../auth';
import type { CourseProducts } from '../course-products';

// a type, not an interface: the template's context is a record
export type CourseMailContext = {
  firstName: string;
  title: string;
  // the course's page (its lessons, and the certificate once complete)
  courseUrl: string;
};

// What the courses' mails to a student say of them and the course, at send time; null when either
// is gone (an account deleted, a course archived or no longer a course): nothing to send.
export async function courseMailContext(
  { courses, users }: { courses: CourseProducts; users: UsersService },
  productId: number,
  userId: number,
  publicUrl: string,
): Promise<CourseMailContext | null> {
  const [course, student] = await Promise.all([courses.byId(productId), users.findById(userId)]);
  if (!course || !student) return null;
  return { firstName: student.firstName, title: course.title, courseUrl: `${publicUrl}/courses/${course.slug}` };
}
