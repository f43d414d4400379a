import dayjs from 'dayjs';

// An order as the account page lists it (spec section 3). The shop issue supplies them from
// GET /api/orders; until then the list is empty.
export interface AccountOrder {
  id: number | string;
  createdAt: string;
  status: string;
  totalAmount: string | number;
  paymentMethod?: string | null;
}

// Spec section 9: 'MMM dd, yyyy at h:mm a' (dayjs spells it so).
export const ORDER_DATE_FORMAT = 'MMM DD, YYYY [at] h:mm A';
// Spec section 9: 'MMMM yyyy'.
export const MEMBER_SINCE_FORMAT = 'MMMM YYYY';

export const formatOrderDate = (iso: string) => dayjs(iso).format(ORDER_DATE_FORMAT);
export const formatMemberSince = (iso: string) => dayjs(iso).format(MEMBER_SINCE_FORMAT);

// Spec section 4: completed green, pending yellow, cancelled red, otherwise grey.
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
