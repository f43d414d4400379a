import dayjs from 'dayjs';
import type { OrderDto } from '../api';

// Spec section 9: 'MMM dd, yyyy at h:mm a' (dayjs spells it so).
export const ORDER_DATE_FORMAT = 'MMM DD, YYYY [at] h:mm A';
export const formatOrderDate = (iso: string) => dayjs(iso).format(ORDER_DATE_FORMAT);

// What the buyer reads on an order: a paid order the owner marked shipped says so.
export const orderStatus = (order: Pick<OrderDto, 'status' | 'shipping'>) =>
  order.status === 'completed' && order.shipping?.shippedAt ? 'shipped' : order.status;

// Spec section 4: completed green, pending yellow, cancelled red, otherwise grey (antd Tag colours).
export function statusColor(status: string): string {
  switch (status) {
    case 'completed':
    case 'shipped':
      return 'green';
    case 'pending':
      return 'gold';
    case 'cancelled':
      return 'red';
    default:
      return 'default';
  }
}
