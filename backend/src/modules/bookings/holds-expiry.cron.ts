import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { BookingsService } from './bookings.service';

// Each minute, held times whose hold ran out are released (their time is offered again). Running
// twice, or on two replicas at once, releases nothing twice: the update is its own condition.
@Injectable()
export class HoldsExpiryCron {
  private readonly logger = new Logger('HoldsExpiryCron');

  constructor(private readonly bookings: BookingsService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async releaseExpired(): Promise<void> {
    try {
      await this.bookings.releaseExpiredHolds();
    } catch (error) {
      this.logger.error(`Releasing run-out holds failed: ${error instanceof Error ? error.stack : error}`);
    }
  }
}
