import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import type { OutboxMail } from '../../../core/mail/mail-outbox.types';
import { UsersService } from '../../auth';
import type { InstalmentPaid, PaymentPlanEntity } from '../../commerce';
import { planPaidInFullMail } from './mails/plan-paid-in-full.mail';
import { planPaymentFailedMail } from './mails/plan-payment-failed.mail';
import { planPausedMail } from './mails/plan-paused.mail';
import { planReceiptMail } from './mails/plan-receipt.mail';

// The mails of a plan's instalments, queued in the transaction of the change: each under a subject
// key of the plan, the instalment and what happened (an attempt's number for a failure), so the
// outbox's unique row sends it once however often the change is replayed, on any replica.
@Injectable()
export class PlanMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
  ) {}

  // the receipt, and "paid in full" after the last one
  async paid(tx: EntityManager, plan: PaymentPlanEntity, number: number, outcome: InstalmentPaid): Promise<void> {
    const key = `plan:${plan.id}`;
    const payload = { ...ids(plan), number, resumed: outcome.resumed };
    await this.toBuyer(tx, plan, (email) => planReceiptMail.to(email, `${key}:instalment:${number}:paid`, payload));
    if (outcome.completed)
      await this.toBuyer(tx, plan, (email) => planPaidInFullMail.to(email, `${key}:paid-in-full`, ids(plan)));
  }

  async failed(
    tx: EntityManager,
    plan: PaymentPlanEntity,
    failure: { number: number; attempt: number; retryAt: Date | null; accessPausedAt: Date },
  ): Promise<void> {
    const { number, attempt } = failure;
    const key = `plan:${plan.id}:instalment:${number}:failed:${attempt}`;
    const payload = {
      ...ids(plan),
      number,
      attempt,
      retryAt: failure.retryAt?.toISOString() ?? null,
      accessPausedAt: failure.accessPausedAt.toISOString(),
    };
    await this.toBuyer(tx, plan, (email) => planPaymentFailedMail.to(email, key, payload));
  }

  async paused(tx: EntityManager, plan: PaymentPlanEntity, number: number): Promise<void> {
    const key = `plan:${plan.id}:instalment:${number}:paused`;
    await this.toBuyer(tx, plan, (email) => planPausedMail.to(email, key, { ...ids(plan), number }));
  }

  private async toBuyer(tx: EntityManager, plan: PaymentPlanEntity, mail: (email: string) => OutboxMail) {
    const [buyer] = plan.userId ? await this.users.findByIds([plan.userId], tx) : [];
    if (buyer) await this.outbox.enqueue(tx, mail(buyer.email));
  }
}

const ids = (plan: PaymentPlanEntity) => ({ planId: plan.id, userId: plan.userId! });
