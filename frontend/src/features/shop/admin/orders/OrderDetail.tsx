import { Drawer, Spin, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { type AdminOrderDetailDto, useGetAdminOrderQuery } from '../api';
import { MarkShippedForm } from './MarkShippedForm';
import { OrderFacts } from './OrderFacts';
import { OrderTimeline } from './OrderTimeline';
import { RefundItemButton, RefundOrderButton } from './RefundButtons';

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
