import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { UsersService } from '../../auth';
import { bookingReminderMail, REMINDER_LEADS, type ReminderLead } from '../mails/booking-reminder.mail';
import { RemindersRepository } from './reminders.repository';

// The subject of one reminder: the booking, the lead and the start it is for, so a moved
// session's new time gets its own reminders and the old time's are not queued again.
export const reminderSubjectKey = (bookingId: number, lead: ReminderLead, startsAtEpoch: number) =>
  `booking:${bookingId}:reminder:${lead}:${startsAtEpoch}`;

// The session reminders (reminders.cron.ts runs it every minute): each confirmed session gets one
// mail 24 hours and one 1 hour before it starts. Running it again, on this replica or another at
// the same moment, queues nothing more: the outbox row is unique per (subject, kind, recipient).
// A reminder queued for a time the session no longer has is skipped when it is sent.
@Injectable()
export class BookingRemindersService {
  private readonly logger = new Logger('BookingReminders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly reminders: RemindersRepository,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
  ) {}

  // Answers how many reminders it queued (0 when they were queued before).
  async queueDue(now = new Date()): Promise<number> {
    const queued = await this.dataSource.transaction(async (tx) => {
      let count = 0;
      // each to the customer's address (their account's, auth's)
      const due = await this.users.withAccounts(await this.reminders.due(tx, now, REMINDER_LEADS), tx);
      for (const { bookingId, userId, lead, startsAt, account } of due) {
        const subject = reminderSubjectKey(bookingId, lead, startsAt);
        const mail = bookingReminderMail.to(account.email, subject, { bookingId, userId, lead, startsAt });
        if (await this.outbox.enqueue(tx, mail)) count++;
      }
      return count;
    });
    if (queued) this.logger.log(`Session reminders queued: ${queued}`);
    return queued;
  }
}
