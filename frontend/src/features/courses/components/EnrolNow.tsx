import { ButtonLink } from '../../../components/ButtonLink';
import type { CourseDto } from '../api';

// "Enroll Now": the checkout for this course alone, as the shop's Enroll Now on its card (spec
// section 2, Checkout: ?amount={price in dollars}&products={id}; the shop's checkoutPath). Written
// here rather than shared: a chunk of its own would cost every shop page a request. A link, so it
// works on the server's page before the SPA has hydrated.
const enrolPath = (course: Pick<CourseDto, 'productId' | 'priceCents'>) =>
  `/checkout?amount=${course.priceCents / 100}&products=${course.productId}`;

export function EnrolNow({ course }: { course: Pick<CourseDto, 'productId' | 'priceCents'> }) {
  return (
    <ButtonLink to={enrolPath(course)} type="primary" size="large">
      Enroll Now
    </ButtonLink>
  );
}
