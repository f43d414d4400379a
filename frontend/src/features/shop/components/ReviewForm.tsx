import { Button, Form, Input, Rate } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useCreateReviewMutation } from '../api';

const RATING_REQUIRED = 'Please choose from 1 to 5 stars';
const BODY_REQUIRED = 'Please write a few words about it';

const failed = (error: unknown) =>
  toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });

// A buyer's review of a product, under its reviews (ProductReviews): antd's form, loaded only for
// a buyer who may write one.
export default function ReviewForm({ productId }: { productId: number }) {
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
