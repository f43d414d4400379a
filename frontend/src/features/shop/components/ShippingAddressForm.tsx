import { Button, Form, Input } from 'antd';
import type { ShippingAddressDto } from '../api';

const required = (label: string) => [{ required: true, whitespace: true, message: `${label} is required` }];

// Where a physical order goes: the address the customer used last filled in, each line editable.
export function ShippingAddressForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: ShippingAddressDto;
  submitLabel: string;
  onSubmit: (address: ShippingAddressDto) => void;
}) {
  return (
    <Form<ShippingAddressDto>
      name="shipping-address"
      aria-label="Shipping address"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={(values) => onSubmit({ ...values, line2: values.line2 || null, region: values.region || null })}
    >
      <Form.Item name="name" label="Full name" rules={required('Full name')}>
        <Input autoComplete="shipping name" maxLength={100} />
      </Form.Item>
      <Form.Item name="line1" label="Address" rules={required('Address')}>
        <Input autoComplete="shipping address-line1" maxLength={200} />
      </Form.Item>
      <Form.Item name="line2" label="Address line 2 (optional)">
        <Input autoComplete="shipping address-line2" maxLength={200} />
      </Form.Item>
      <div className="checkout-address__row">
        <Form.Item name="city" label="City" rules={required('City')}>
          <Input autoComplete="shipping address-level2" maxLength={100} />
        </Form.Item>
        <Form.Item name="region" label="State or region (optional)">
          <Input autoComplete="shipping address-level1" maxLength={100} />
        </Form.Item>
      </div>
      <div className="checkout-address__row">
        <Form.Item name="postalCode" label="Postal code" rules={required('Postal code')}>
          <Input autoComplete="shipping postal-code" maxLength={20} />
        </Form.Item>
        <Form.Item name="country" label="Country" rules={required('Country')}>
          <Input autoComplete="shipping country-name" maxLength={60} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" block>
        {submitLabel}
      </Button>
    </Form>
  );
}
