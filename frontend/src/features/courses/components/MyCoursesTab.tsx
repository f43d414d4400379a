import { Card, Flex } from 'antd';
import { listState } from '../../../api/list-state';
import { AccountList } from '../../../components/AccountList';
import { ButtonLink } from '../../../components/ButtonLink';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import type { MyCourseDto } from '../learning-api';
import { useListMyCoursesQuery } from '../learning-api';
import { coursePath, lessonPath } from '../lib/course-paths';
import { ProgressBar } from './ProgressBar';
import './my-courses.css';

export const MY_COURSES_LOAD_FAILED = 'Failed to load your courses. Please try again later.';
export const NO_COURSES = 'You have no courses yet.';
export const INCLUDED_WITH_MEMBERSHIP = 'Included with your membership';

// The account's My Courses tab: every course the user is enrolled in (a membership's while it
// includes the course, said under its title), how far they are, and the way back in (the lesson to
// resume, the course's page).
export function MyCoursesTab() {
  const courses = listState<MyCourseDto>(useListMyCoursesQuery(undefined, { refetchOnMountOrArgChange: true }));
  return (
    <AccountList
      list={courses}
      label="My Courses"
      loading="your courses"
      failed={MY_COURSES_LOAD_FAILED}
      empty={NO_COURSES}
      skeleton={{ avatar: { shape: 'square', size: 88 } }}
      keyOf={(course) => course.productId}
    >
      {(course) => <MyCourse course={course} />}
    </AccountList>
  );
}

function MyCourse({ course }: { course: MyCourseDto }) {
  const titleId = `my-course-${course.productId}`;
  return (
    <Card>
      <article className="my-course" aria-labelledby={titleId}>
        <FramedImage src={course.imageUrl} className="my-course__image" sizes={IMAGE_SIZES.thumb} />
        <div className="my-course__body">
          <h3 className="my-course__title" id={titleId}>
            {course.title}
          </h3>
          {course.source === 'membership' && <p className="my-course__included">{INCLUDED_WITH_MEMBERSHIP}</p>}
          <ProgressBar
            percent={course.percent}
            completedLessons={course.completedLessons}
            totalLessons={course.totalLessons}
          />
          {course.lastLessonTitle && <p className="my-course__last">Last lesson: {course.lastLessonTitle}</p>}
          <Flex wrap gap="small">
            {course.resumeLessonId != null && (
              <ButtonLink to={lessonPath(course.slug, course.resumeLessonId)} type="primary">
                Resume
              </ButtonLink>
            )}
            <ButtonLink to={coursePath(course.slug)}>View course</ButtonLink>
          </Flex>
        </div>
      </article>
    </Card>
  );
}
