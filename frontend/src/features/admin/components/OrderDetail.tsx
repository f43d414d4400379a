import { Descriptions, Drawer, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { addressLines, statusColor } from '../../shop';
import { type AdminOrderDetailDto, useGetAdminOrderQuery } from '../api';
import { useSiteTime } from '../lib/use-site-time';
import { MarkShippedForm, RefundItemButton, RefundOrderButton } from './OrderActions';
import { OrderTimeline } from './OrderTimeline';

type Item = AdminOrderDetailDto['items'][number];

const itemColumns = (order: AdminOrderDetailDto): TableColumnsType<Item> => [
  { title: 'Item', dataIndex: 'title', key: 'title' },
  { title: 'Type', dataIndex: 'type', key: 'type' },
  { title: 'Qty', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  { title: 'Price', dataIndex: 'price', key: 'price', align: 'right' },
  {
    title: 'Refund',
    key: 'refund',
    render: (_, item) => (item.refunded ? <Tag>Refunded</Tag> : <RefundItemButton order={order} item={item} />),
  },
];

// shipped (when, by whom, tracking) or not yet, where to, and what it cost
function ShippingFacts({
  shipping,
  timeOf,
}: {
  shipping: NonNullable<AdminOrderDetailDto['shipping']>;
  timeOf: (at: string) => string;
}) {
  return (
    <>
      <Descriptions.Item label="Ships to">
        {shipping.address ? addressLines(shipping.address).join(', ') : 'Address removed with the account'}
      </Descriptions.Item>
      <Descriptions.Item label="Shipping">
        {shipping.shippedAt
          ? `Shipped ${timeOf(shipping.shippedAt)} by ${shipping.carrier}, tracking number ${shipping.trackingNumber}`
          : 'Not shipped yet'}{' '}
        ({shipping.amount})
      </Descriptions.Item>
    </>
  );
}

function OrderFacts({ order }: { order: AdminOrderDetailDto }) {
  const { buyer, payment } = order;
  const timeOf = useSiteTime();
  return (
    <Descriptions column={1} size="small" className="admin-order__facts">
      <Descriptions.Item label="Status">
        <Tag color={statusColor(order.status)}>{order.status}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Placed">{timeOf(order.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Paid">{order.completedAt ? timeOf(order.completedAt) : 'Not paid'}</Descriptions.Item>
      <Descriptions.Item label="Buyer">
        {buyer ? [buyer.name, buyer.email].filter(Boolean).join(' · ') : 'Deleted account'}
      </Descriptions.Item>
      <Descriptions.Item label="Payment">
        {[payment.provider, payment.method].filter(Boolean).join(' · ')}
      </Descriptions.Item>
      <Descriptions.Item label="Payment reference">
        {payment.reference ? <Typography.Text copyable>{payment.reference}</Typography.Text> : 'None'}
      </Descriptions.Item>
      {order.shipping && ShippingFacts({ shipping: order.shipping, timeOf })}
      {order.coupon && (
        <Descriptions.Item label="Discount">
          {order.coupon.code}: -{order.coupon.discount}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Total">{order.totalAmount}</Descriptions.Item>
      <Descriptions.Item label="Refunded">{order.refundedAmount}</Descriptions.Item>
    </Descriptions>
  );
}

// One order, opened from the Orders tab: what it is, what was bought, and what happened to it; on a
// paid one, Mark Shipped (when it is shipped) and refunds of the whole or of an item.
export function OrderDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: order, isError } = useGetAdminOrderQuery({ id });
  return (
    <Drawer open title={`Order #${id}`} onClose={onClose} size="min(720px, 100vw)">
      {isError && <p role="alert">Failed to load this order. Please try again later.</p>}
      {!order && !isError && <Spin aria-label="Loading the order" />}
      {order && (
        <>
          <OrderFacts order={order} />
          <MarkShippedForm order={order} />
          <h3 className="admin-order__heading">Items</h3>
          <Table<Item>
            columns={itemColumns(order)}
            dataSource={order.items}
            rowKey="id"
            pagination={false}
            size="small"
          />
          <div className="admin-order__actions">
            <RefundOrderButton order={order} />
          </div>
          <h3 className="admin-order__heading">Timeline</h3>
          <OrderTimeline events={order.timeline} />
        </>
      )}
    </Drawer>
  );
}
