import { useAuth } from '../../auth';
import { useGetCourseQuery } from '../api';

// A course as its reader sees it. The server's rendering seeds the anonymous answer (no
// enrolment): a signed-in reader reads it again on arrival, for their progress and open lessons.
export function useCourse(slug: string) {
  const { isAuthenticated } = useAuth();
  const query = useGetCourseQuery({ slug }, { refetchOnMountOrArgChange: isAuthenticated });
  // the anonymous answer on screen while the reader's own is on its way: no "Enroll Now" for a
  // student who is already enrolled
  const checking = isAuthenticated && query.isFetching && !query.data?.enrolment;
  return { ...query, checking };
}
