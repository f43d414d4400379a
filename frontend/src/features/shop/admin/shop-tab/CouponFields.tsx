import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import type { ProductDto } from '../../api';
import type { CouponKind } from './coupon-form';

const CODE_RULE = 'The code must be 3 to 40 letters, digits, - or _';

// the two kinds, each with the field of its number (the other kind's is not sent)
const KINDS = {
  percent: {
    label: 'Percentage',
    field: { name: 'percentOff', label: 'Percentage off', input: { suffix: '%', min: 1, max: 100, precision: 0 } },
  },
  amount: {
    label: 'Amount off',
    field: { name: 'amountOff', label: 'Dollars off', input: { prefix: '$', min: 0.01, max: 100000, precision: 2 } },
  },
} as const;
const KIND_OPTIONS = Object.entries(KINDS).map(([value, { label }]) => ({ value, label }));

// the optional limits: a whole number of at least 1, or nothing
const LIMITS = [
  { name: 'usageLimit', label: 'Usage limit', extra: 'Uses in all; empty: no limit.' },
  { name: 'perCustomerLimit', label: 'Limit per customer', extra: 'Empty: no limit.' },
] as const;

// The New Coupon form's fields: the code, its kind and number, when it expires, its limits, and
// the products it is for (the shop's, not archived).
export function CouponFields({ kind, products }: { kind: CouponKind; products: ProductDto[] }) {
  const amount = KINDS[kind].field;
  return (
    <>
      <Form.Item
        name="code"
        label="Code"
        extra="Customers may type it in any case."
        // the API's rule and sentence (it trims the code first)
        rules={[{ required: true, pattern: /^\s*[A-Za-z0-9_-]{3,40}\s*$/, message: CODE_RULE }]}
      >
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item name="kind" label="Kind">
        <Radio.Group aria-label="Kind" options={KIND_OPTIONS} />
      </Form.Item>
      <Form.Item
        key={amount.name}
        name={amount.name}
        label={amount.label}
        rules={[{ required: true, message: `Please enter the ${amount.label.toLowerCase()}` }]}
      >
        <InputNumber {...amount.input} />
      </Form.Item>
      <Form.Item name="expiresAt" label="Expires" extra="From then on the code is refused; empty: never.">
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder="Never"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          // Enter confirms the date typed, and does not send the form yet
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </Form.Item>
      <div className="admin-coupon-form__row">
        {LIMITS.map(({ name, label, extra }) => (
          <Form.Item key={name} name={name} label={label} extra={extra}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
        ))}
      </div>
      <Form.Item name="minOrder" label="Minimum order" extra="What the products must come to; empty: none.">
        <InputNumber prefix="$" min={0} max={1000000} precision={2} />
      </Form.Item>
      <Form.Item name="productIds" label="Products" extra="Empty: every product.">
        <Select
          mode="multiple"
          placeholder="All products"
          optionFilterProp="label"
          options={products.filter((p) => !p.archived).map((p) => ({ value: p.id, label: p.title }))}
        />
      </Form.Item>
    </>
  );
}
