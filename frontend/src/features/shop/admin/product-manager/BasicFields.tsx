import { Form, Input, Select } from 'antd';
import {
  CATEGORY_REQUIRED,
  DESCRIPTION_TOO_SHORT,
  isPrice,
  MIN_DESCRIPTION_LENGTH,
  PRICE_FORMAT,
  PRICE_REQUIRED,
  TITLE_REQUIRED,
} from '../../lib/product-form';
import { productTypes } from '../../product-types/registry';

// the registered types, by their labels, in their order
const typeOptions = () => productTypes().map(({ type, label }) => ({ value: type, label }));

const check = (ok: (value: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value: string | undefined) =>
    ok(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
});

// What every product has: title, category, description, price and type (spec section 5's rules).
export function BasicFields() {
  return (
    <>
      <div className="product-form__grid">
        <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: TITLE_REQUIRED }]}>
          <Input maxLength={200} placeholder="The Calm Leader Workbook" />
        </Form.Item>
        <Form.Item
          label="Category"
          name="category"
          rules={[{ required: true, whitespace: true, message: CATEGORY_REQUIRED }]}
        >
          <Input maxLength={60} placeholder="Leadership" />
        </Form.Item>
      </div>

      <Form.Item
        label="Description"
        name="description"
        rules={[check((v) => v.trim().length >= MIN_DESCRIPTION_LENGTH, DESCRIPTION_TOO_SHORT)]}
      >
        <Input.TextArea rows={4} maxLength={5000} placeholder="What the buyer gets, in a few sentences" />
      </Form.Item>

      <div className="product-form__grid">
        <Form.Item
          label="Price"
          name="price"
          rules={[
            { required: true, whitespace: true, message: PRICE_REQUIRED },
            check((v) => !v.trim() || isPrice(v), PRICE_FORMAT),
          ]}
        >
          <Input prefix="$" inputMode="decimal" maxLength={14} placeholder="49.99" />
        </Form.Item>
        <Form.Item label="Type" name="type">
          <Select options={typeOptions()} />
        </Form.Item>
      </div>
    </>
  );
}
