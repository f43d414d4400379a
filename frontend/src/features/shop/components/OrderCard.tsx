import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import type { OrderDto } from '../api';
import { formatOrderDate, orderStatus, statusColor } from '../lib/order-format';
import { OrderDetails } from './OrderDetails';
import { ShippedBy } from './TrackingNumber';

// One order of the account's Orders tab: when, what, how it was paid, whether it has shipped, its
// total, and "View Details".
export function OrderCard({ order }: { order: OrderDto }) {
  const [open, setOpen] = useState(false);
  const status = orderStatus(order);
  const { shipping } = order;
  return (
    <Card
      size="small"
      title={`Order #${order.id}`}
      extra={
        <Tag className="shop-order__status" color={statusColor(status)}>
          {status}
        </Tag>
      }
    >
      <div className="shop-order">
        <div>
          <p className="shop-order__date">{formatOrderDate(order.createdAt)}</p>
          {order.items.length > 0 && (
            <ul className="shop-order__items" aria-label="Items">
              {order.items.map((item, i) => (
                <li key={`${item.productId}-${i}`}>{item.title}</li>
              ))}
            </ul>
          )}
          <p>Payment: {order.paymentMethod || 'Not specified'}</p>
          {status === 'shipped' && shipping?.shippedAt && (
            <p className="shop-order__shipped">
              <ShippedBy shipping={shipping} shippedOn={formatOrderDate(shipping.shippedAt)} />
            </p>
          )}
        </div>
        <div className="shop-order__side">
          <p className="shop-order__total">{order.totalAmount}</p>
          <Button size="small" onClick={() => setOpen(true)}>
            View Details
          </Button>
          {open && <OrderDetails order={order} onClose={() => setOpen(false)} />}
        </div>
      </div>
    </Card>
  );
}
