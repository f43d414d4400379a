import { ButtonLink } from '../../../components/ButtonLink';
import { FramedImage } from '../../../components/FramedImage';
import { PageHeader } from '../../../components/PageHeader';
import { BackLink } from '../../../components/ThingStates';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { planCheckoutPath, planLine } from '../../../lib/payment-plan';
import type { CourseDto } from '../api';
import { CourseOutline } from './CourseOutline';
import { EnrolNow } from './EnrolNow';
import { StudentPanel } from './StudentPanel';

interface CourseDetailsProps {
  course: CourseDto;
  // whether the visitor's enrolment is still being read
  checking: boolean;
  back: { to: string; label: string };
}

// A course as its page shows it: what it is, its price and Enroll Now (and its payment plan's
// checkout when it has one; or the student's panel), its picture and its outline.
export function CourseDetails({ course, checking, back }: CourseDetailsProps) {
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
              {course.plan && <p className="course-page__plan">{planLine(course.plan)}</p>}
              <div className="course-page__buy">
                <EnrolNow course={course} />
                {course.plan && (
                  <ButtonLink to={planCheckoutPath(course.productId)} size="large">
                    Pay in {course.plan.instalments} instalments
                  </ButtonLink>
                )}
              </div>
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
