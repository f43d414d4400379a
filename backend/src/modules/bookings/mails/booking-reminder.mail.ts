import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { bookingMail, type BookingMailPayload } from './booking-mail-context';
import { BookingMailsRepository } from './booking-mails.repository';

// How long before a session its reminders go out.
export const REMINDER_LEADS = { '24h': 24 * 60, '1h': 60 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

// startsAt: the session's start (epoch seconds) the reminder was queued for
export type BookingReminderPayload = BookingMailPayload & { lead: ReminderLead; startsAt: number };

const TEMPLATE = mailTemplate(__dirname, 'booking-reminder');

// One reminder to the customer 24 hours and one 1 hour before a confirmed session (queued by
// reminders/, subject booking:<id>:reminder:<lead>:<start epoch>, so each is queued once across
// replicas). Nothing is sent once the session is cancelled or no longer starts at that time (a
// move's new time has its own reminders). No invitation: the calendar has the event already.
export const bookingReminderMail = defineMail({
  kind: 'booking-reminder',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { bookings: BookingMailsRepository },
  async render(mail: QueuedMail<BookingReminderPayload>, env) {
    const booking = await env.bookings.find(Number(mail.payload.bookingId));
    const startsAt = Number(mail.payload.startsAt) * 1000;
    if (booking?.status !== 'confirmed' || booking.startsAt.getTime() !== startsAt) return null;
    const subject = `Reminder: ${booking.title} is coming up`;
    return bookingMail(booking, 'customer', env, { template: TEMPLATE, subject, method: null });
  },
});
