import { Card, Empty, Statistic, Tag } from 'antd';
import type { SalesDto } from '../../../api/admin';
import { statusColor } from '../lib/order-format';
import { useSiteTime } from './use-site-time';
import './sales.css';

// The shop in the owner's overview: what was paid today and over the last 7 and 30 days (a
// refunded order counts for nothing), and the latest orders, from the same request as the counts.
export function SalesCard({ sales }: { sales: SalesDto | undefined }) {
  const revenue = sales?.revenue;
  const timeOf = useSiteTime();
  return (
    <Card className="admin-sales" title="Sales" role="group" aria-label="Sales">
      <div className="admin-sales__revenue">
        <Statistic title="Revenue today" value={revenue?.today ?? '–'} loading={!revenue} />
        <Statistic title="Last 7 days" value={revenue?.last7Days ?? '–'} loading={!revenue} />
        <Statistic title="Last 30 days" value={revenue?.last30Days ?? '–'} loading={!revenue} />
      </div>
      <h3 className="admin-sales__heading">Latest orders</h3>
      {sales && sales.latestOrders.length === 0 && <Empty description="No orders yet" />}
      {sales && sales.latestOrders.length > 0 && (
        <ul className="admin-sales__orders" aria-label="Latest orders">
          {sales.latestOrders.map((order) => (
            <li key={order.id} className="admin-sales__order">
              <span className="admin-sales__order-id">#{order.id}</span>
              <span className="admin-sales__order-who">
                {order.buyer ?? 'Deleted account'} · {order.items.join(', ')}
              </span>
              <span className="admin-sales__order-date">{timeOf(order.createdAt)}</span>
              <Tag color={statusColor(order.status)}>{order.status}</Tag>
              <strong>{order.totalAmount}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
