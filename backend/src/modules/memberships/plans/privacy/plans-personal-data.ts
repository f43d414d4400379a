import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalDataRegistry } from '../../../../core/privacy/personal-data.registry';
import { formatPrice, PaymentPlansRepository } from '../../../commerce';
import { BillingClock } from '../../billing/billing-clock';
import type { ExportedPlanDto } from './exported-plans.dto';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

// A buyer's payment plans, as their part of the data export (each plan and its instalments, the card
// by brand and last four digits only) and of the account's deletion: each plan that could still
// charge is cancelled first (its unpaid instalments with it), so nothing is charged once the account
// is gone; the plans stay, with their orders, for the owner's books. Mails still waiting about them
// are forgotten by the outbox with the account (their payloads name it).
@Injectable()
export class PlansPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly plans: PaymentPlansRepository,
    private readonly clock: BillingClock,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'plans',
      export: ({ userId }) => this.export(userId),
      delete: (tx, account) => this.cancel(tx, account.id),
    });
  }

  private async export(userId: number): Promise<ExportedPlanDto[]> {
    return (await this.plans.ofUser(userId)).map((plan) => ({
      orderId: plan.orderId,
      title: plan.title,
      status: plan.status,
      total: formatPrice(plan.totalCents),
      paid: formatPrice(plan.schedule.reduce((cents, i) => cents + (i.status === 'paid' ? i.amountCents : 0), 0)),
      createdAt: plan.createdAt.toISOString(),
      startedAt: iso(plan.startedAt),
      endedAt: iso(plan.endedAt),
      card: plan.cardLast4 ? { brand: plan.cardBrand ?? 'Card', last4: plan.cardLast4 } : null,
      schedule: plan.schedule.map((i) => ({
        number: i.number,
        amount: formatPrice(i.amountCents),
        status: i.status,
        dueAt: iso(i.dueAt),
        paidAt: iso(i.paidAt),
      })),
    }));
  }

  // in the deleting transaction, after the account is locked
  private async cancel(tx: EntityManager, userId: number): Promise<void> {
    const orderIds = await this.plans.liveOrdersOfUser(tx, userId);
    if (!orderIds.length) return;
    const now = await this.clock.now(tx);
    for (const orderId of orderIds) await this.plans.cancelOfOrder(tx, orderId, now);
  }
}
