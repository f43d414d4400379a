import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ProductDto } from './api';

const PRICE_HINT = 'Such as 19 or 19.50; leave it blank if the tier is not offered this way.';

// A tier's fields: its rank, prices, trial, benefits, the paid daily e-mail and what it includes.
export function TierFields({ products }: { products: ProductDto[] }) {
  return (
    <>
      <div className="memberships-tier__row">
        <Form.Item name="rank" label="Rank" extra="1 to 100: a higher rank reads what a lower one reads.">
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="monthlyPrice" label="Monthly price" extra={PRICE_HINT}>
          <Input prefix="$" maxLength={12} />
        </Form.Item>
        <Form.Item name="yearlyPrice" label="Yearly price" extra={PRICE_HINT}>
          <Input prefix="$" maxLength={12} />
        </Form.Item>
        <Form.Item name="trialDays" label="Free trial (days)" extra="0 for none, at most 90.">
          <InputNumber min={0} max={90} precision={0} />
        </Form.Item>
      </div>
      <Form.Item name="benefits" label="Benefits" extra="A line each, at most 12: shown on the tier's join page.">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
      </Form.Item>
      <Form.Item name="paidNewsletter" label="Paid edition of the daily e-mail" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="includedProductIds" label="Included products" extra="Members have them while they are members.">
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder="Courses and products members get"
          options={products.map((product) => ({ value: product.id, label: product.title }))}
        />
      </Form.Item>
    </>
  );
}
