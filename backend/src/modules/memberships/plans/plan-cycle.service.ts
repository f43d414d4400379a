import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentPlansRepository, type PaymentPlanEntity } from '../../commerce';
import { BillingClock } from '../billing/billing-clock';
import { addDaysTo, nextAttemptAt } from '../billing/periods';
import { runCycle } from '../cycle/run-cycle';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import { PlanCharges } from './plan-charges';
import { PlanMails } from './plan-mails';

export interface InstalmentsReport {
  paid: number;
  failed: number;
  paused: number;
}
type Outcome = keyof InstalmentsReport | 'skipped';

// Payment plans' later instalments on the billing clock, as BillingCycleService bills memberships:
// each due plan, one at a time in a transaction of its own that locks its row (lockNextDue, FOR
// UPDATE SKIP LOCKED: two runs at once, on one replica or two, never take the same one), has its
// open instalment charged (or tried again on the renewals' retry days), or, past due with no try
// left before its grace period (the membership settings' graceDays) ends, its access paused at that
// end. Each as of the moment it was due, so a clock moved on by weeks catches up step by step.
@Injectable()
export class PlanCycleService {
  private readonly logger = new Logger('PlanCycle');

  constructor(
    private readonly db: DataSource,
    private readonly clock: BillingClock,
    private readonly plans: PaymentPlansRepository,
    private readonly settings: MembershipSettingsRepository,
    private readonly charges: PlanCharges,
    private readonly mails: PlanMails,
  ) {}

  async run(): Promise<InstalmentsReport> {
    const now = await this.clock.now();
    const report: InstalmentsReport = { paid: 0, failed: 0, paused: 0 };
    return runCycle(this.db, this.logger, 'Payment plan', report, async ({ tx, skip, take }) => {
      const { graceDays } = await this.settings.read(tx);
      const plan = await this.plans.lockNextDue(tx, now, graceDays, skip);
      if (!plan) return null;
      take(plan.id);
      return this.handle(tx, plan, now, graceDays);
    });
  }

  // 'skipped': nothing of it is due yet (the run leaves it for the next one)
  private async handle(tx: EntityManager, plan: PaymentPlanEntity, now: Date, graceDays: number): Promise<Outcome> {
    const open = this.plans.openInstalment(plan);
    if (!open) return 'skipped';
    if (plan.status === 'past_due') {
      const graceEnds = addDaysTo(plan.pastDueSince!, graceDays);
      const next = open.nextAttemptAt;
      if (!next || next > graceEnds) {
        // no try left before the grace period ends: paused at its end, once it has come
        if (graceEnds > now) return 'skipped';
        await this.plans.pause(tx, plan, graceEnds);
        await this.mails.paused(tx, plan, open.number);
        return 'paused';
      }
    }
    // when the open instalment is due, or tried again (a later one due meanwhile waits for it)
    const at = open.nextAttemptAt ?? open.dueAt!;
    if (at > now) return 'skipped';
    const outcome = await this.charges.attempt(plan, open);
    if (outcome.paid) {
      await this.charges.paid(tx, plan, open, outcome.chargeId, at);
      return 'paid';
    }
    const firstFailure = plan.pastDueSince ?? at;
    const attempt = open.attempts + 1;
    const retryAt = nextAttemptAt(firstFailure, attempt);
    await this.plans.markFailed(tx, plan, open.number, outcome.reason, at, retryAt);
    const accessPausedAt = addDaysTo(firstFailure, graceDays);
    // a try after the grace period's end never comes: the plan is paused first
    const retry = retryAt && retryAt <= accessPausedAt ? retryAt : null;
    await this.mails.failed(tx, plan, { number: open.number, attempt, retryAt: retry, accessPausedAt });
    return 'failed';
  }
}
