import { ButtonLink } from '../../../components/ButtonLink';
import { checkoutPath } from '../../../lib/checkout-path';
import type { CourseDto } from '../api';

// "Enroll Now": the checkout for this course alone, as the shop's Enroll Now on its card (a link,
// so it works on the server's page before the SPA has hydrated).
export function EnrolNow({
  course,
  block = false,
}: {
  course: Pick<CourseDto, 'productId' | 'price'>;
  block?: boolean;
}) {
  return (
    <ButtonLink
      to={checkoutPath({ id: course.productId, price: course.price })}
      type="primary"
      size="large"
      block={block}
    >
      Enroll Now
    </ButtonLink>
  );
}
