import { mailTemplate } from '../../../core/mail/mail-template';
import { type BookingMailPayload, customerName } from './booking-mail-context';
import { defineBookingMail } from './define-booking-mail';

// "New booking" to the owner (where the owner's alerts go): who booked which session when (in the booking time
// zone), with the invitation for the owner's calendar. Queued beside the customer's
// booking-confirmed mail, same subject key; nothing is sent once the booking is no longer confirmed.
export const bookingConfirmedOwnerMail = defineBookingMail<BookingMailPayload>({
  kind: 'booking-confirmed-owner',
  template: mailTemplate(__dirname, 'booking-confirmed-owner'),
  role: 'owner',
  current: (booking) => booking.status === 'confirmed',
  subject: (booking) => `New booking: ${booking.title} with ${customerName(booking)}`,
  method: 'REQUEST',
});
