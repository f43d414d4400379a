import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { BookingRemindersService } from './reminders.service';

// Every minute, on every replica: the session reminders that have come due (a minute the site
// missed is caught up at the next; the outbox makes a repeat, on any replica, harmless).
@Injectable()
export class BookingRemindersCron {
  private readonly tick = loggedTick(new Logger('BookingRemindersCron'), 'Session reminders', () =>
    this.reminders.queueDue(),
  );

  constructor(private readonly reminders: BookingRemindersService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async queueDue(): Promise<void> {
    await this.tick();
  }
}
