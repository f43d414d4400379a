import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type InstalmentPaid,
  PaymentPlansRepository,
  type PaymentPlanEntity,
  type PlanInstalmentEntity,
} from '../../commerce';
import { BILLING_PROVIDER, type BillingProvider, type ChargeOutcome } from '../billing/billing-provider';
import { PlanMails } from './plan-mails';
import { attemptKey, paymentWords } from './plan-words';

// One attempt at a plan's instalment through the billing provider, and the instalment paid: what
// the cycle and the buyer's new card both do, under the plan's lock.
@Injectable()
export class PlanCharges {
  constructor(
    private readonly plans: PaymentPlansRepository,
    private readonly mails: PlanMails,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  // The instalment's next attempt charged to the plan's card (or the one given), under that
  // attempt's key: a crash before the commit asks again with the same key and gets the same charge.
  // A provider that does not answer throws, and the caller's transaction rolls back.
  attempt(
    plan: PaymentPlanEntity,
    instalment: PlanInstalmentEntity,
    paymentMethodId = plan.paymentMethodId,
    idempotencyKey = attemptKey(plan.id, instalment.number, instalment.attempts + 1),
  ): Promise<ChargeOutcome> {
    return this.provider.chargeCard({
      amountCents: instalment.amountCents,
      customerId: plan.providerCustomerId,
      paymentMethodId,
      planId: plan.id,
      description: paymentWords(plan, instalment.number),
      idempotencyKey,
    });
  }

  // Paid: kept with its charge (the order's total grows by it, a pause ends), its receipt and, for
  // the last one, the paid-in-full mail queued. Null when the charge was kept before.
  async paid(
    tx: EntityManager,
    plan: PaymentPlanEntity,
    instalment: PlanInstalmentEntity,
    chargeId: string,
    at: Date,
  ): Promise<InstalmentPaid | null> {
    const outcome = await this.plans.markPaid(tx, plan, instalment.number, chargeId, at);
    if (outcome) await this.mails.paid(tx, plan, instalment.number, outcome);
    return outcome;
  }
}
