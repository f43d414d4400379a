import { Tag } from 'antd';
import type { OrderDto } from '../api';

function TotalRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{amount}</td>
    </tr>
  );
}

// An order's items with their prices (and which were refunded), its total, discount and refunds.
export function OrderItemsTable({ order }: { order: OrderDto }) {
  return (
    <table className="shop-order-details__items">
      <caption className="sr-only">Items</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, i) => (
          <tr key={`${item.productId}-${i}`}>
            <td>
              {item.title}
              {item.refunded && <Tag className="shop-order-details__refunded">Refunded</Tag>}
            </td>
            <td>{item.quantity}</td>
            <td>{item.price}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <TotalRow label="Total" amount={order.totalAmount} />
        {order.coupon && <TotalRow label={`Discount (${order.coupon.code})`} amount={`-${order.coupon.discount}`} />}
        {order.refundedAmount && <TotalRow label="Refunded" amount={order.refundedAmount} />}
      </tfoot>
    </table>
  );
}
