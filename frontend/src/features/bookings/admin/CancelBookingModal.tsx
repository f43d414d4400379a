import type { AdminBookingDto } from './api';
import { useCancelBookingAsOwnerMutation } from './api';
import type { BookingDialogProps } from './BookingActionModal';
import { BookingActionModal } from './BookingActionModal';
import { priceText } from './price-text';
import { longDay, timeRange, wallClock } from '../lib/zoned-time';

// Whether cancelling gives the customer money back, in words: a paid session is refunded in full.
export function refundLine(booking: AdminBookingDto): string {
  return booking.priceCents > 0 && booking.orderId !== null
    ? `${booking.customer.name} is refunded ${priceText(booking.priceCents)} in full (order #${booking.orderId}).`
    : 'The session was free: there is nothing to refund.';
}

// Cancelling a booking as the owner, with a message the customer's mail carries.
export function CancelBookingModal({ booking, timeZone, onClose }: BookingDialogProps) {
  const [cancel] = useCancelBookingAsOwnerMutation();
  const { day } = wallClock(new Date(booking.startsAt), timeZone);
  return (
    <BookingActionModal
      title="Cancel this session?"
      okText="Cancel Session"
      danger
      cancelText="Keep Session"
      summary={
        <>
          <p>
            “{booking.title}” with {booking.customer.name} on {longDay(day)},{' '}
            {timeRange(booking.startsAt, booking.endsAt, timeZone)}. Its time becomes free again.
          </p>
          <p className="booking-action__refund">{refundLine(booking)}</p>
        </>
      }
      run={({ message }) => cancel({ id: booking.id, cancelBookingAsOwnerDto: { message } }).unwrap()}
      done="Session cancelled"
      onClose={onClose}
    />
  );
}
