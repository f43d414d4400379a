import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../core/time/zoned-cron';
import { BookingsService } from './bookings.service';

// Each minute, held times whose hold ran out are released (their time is offered again). Running
// twice, or on two replicas at once, releases nothing twice: the update is its own condition.
@Injectable()
export class HoldsExpiryCron {
  private readonly tick = loggedTick(new Logger('HoldsExpiryCron'), 'Releasing run-out holds', () =>
    this.bookings.releaseExpiredHolds(),
  );

  constructor(private readonly bookings: BookingsService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  releaseExpired(): Promise<void> {
    return this.tick();
  }
}
