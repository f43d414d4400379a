import { lazy, Suspense } from 'react';
import { formatLocalDateTime } from '../../../lib/en-us';
import { useAuth } from '../../auth';
import { type ReviewDto, useListReviewsQuery } from '../api';
import { ProductRating } from './ProductRating';

// antd only for those who need it, never for a visitor: the form (and its Rate) for a buyer who
// may review, the "Hidden" tag and the hide/show button (with the admin client) for the owner
const ReviewForm = lazy(() => import('./ReviewForm'));
const ReviewModeration = lazy(() => import('../admin/ReviewModeration'));
const HiddenTag = lazy(() => import('../admin/ReviewModeration').then((m) => ({ default: m.HiddenTag })));

// "Reviews" on a product's page: its buyers' ratings and words, newest first; a buyer who has not
// reviewed it yet writes one; the owner hides one (and shows it again). Loaded after the page.
export default function ProductReviews({ productId }: { productId: number }) {
  const { isAdmin } = useAuth();
  const { data } = useListReviewsQuery({ id: productId });
  const reviews = data?.reviews ?? [];
  return (
    <section className="product-reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">Reviews</h2>
      {data && reviews.length === 0 && <p className="product-reviews__none">No reviews yet.</p>}
      {reviews.length > 0 && (
        <ul className="product-reviews__list" aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} moderate={isAdmin} />
          ))}
        </ul>
      )}
      {data?.canReview && (
        <Suspense fallback={null}>
          <ReviewForm productId={productId} />
        </Suspense>
      )}
    </section>
  );
}

function ReviewItem({ review, moderate }: { review: ReviewDto; moderate: boolean }) {
  return (
    <li className="product-reviews__item">
      <p className="product-reviews__head">
        <ProductRating rating={review.rating} />
        <span className="product-reviews__author">{review.author}</span>
        <span className="product-reviews__date">{formatLocalDateTime(review.createdAt)}</span>
        {review.hidden && (
          <Suspense fallback={null}>
            <HiddenTag />
          </Suspense>
        )}
      </p>
      <p className="product-reviews__body">{review.body}</p>
      {moderate && (
        <Suspense fallback={null}>
          <ReviewModeration review={review} />
        </Suspense>
      )}
    </li>
  );
}
