import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Spin, Tag } from 'antd';
import { useState } from 'react';
import { listState } from '../../../api/list-state';
import { ButtonLink } from '../../../components/ButtonLink';
import { CursorPagination } from '../../../components/CursorPagination';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import type { OrderDto } from '../api';
import { formatOrderDate, orderStatus, statusColor } from '../lib/order-format';
import { OrderDetails } from './OrderDetails';
import { ShippedBy } from './TrackingNumber';
import { ORDERS_PAGE_SIZE, useOrders } from '../use-orders';
import '../shop-account.css';

export const ORDERS_LOAD_FAILED = 'Failed to load your orders. Please try again later.';

// The account's Orders tab (spec section 2): each order, a page at a time, or 'No orders yet'.
export function OrdersTabContent() {
  const pager = useCursorPages('');
  const page = useOrders(pager.cursor);
  const orders = listState({ ...page, data: page.currentData?.items ?? page.data?.items });

  if (orders.status === 'loading') {
    return (
      <div className="shop-account-loading">
        <Spin aria-label="Loading your orders" />
      </div>
    );
  }
  if (orders.status === 'failed') {
    return (
      <p className="shop-account-error" role="alert">
        {ORDERS_LOAD_FAILED}
      </p>
    );
  }
  if (orders.status === 'empty') {
    return (
      <Card>
        <Empty image={<ShoppingOutlined className="shop-account-empty__icon" />} description="No orders yet">
          <ButtonLink to="/products" type="primary">
            Browse Products
          </ButtonLink>
        </Empty>
      </Card>
    );
  }
  return (
    <>
      <ul className="shop-orders" aria-label="Orders">
        {orders.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <CursorPagination pager={pager} query={page} pageSize={ORDERS_PAGE_SIZE} noun="orders" />
    </>
  );
}

function OrderCard({ order }: { order: OrderDto }) {
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
