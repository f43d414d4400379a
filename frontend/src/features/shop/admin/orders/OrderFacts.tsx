import { Descriptions, Tag, Typography } from 'antd';
import { addressLines } from '../../lib/shipping';
import { statusColor } from '../../lib/order-format';
import type { AdminOrderDetailDto } from '../api';
import { useSiteTime } from '../use-site-time';

type Shipping = NonNullable<AdminOrderDetailDto['shipping']>;

// shipped (when, by whom, tracking) or not yet, where to, and what it cost
function ShippingFacts({ shipping, timeOf }: { shipping: Shipping; timeOf: (at: string) => string }) {
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

// An order's facts at the top of its drawer: status, when, who paid and how, shipping, money.
export function OrderFacts({ order }: { order: AdminOrderDetailDto }) {
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
