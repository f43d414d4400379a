import { Form, Input } from 'antd';

// The product manager's figure of a consultation: how long a session lasts, as its card says it.
export function DurationField() {
  return (
    <Form.Item label="Duration" name="duration">
      <Input maxLength={60} placeholder="60 min" />
    </Form.Item>
  );
}
