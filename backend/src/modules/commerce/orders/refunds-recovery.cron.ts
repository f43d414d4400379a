import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { RefundsService } from './refunds.service';

// a refund pending this long lost its answer (a request in flight takes the SDK's timeout at most)
export const STALLED_REFUND_MS = 60_000;

// Finishes the refunds whose answer was lost: at start-up every pending one (its process may have
// died between the provider's answer and the order's update), then each minute those pending for
// longer than a request can take. Asking again is safe: the same key answers the same refund, and a
// refund is settled once.
@Injectable()
export class RefundsRecoveryCron implements OnApplicationBootstrap {
  private readonly logger = new Logger('RefundsRecovery');

  constructor(private readonly refunds: RefundsService) {}

  onApplicationBootstrap(): void {
    void this.finish(new Date());
  }

  @Cron(CronExpression.EVERY_MINUTE)
  finishStalled(): Promise<void> {
    return this.finish(new Date(Date.now() - STALLED_REFUND_MS));
  }

  private finish(before: Date): Promise<void> {
    return loggedTick(this.logger, 'Finishing interrupted refunds', async () => {
      const settled = await this.refunds.finishStalled(before);
      if (settled) this.logger.log(`${settled} interrupted refund(s) finished`);
    })();
  }
}
