import { Button, Popconfirm } from 'antd';
import { type AdminOrderDetailDto, useRefundOrderMutation } from '../api';
import { report } from './report-outcome';

type Item = AdminOrderDetailDto['items'][number];

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
