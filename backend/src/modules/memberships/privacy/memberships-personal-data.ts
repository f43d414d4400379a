import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { formatPrice, ProductFactsService } from '../../commerce';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { priceWords } from '../membership-words';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import type { ExportedMembershipsDto } from './exported-memberships.dto';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

// A member's memberships and invoices, as the memberships module's part of their data export and of
// their account's deletion: a live membership is ended at the provider first (the offline one has
// nothing to end), then the rows go (the invoices with them). Mails still waiting about them are
// forgotten by the outbox with the account (their payloads name it).
@Injectable()
export class MembershipsPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly products: ProductFactsService,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'memberships',
      export: ({ userId }) => this.export(userId),
      delete: (tx, account) => this.remove(tx, account.id),
    });
  }

  private async export(userId: number): Promise<ExportedMembershipsDto> {
    const memberships = await this.memberships.ofAccount(userId);
    const [invoices, tiers] = await Promise.all([
      this.invoices.allOf(memberships.map((m) => m.id)),
      this.products.byIds(memberships.map((m) => m.tierId)),
    ]);
    const titleOf = new Map(tiers.map((p) => [p.id, p.title]));
    const tierOf = new Map(memberships.map((m) => [m.id, titleOf.get(m.tierId) ?? 'Membership']));
    return {
      memberships: memberships.map((m) => ({
        tier: tierOf.get(m.id)!,
        status: m.status,
        interval: m.interval,
        price: priceWords(m.priceCents, m.interval),
        credit: formatPrice(m.creditCents),
        createdAt: m.createdAt.toISOString(),
        startedAt: iso(m.startedAt),
        trialEndsAt: iso(m.trialEndsAt),
        currentPeriodEnd: iso(m.currentPeriodEnd),
        cancelAtPeriodEnd: m.cancelAtPeriodEnd,
        endedAt: iso(m.endedAt),
        card: m.cardLast4 ? { brand: m.cardBrand ?? 'Card', last4: m.cardLast4 } : null,
      })),
      invoices: invoices.map((i) => ({
        tier: tierOf.get(i.membershipId)!,
        kind: i.kind,
        status: i.status,
        amount: formatPrice(i.amountCents),
        periodStart: i.periodStart.toISOString(),
        periodEnd: i.periodEnd.toISOString(),
        paidAt: iso(i.paidAt),
      })),
    };
  }

  // in the deleting transaction, after the account is locked
  private async remove(tx: EntityManager, userId: number): Promise<void> {
    for (const live of await this.memberships.liveOfAccount(tx, userId))
      await this.provider.end(live.providerSubscriptionId);
    await this.memberships.removeOfAccount(tx, userId);
  }
}
