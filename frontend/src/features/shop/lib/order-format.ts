import dayjs from 'dayjs';

// Spec section 9: 'MMM dd, yyyy at h:mm a' (dayjs spells it so).
export const ORDER_DATE_FORMAT = 'MMM DD, YYYY [at] h:mm A';
export const formatOrderDate = (iso: string) => dayjs(iso).format(ORDER_DATE_FORMAT);

// Spec section 4: completed green, pending yellow, cancelled red, otherwise grey (antd Tag colours).
export function statusColor(status: string): string {
  switch (status) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'gold';
    case 'cancelled':
      return 'red';
    default:
      return 'default';
  }
}
