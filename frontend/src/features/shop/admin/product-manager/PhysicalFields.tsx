import { Form, Input, InputNumber, Switch } from 'antd';
import { INVENTORY_MIN, LOW_STOCK_MIN } from '../../lib/product-form';

// Shipping and stock: for physical goods only.
export function PhysicalFields() {
  return (
    <fieldset className="product-form__physical">
      <legend>Shipping and stock</legend>
      <div className="product-form__grid">
        <Form.Item label="Weight" name="weight">
          <Input maxLength={40} placeholder="1.2 lb" />
        </Form.Item>
        <Form.Item label="Dimensions" name="dimensions">
          <Input maxLength={60} placeholder="9 x 6 x 1 in" />
        </Form.Item>
        <Form.Item label="Inventory" name="inventory" rules={[{ type: 'number', min: 0, message: INVENTORY_MIN }]}>
          <InputNumber precision={0} className="product-form__number" />
        </Form.Item>
        <Form.Item
          label="Low Stock Alert"
          name="lowStockAlert"
          rules={[{ type: 'number', min: 1, message: LOW_STOCK_MIN }]}
        >
          <InputNumber precision={0} className="product-form__number" />
        </Form.Item>
      </div>
      <Form.Item label="Requires Shipping" name="requiresShipping" valuePropName="checked">
        <Switch />
      </Form.Item>
    </fieldset>
  );
}
