import { Form, Input, Select } from 'antd';
import { TYPE_LABELS } from '../lib/product-display';
import type { ProductFormValues } from '../lib/product-form';
import {
  CATEGORY_REQUIRED,
  DESCRIPTION_TOO_SHORT,
  isPrice,
  MIN_DESCRIPTION_LENGTH,
  PRICE_FORMAT,
  PRICE_REQUIRED,
  TITLE_REQUIRED,
} from '../lib/product-form';

const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as ProductFormValues['type'][]).map((value) => ({
  value,
  label: TYPE_LABELS[value],
}));

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
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
      </div>
    </>
  );
}

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

// the buyers' reviews' average, or none yet
function RatingOutput({ id, value }: { id?: string; value?: number | null }) {
  return (
    <output id={id} className="product-form__count">
      {value ?? 'No reviews yet'}
    </output>
  );
}

// The figure each type shows on its card, and the rating (the server's, but the duration).
export function FigureFields({ type }: { type: ProductFormValues['type'] }) {
  return (
    <div className="product-form__grid">
      {type === 'digital' && (
        <Form.Item label="Downloads" name="downloads" extra={COUNTED}>
          <CountOutput />
        </Form.Item>
      )}
      {type === 'course' && (
        <Form.Item label="Students" name="students" extra={COUNTED}>
          <CountOutput />
        </Form.Item>
      )}
      {type === 'consultation' && (
        <Form.Item label="Duration" name="duration">
          <Input maxLength={60} placeholder="60 min" />
        </Form.Item>
      )}
      <Form.Item label="Rating" name="rating" extra="The average of the buyers’ reviews">
        <RatingOutput />
      </Form.Item>
    </div>
  );
}

// SKU, tags and the sentence for search engines.
export function ListingFields() {
  return (
    <>
      <div className="product-form__grid">
        <Form.Item label="SKU" name="sku">
          <Input maxLength={64} placeholder="CLW-001" />
        </Form.Item>
        <Form.Item label="Tags" name="tags" extra="Separate tags with commas">
          <Input placeholder="leadership, workbook" />
        </Form.Item>
      </div>

      <Form.Item label="Meta Description" name="metaDescription">
        <Input.TextArea rows={2} maxLength={300} placeholder="A sentence for search engines" />
      </Form.Item>
    </>
  );
}
