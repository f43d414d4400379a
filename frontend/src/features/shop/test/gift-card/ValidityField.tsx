import { Form, Input } from 'antd';

// The product manager's field of a gift card: how long it can be used ('12 months').
export function ValidityField() {
  return (
    <Form.Item label="Valid for" name="duration">
      <Input maxLength={60} placeholder="12 months" />
    </Form.Item>
  );
}
