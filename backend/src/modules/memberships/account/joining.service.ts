import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { formatPrice } from '../../commerce';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { PaymentsOpen } from '../billing/payments-open';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipErrors } from '../memberships.errors';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { TiersService } from '../tiers/tiers.service';
import type { ChooseTierDto, MembershipPaymentFormDto } from './dto/membership-forms.dto';
import { MembershipViews } from './membership-views';

// Joining: the account's membership waiting for its first payment (made, or the one it has taken
// again with the tier chosen now), and the provider's payment form for it: a first payment, or in
// a free trial a card saved and charged when the trial ends. One trial per account.
@Injectable()
export class JoiningService {
  constructor(
    private readonly db: DataSource,
    private readonly tiers: TiersService,
    private readonly memberships: MembershipsRepository,
    private readonly views: MembershipViews,
    private readonly open: PaymentsOpen,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  async join(user: SessionUser, { tierId, interval }: ChooseTierDto): Promise<MembershipPaymentFormDto> {
    this.open.check();
    const { membership, sale, trialDays } = await this.db.transaction(async (tx) => {
      const sale = await this.tiers.forSale(tierId, interval, tx);
      const before = await this.memberships.ofAccount(user.id, tx);
      const m = await this.memberships.upsertIncomplete(tx, {
        userId: user.id,
        tierId,
        interval,
        priceCents: sale.priceCents,
        provider: this.provider.name,
      });
      if (!m) throw new ConflictException(MembershipErrors.alreadyMember);
      const trialed = before.some((b) => b.startedAt !== null && b.id !== m.id);
      return { membership: m, sale, trialDays: trialed ? 0 : sale.tier.trialDays };
    });
    const name = `${user.firstName} ${user.lastName}`.trim();
    const known = membership.providerCustomerId;
    const customerId = await this.provider.customer({ userId: user.id, email: user.email, name, known });
    const price = { tierId, title: sale.title, interval, amountCents: sale.priceCents, providerPriceId: null };
    const form = await this.provider.subscribe({
      membershipId: membership.id,
      customerId,
      price,
      trialDays,
      idempotencyKey: `membership:${membership.id}:subscribe:${membership.updatedAt.getTime()}`,
    });
    const kept = await this.keepProviderIds(membership, customerId, form.subscriptionId);
    return {
      membership: await this.views.of(kept),
      provider: this.provider.name,
      clientSecret: form.clientSecret,
      purpose: form.purpose,
      amount: formatPrice(sale.priceCents),
      amountCents: sale.priceCents,
    };
  }

  // the provider's customer and subscription, kept for its later calls and webhooks
  private async keepProviderIds(m: MembershipEntity, customerId: string | null, subscriptionId: string | null) {
    if (!customerId && !subscriptionId) return m;
    const changes = { providerCustomerId: customerId ?? m.providerCustomerId, providerSubscriptionId: subscriptionId };
    return this.db.transaction((tx) => this.memberships.update(tx, m.id, changes));
  }
}
