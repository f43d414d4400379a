import { mailTemplate } from '../../../core/mail/mail-template';
import type { BookingMailPayload } from './booking-mail-context';
import { defineBookingMail } from './define-booking-mail';

// How long before a session its reminders go out, in minutes.
export const REMINDER_LEADS = { '24h': 24 * 60, '1h': 60 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

// startsAt: the session's start (epoch seconds) the reminder was queued for
export type BookingReminderPayload = BookingMailPayload & { lead: ReminderLead; startsAt: number };

// One reminder to the customer 24 hours and one 1 hour before a confirmed session (queued by
// reminders/, subject booking:<id>:reminder:<lead>:<start epoch>, so each is queued once across
// replicas). Nothing is sent once the session is cancelled or no longer starts at that time (a
// move's new time has its own reminders). No invitation: the calendar has the event already.
export const bookingReminderMail = defineBookingMail<BookingReminderPayload>({
  kind: 'booking-reminder',
  template: mailTemplate(__dirname, 'booking-reminder'),
  role: 'customer',
  current: (booking, payload) =>
    booking.status === 'confirmed' && Math.floor(booking.startsAt.getTime() / 1000) === Number(payload.startsAt),
  subject: (booking) => `Reminder: ${booking.title} is coming up`,
  method: null,
});
