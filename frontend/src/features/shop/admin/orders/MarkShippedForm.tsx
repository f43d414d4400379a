import { Button, Form, Input } from 'antd';
import { type AdminOrderDetailDto, useMarkShippedMutation } from '../api';
import { report } from './report-outcome';

// "Mark Shipped" with the carrier and tracking number, once, on a paid order with an address.
export function MarkShippedForm({ order }: { order: AdminOrderDetailDto }) {
  const [ship, { isLoading }] = useMarkShippedMutation();
  if (order.status !== 'completed' || !order.shipping?.address || order.shipping.shippedAt) return null;
  return (
    <Form
      name="mark-shipped"
      aria-label="Mark shipped"
      layout="inline"
      requiredMark={false}
      className="admin-order__ship"
      onFinish={({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) =>
        report(ship({ id: order.id, markShippedDto: { carrier, trackingNumber } }).unwrap(), 'Order Shipped')
      }
    >
      <Form.Item
        name="carrier"
        label="Carrier"
        rules={[{ required: true, whitespace: true, message: 'Carrier is required' }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="trackingNumber"
        label="Tracking number"
        rules={[{ required: true, whitespace: true, message: 'Tracking number is required' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Mark Shipped
      </Button>
    </Form>
  );
}
