import { mailTemplate } from '../../../core/mail/mail-template';
import { type BookingMailPayload, type BookingMailRole, customerName } from './booking-mail-context';
import { defineBookingMail } from './define-booking-mail';

// sequence: the booking's after this move; message: the owner's words when they moved it
export type BookingMovedPayload = BookingMailPayload & {
  role: BookingMailRole;
  sequence: number;
  message: string | null;
};

// "Your session has moved" to the customer and "Session moved" to the owner, each with the time in
// their zone and the updated invitation (METHOD:REQUEST, same UID, the new SEQUENCE), queued when
// the customer reschedules or the owner moves it (subject booking:<id>:moved:<sequence>). A mail
// overtaken by another move or a cancel is not sent: the newer mail says what holds.
export const bookingMovedMail = defineBookingMail<BookingMovedPayload>({
  kind: 'booking-moved',
  template: mailTemplate(__dirname, 'booking-moved'),
  role: (payload) => payload.role,
  current: (booking, payload) => booking.status === 'confirmed' && booking.sequence === Number(payload.sequence),
  subject: (booking, role) =>
    role === 'customer'
      ? `Your session has moved: ${booking.title}`
      : `Session moved: ${booking.title} with ${customerName(booking)}`,
  method: 'REQUEST',
  context: (_booking, payload) => ({ message: payload.message }),
});
