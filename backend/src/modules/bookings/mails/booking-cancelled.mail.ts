import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { bookingMail, type BookingMailPayload, type BookingMailRole, customerName } from './booking-mail-context';
import { BookingMailsRepository } from './booking-mails.repository';

// refund: whether the session's payment is refunded in full ('full') or not at all ('none')
export type BookingCancelledPayload = BookingMailPayload & { role: BookingMailRole; refund: 'full' | 'none' };

const TEMPLATE = mailTemplate(__dirname, 'booking-cancelled');

const BY: Record<string, string> = { customer: 'the customer', owner: 'you', refund: 'a refund of its order' };

// "Your session is cancelled" to the customer and "Session cancelled" to the owner, with the
// invitation's cancellation (METHOD:CANCEL, STATUS:CANCELLED) so calendars drop the event: who
// cancelled, whether the payment is refunded, and the owner's message to the customer if any
// (bookings.cancel_message). Subject booking:<id>:cancelled; nothing is sent for a booking that is
// not cancelled (gone with its account).
export const bookingCancelledMail = defineMail({
  kind: 'booking-cancelled',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { bookings: BookingMailsRepository },
  async render(mail: QueuedMail<BookingCancelledPayload>, env) {
    const { role, refund } = mail.payload;
    const booking = await env.bookings.find(Number(mail.payload.bookingId));
    if (booking?.status !== 'cancelled') return null;
    const subject =
      role === 'customer'
        ? `Your session is cancelled: ${booking.title}`
        : `Session cancelled: ${booking.title} with ${customerName(booking)}`;
    const context = {
      byOwner: booking.cancelledBy === 'owner',
      cancelledBy: BY[booking.cancelledBy ?? ''] ?? null,
      message: booking.cancelledBy === 'owner' ? booking.cancelMessage : null,
      paid: booking.paid,
      refunded: refund === 'full',
    };
    return bookingMail(booking, role, env, { template: TEMPLATE, subject, method: 'CANCEL', context });
  },
});
