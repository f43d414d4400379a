import { Button, Form, Input, Rate, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import { type ReviewDto, useCreateReviewMutation, useListReviewsQuery } from '../api';
import { formatOrderDate } from '../lib/order-format';
import { ProductRating } from './ProductRating';

const RATING_REQUIRED = 'Please choose from 1 to 5 stars';
const BODY_REQUIRED = 'Please write a few words about it';

// the owner's hide/show button: the admin client, loaded for the owner alone
const ReviewModeration = lazy(() => import('../admin/ReviewModeration'));

const failed = (error: unknown) =>
  toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

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
      {data?.canReview && <ReviewForm productId={productId} />}
    </section>
  );
}

function ReviewItem({ review, moderate }: { review: ReviewDto; moderate: boolean }) {
  return (
    <li className="product-reviews__item">
      <p className="product-reviews__head">
        <ProductRating rating={review.rating} />
        <span className="product-reviews__author">{review.author}</span>
        <span className="product-reviews__date">{formatOrderDate(review.createdAt)}</span>
        {review.hidden && <Tag>Hidden</Tag>}
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

function ReviewForm({ productId }: { productId: number }) {
  const [create, { isLoading }] = useCreateReviewMutation();
  const submit = async (values: { rating: number; body: string }) => {
    try {
      await create({ id: productId, saveReviewDto: values }).unwrap();
      toast({ title: 'Review Posted', description: 'Thank you for your review.' });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Form name="review" aria-label="Write a review" layout="vertical" requiredMark={false} onFinish={submit}>
      <h3>Write a review</h3>
      <Form.Item name="rating" label="Your rating" rules={[{ required: true, message: RATING_REQUIRED }]}>
        <Rate />
      </Form.Item>
      <Form.Item name="body" label="Your review" rules={[{ required: true, whitespace: true, message: BODY_REQUIRED }]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Post Review
      </Button>
    </Form>
  );
}
