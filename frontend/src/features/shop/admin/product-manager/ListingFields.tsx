import { Form, Input } from 'antd';

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
