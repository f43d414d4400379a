import { type DefinedMail, defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import type { CalendarInvitation } from '../../../core/mail/mail.types';
import type { MailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { bookingMail, type BookingMailPayload, type BookingMailRole } from './booking-mail-context';
import { type BookingForMail, BookingMailsRepository } from './booking-mails.repository';

// What sets one kind of booking mail apart; the rest is common to them all (see defineBookingMail).
export interface BookingMailSpec<P extends BookingMailPayload> {
  kind: string;
  template: MailTemplate;
  // who reads it: always the same, or the payload's role
  role: BookingMailRole | ((payload: P) => BookingMailRole);
  // whether the booking is still as the mail tells it; a mail overtaken since is not sent
  current(booking: BookingForMail, payload: P): boolean;
  subject(booking: BookingForMail, role: BookingMailRole): string;
  // the calendar invitation it carries (null: none)
  method: CalendarInvitation['method'] | null;
  // its own values beside the session's
  context?(booking: BookingForMail, payload: P): object;
}

// The booking as its mails show it, with its customer's name and address (their account, auth's);
// null when it is gone (the account deleted with its bookings).
async function bookingForMail(
  { bookings, users }: { bookings: BookingMailsRepository; users: UsersService },
  bookingId: number,
): Promise<BookingForMail | null> {
  const found = await bookings.find(bookingId);
  const [booking] = found ? await users.withAccounts([found]) : [];
  if (!booking) return null;
  const { account, ...rest } = booking;
  return { ...rest, customer: { firstName: account.firstName, lastName: account.lastName, email: account.email } };
}

// A booking mail kind (defineMail): rendered from the booking as it is when the mail is sent (gone
// with its account: nothing to send), retried after a crash mid-send (a session without its
// invitation or reminder is worse than a second copy), never bulk mail.
export function defineBookingMail<P extends BookingMailPayload>(spec: BookingMailSpec<P>): DefinedMail<P> {
  return defineMail({
    kind: spec.kind,
    onUnresolved: 'retry',
    listUnsubscribe: false,
    uses: { bookings: BookingMailsRepository, users: UsersService },
    async render(mail: QueuedMail<P>, env) {
      const booking = await bookingForMail(env, Number(mail.payload.bookingId));
      if (!booking || !spec.current(booking, mail.payload)) return null;
      const role = typeof spec.role === 'function' ? spec.role(mail.payload) : spec.role;
      return bookingMail(booking, role, env, {
        template: spec.template,
        subject: spec.subject(booking, role),
        method: spec.method,
        context: spec.context?.(booking, mail.payload),
      });
    },
  });
}
