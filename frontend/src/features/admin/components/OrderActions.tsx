import { Button, Form, Input, Popconfirm } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { type AdminOrderDetailDto, useMarkShippedMutation, useRefundOrderMutation } from '../api';

type Item = AdminOrderDetailDto['items'][number];

// the server's answer in a toast, or its refusal
async function report(request: Promise<{ message: string }>, title: string) {
  try {
    const { message } = await request;
    toast({ title, description: message });
  } catch (error) {
    toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
  }
}

// a paid order keeps something to give back until it is 'refunded' (the shipping may outlast its items)
const refundable = (order: AdminOrderDetailDto) => order.status === 'completed';

// "Refund Order": everything not refunded yet, shipping included; the server computes the amount.
export function RefundOrderButton({ order }: { order: AdminOrderDetailDto }) {
  const [refund, { isLoading }] = useRefundOrderMutation();
  if (!refundable(order)) return null;
  return (
    <Popconfirm
      title="Refund this order?"
      description="All that is left of it goes back to the buyer’s card; downloads stop and stock returns."
      okText="Refund"
      okButtonProps={{ danger: true }}
      onConfirm={() => report(refund({ id: order.id, refundOrderDto: {} }).unwrap(), 'Order Refunded')}
    >
      <Button danger loading={isLoading}>
        Refund Order
      </Button>
    </Popconfirm>
  );
}

// "Refund" on one item of a paid order: what was paid for it goes back.
export function RefundItemButton({ order, item }: { order: AdminOrderDetailDto; item: Item }) {
  const [refund, { isLoading }] = useRefundOrderMutation();
  if (item.refunded || !refundable(order)) return null;
  return (
    <Popconfirm
      title={`Refund "${item.title}"?`}
      okText="Refund"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        report(refund({ id: order.id, refundOrderDto: { itemIds: [item.id] } }).unwrap(), 'Item Refunded')
      }
    >
      <Button size="small" loading={isLoading} aria-label={`Refund ${item.title}`}>
        Refund
      </Button>
    </Popconfirm>
  );
}

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
