import type { TableColumnsType } from 'antd';
import { Button, Tag } from 'antd';
import { statusColor } from '../../lib/order-format';
import type { AdminOrderDto } from '../api';

const Muted = ({ children }: { children: string }) => <div className="admin-orders__muted">{children}</div>;

// The orders table's columns: the number (which opens the order), when, who, what, its status and
// total (and what was refunded of it).
export function orderColumns(
  open: (id: number) => void,
  timeOf: (at: string) => string,
): TableColumnsType<AdminOrderDto> {
  return [
    {
      title: 'Order',
      key: 'id',
      render: (_, o) => (
        <Button type="link" className="admin-orders__open" onClick={() => open(o.id)}>
          <span className="sr-only">Open order</span> #{o.id}
        </Button>
      ),
    },
    {
      title: 'Placed',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (at: string) => <time dateTime={at}>{timeOf(at)}</time>,
    },
    {
      title: 'Buyer',
      key: 'buyer',
      render: (_, { buyer }) =>
        buyer ? (
          <>
            {buyer.name || buyer.email}
            {buyer.name && <Muted>{buyer.email}</Muted>}
          </>
        ) : (
          <Muted>Deleted account</Muted>
        ),
    },
    { title: 'Items', dataIndex: 'itemsSummary', key: 'items' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (s: string) => <Tag color={statusColor(s)}>{s}</Tag>,
    },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      render: (_, o) => (
        <>
          {o.totalAmount}
          {o.refundedAmount !== '$0' && <Muted>{`${o.refundedAmount} refunded`}</Muted>}
        </>
      ),
    },
  ];
}
