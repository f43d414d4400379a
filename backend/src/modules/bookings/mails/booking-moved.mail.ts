import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { bookingMail, type BookingMailPayload, type BookingMailRole, customerName } from './booking-mail-context';
import { BookingMailsRepository } from './booking-mails.repository';

// sequence: the booking's after this move; message: the owner's words when they moved it
export type BookingMovedPayload = BookingMailPayload & {
  role: BookingMailRole;
  sequence: number;
  message: string | null;
};

const TEMPLATE = mailTemplate(__dirname, 'booking-moved');

// "Your session has moved" to the customer and "Session moved" to the owner, each with the time in
// their zone and the updated invitation (METHOD:REQUEST, same UID, the new SEQUENCE), queued when
// the customer reschedules or the owner moves it (subject booking:<id>:moved:<sequence>). A mail
// overtaken by another move or a cancel is not sent: the newer mail says what holds.
export const bookingMovedMail = defineMail({
  kind: 'booking-moved',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { bookings: BookingMailsRepository },
  async render(mail: QueuedMail<BookingMovedPayload>, env) {
    const { role, message } = mail.payload;
    const booking = await env.bookings.find(Number(mail.payload.bookingId));
    if (booking?.status !== 'confirmed' || booking.sequence !== Number(mail.payload.sequence)) return null;
    const subject =
      role === 'customer'
        ? `Your session has moved: ${booking.title}`
        : `Session moved: ${booking.title} with ${customerName(booking)}`;
    return bookingMail(booking, role, env, { template: TEMPLATE, subject, method: 'REQUEST', context: { message } });
  },
});
