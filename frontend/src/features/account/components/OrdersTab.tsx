import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tag } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import type { AccountOrder } from '../orders';
import { formatOrderDate, statusColor } from '../orders';

export function OrdersTab({ orders }: { orders: AccountOrder[] }) {
  if (orders.length === 0) {
    return (
      <Card>
        <Empty image={<ShoppingOutlined className="account-empty__icon" />} description="No orders yet">
          <ButtonLink to="/products" type="primary">
            Browse Products
          </ButtonLink>
        </Empty>
      </Card>
    );
  }
  return (
    <ul className="account-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <Card
            title={`Order #${order.id}`}
            extra={<Tag color={statusColor(order.status)}>{order.status}</Tag>}
            size="small"
          >
            <div className="account-order">
              <div>
                <p className="account-order__date">{formatOrderDate(order.createdAt)}</p>
                <p>Payment: {order.paymentMethod || 'Not specified'}</p>
              </div>
              <div className="account-order__side">
                <p className="account-order__total">{order.totalAmount}</p>
                <Button size="small">View Details</Button>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
