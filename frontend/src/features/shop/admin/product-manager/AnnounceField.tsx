import { Checkbox, Form } from 'antd';
import dayjs from 'dayjs';
import type { ProductDto } from '../../api';

// "Tell subscribers to product updates": with the save, the Product Updates list is mailed about
// the product, once. A product already announced says when instead.
export function AnnounceField({ product }: { product: ProductDto | null }) {
  if (product?.announcedAt) {
    return (
      <p className="product-form__announced" role="note">
        Subscribers to product updates were told about this product on{' '}
        {dayjs(product.announcedAt).format('MMM DD, YYYY')}.
      </p>
    );
  }
  return (
    <Form.Item
      name="notifyProductUpdates"
      valuePropName="checked"
      extra="With the save, everyone on the Product Updates list gets an e-mail about this product (once)."
    >
      <Checkbox>Tell subscribers to product updates</Checkbox>
    </Form.Item>
  );
}
