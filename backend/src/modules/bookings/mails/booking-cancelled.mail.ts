import { mailTemplate } from '../../../core/mail/mail-template';
import { type BookingMailPayload, type BookingMailRole, customerName } from './booking-mail-context';
import { defineBookingMail } from './define-booking-mail';

// refund: whether the session's payment is refunded in full ('full') or not at all ('none')
export type BookingCancelledPayload = BookingMailPayload & { role: BookingMailRole; refund: 'full' | 'none' };

// how the owner's mail names who cancelled
const BY: Record<string, string> = { customer: 'the customer', owner: 'you', refund: 'a refund of its order' };

// "Your session is cancelled" to the customer and "Session cancelled" to the owner, with the
// invitation's cancellation (METHOD:CANCEL, STATUS:CANCELLED) so calendars drop the event: who
// cancelled, whether the payment is refunded (a free session says nothing of it), and the owner's
// message to the customer if any (bookings.cancel_message). Subject booking:<id>:cancelled.
export const bookingCancelledMail = defineBookingMail<BookingCancelledPayload>({
  kind: 'booking-cancelled',
  template: mailTemplate(__dirname, 'booking-cancelled'),
  role: (payload) => payload.role,
  current: (booking) => booking.status === 'cancelled',
  subject: (booking, role) =>
    role === 'customer'
      ? `Your session is cancelled: ${booking.title}`
      : `Session cancelled: ${booking.title} with ${customerName(booking)}`,
  method: 'CANCEL',
  context: (booking, payload) => ({
    cancelledBy: BY[booking.cancelledBy ?? ''] ?? null,
    message: booking.cancelledBy === 'owner' ? booking.cancelMessage : null,
    paid: booking.paid,
    refunded: payload.refund === 'full',
  }),
});
