import { Button, Tag } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useHideReviewMutation, useShowReviewMutation } from './api';

const failed = (error: unknown) =>
  toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// The owner's button under a review on the product's page: hides it (or shows it again). Loaded
// for the owner alone (ProductReviews), so visitors never load the admin client.
export default function ReviewModeration({ review }: { review: { id: number; hidden: boolean } }) {
  const [hide, hiding] = useHideReviewMutation();
  const [show, showing] = useShowReviewMutation();
  const toggle = () => (review.hidden ? show : hide)({ id: review.id }).unwrap().catch(failed);
  return (
    <Button size="small" onClick={toggle} loading={hiding.isLoading || showing.isLoading}>
      {review.hidden ? 'Show Review' : 'Hide Review'}
    </Button>
  );
}

// "Hidden" beside a review only the owner sees (a hidden review is listed for the owner alone)
export function HiddenTag() {
  return <Tag>Hidden</Tag>;
}
