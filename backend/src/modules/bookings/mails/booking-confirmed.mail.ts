import { mailTemplate } from '../../../core/mail/mail-template';
import type { BookingMailPayload } from './booking-mail-context';
import { defineBookingMail } from './define-booking-mail';

// "Your session is booked" to the customer, with the calendar invitation (METHOD:REQUEST) and the
// page to reschedule or cancel it: queued when a booking is confirmed (paid, or free at once),
// subject booking:<id>:confirmed. Nothing is sent once it is no longer confirmed (cancelled or
// refunded before the mail left); a move since shows the new time.
export const bookingConfirmedMail = defineBookingMail<BookingMailPayload>({
  kind: 'booking-confirmed',
  template: mailTemplate(__dirname, 'booking-confirmed'),
  role: 'customer',
  current: (booking) => booking.status === 'confirmed',
  subject: (booking) => `Your session is booked: ${booking.title}`,
  method: 'REQUEST',
});
