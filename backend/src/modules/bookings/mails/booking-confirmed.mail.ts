import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { bookingMail, type BookingMailPayload } from './booking-mail-context';
import { BookingMailsRepository } from './booking-mails.repository';

const TEMPLATE = mailTemplate(__dirname, 'booking-confirmed');

// "Your session is booked" to the customer, with the calendar invitation (METHOD:REQUEST) and the
// page to reschedule or cancel it: queued when a booking is confirmed (paid, or free at once),
// subject booking:<id>:confirmed. Nothing is sent once it is no longer confirmed (cancelled or
// refunded before the mail left); a move since shows the new time. Retried after a crash mid-send:
// a session without its invitation is worse than two invitations of one event.
export const bookingConfirmedMail = defineMail({
  kind: 'booking-confirmed',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { bookings: BookingMailsRepository },
  async render(mail: QueuedMail<BookingMailPayload>, env) {
    const booking = await env.bookings.find(Number(mail.payload.bookingId));
    if (booking?.status !== 'confirmed') return null;
    const subject = `Your session is booked: ${booking.title}`;
    return bookingMail(booking, 'customer', env, { template: TEMPLATE, subject, method: 'REQUEST' });
  },
});
