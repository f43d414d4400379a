import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { bookingMail, type BookingMailPayload, customerName } from './booking-mail-context';
import { BookingMailsRepository } from './booking-mails.repository';

const TEMPLATE = mailTemplate(__dirname, 'booking-confirmed-owner');

// "New booking" to the owner (OWNER_EMAIL): who booked which session when (in the booking time
// zone), with the invitation for the owner's calendar. Queued beside the customer's
// booking-confirmed mail, same subject key; nothing is sent once the booking is no longer confirmed.
export const bookingConfirmedOwnerMail = defineMail({
  kind: 'booking-confirmed-owner',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { bookings: BookingMailsRepository },
  async render(mail: QueuedMail<BookingMailPayload>, env) {
    const booking = await env.bookings.find(Number(mail.payload.bookingId));
    if (booking?.status !== 'confirmed') return null;
    const subject = `New booking: ${booking.title} with ${customerName(booking)}`;
    return bookingMail(booking, 'owner', env, { template: TEMPLATE, subject, method: 'REQUEST' });
  },
});
