import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { PlanCycleService } from '../plans/plan-cycle.service';
import { BillingCycleService } from './billing-cycle.service';

// Every minute, on every replica: the memberships whose renewal, retry or end has come, then the
// payment plans' due instalments (a run at the same time elsewhere takes other ones: each cycle
// locks each row it takes). One failing does not keep the other from running.
@Injectable()
export class BillingCycleCron {
  private readonly logger = new Logger('BillingCycleCron');
  private readonly tick = loggedTick(this.logger, 'Membership billing', () => this.cycle.run());
  private readonly plansTick = loggedTick(this.logger, 'Payment plan billing', () => this.plans.run());

  constructor(
    private readonly cycle: BillingCycleService,
    private readonly plans: PlanCycleService,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async runDue(): Promise<void> {
    await this.tick();
    await this.plansTick();
  }
}
