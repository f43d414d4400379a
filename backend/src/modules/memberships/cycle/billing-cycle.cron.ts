import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { BillingCycleService } from './billing-cycle.service';

// Every minute, on every replica: the memberships whose renewal, retry or end has come (a run at
// the same time elsewhere takes other ones: the cycle locks each row it takes).
@Injectable()
export class BillingCycleCron {
  private readonly tick = loggedTick(new Logger('BillingCycleCron'), 'Membership billing', () => this.cycle.run());

  constructor(private readonly cycle: BillingCycleService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async runDue(): Promise<void> {
    await this.tick();
  }
}
