import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { CheckoutExpiryService } from './checkout-expiry.service';

@Injectable()
export class CheckoutExpiryCron {
  private readonly tick = loggedTick(new Logger('CheckoutExpiryCron'), 'Closing unpaid checkouts', () =>
    this.expiry.expireUnpaid(),
  );

  constructor(private readonly expiry: CheckoutExpiryService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  expireUnpaid(): Promise<void> {
    return this.tick();
  }
}
