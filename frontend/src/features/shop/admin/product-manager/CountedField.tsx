import { Form } from 'antd';
import type { ProductFormValues } from '../../lib/product-form';

const COUNTED = 'Counted from paid orders';

// A figure the form shows but does not send (antd gives it the field's id and value): labelled by
// the field's label, as an <output> is.
function CountOutput({ id, value }: { id?: string; value?: number | null }) {
  return (
    <output id={id} className="product-form__count">
      {(value ?? 0).toLocaleString('en-US')}
    </output>
  );
}

// A type's figure the server counts from paid orders (a digital product's downloads, a course's
// students): a type says so in its form (`counted`).
export function CountedField({ label, name }: { label: string; name: keyof ProductFormValues }) {
  return (
    <Form.Item label={label} name={name} extra={COUNTED}>
      <CountOutput />
    </Form.Item>
  );
}
