import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { CheckoutExpiryService } from './checkout-expiry.service';

@Injectable()
export class CheckoutExpiryCron {
  private readonly logger = new Logger('CheckoutExpiryCron');

  constructor(private readonly expiry: CheckoutExpiryService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async expireUnpaid(): Promise<void> {
    try {
      await this.expiry.expireUnpaid();
    } catch (error) {
      this.logger.error(`Closing unpaid checkouts failed: ${error instanceof Error ? error.stack : error}`);
    }
  }
}
