import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { formatPrice } from '../../commerce';
import { BillingClock } from '../billing/billing-clock';
import { BillingNotices } from '../billing/billing-notices';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { PaymentsOpen } from '../billing/payments-open';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipErrors } from '../memberships.errors';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { TiersService } from '../tiers/tiers.service';
import type { ChooseTierDto, MembershipPaymentFormDto } from './dto/membership-forms.dto';
import type { MyMembershipAnswerDto } from './dto/my-membership.dto';
import { MembershipViews } from './membership-views';

// a membership still waiting for its first payment is asked of the provider while its form can be paid
const RECONCILE_MS = 24 * 60 * 60 * 1000;

// Joining: the account's membership waiting for its first payment (made, or the one it has taken
// again with the tier chosen now), and the provider's payment form for it: a first payment, or in
// a free trial a card saved and charged when the trial ends. One trial per account. With Stripe
// the browser pays with Stripe Elements and the webhook starts the membership; when the member
// looks (or joins again) before it came, the subscription is read from Stripe instead.
@Injectable()
export class JoiningService {
  private readonly logger = new Logger('Joining');

  constructor(
    private readonly db: DataSource,
    private readonly tiers: TiersService,
    private readonly memberships: MembershipsRepository,
    private readonly views: MembershipViews,
    private readonly open: PaymentsOpen,
    private readonly notices: BillingNotices,
    private readonly clock: BillingClock,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  // the account's membership (GET /api/account/membership), started first if the provider has it paid
  async current(userId: number): Promise<MyMembershipAnswerDto> {
    const membership = await this.memberships.current(userId);
    if (membership) await this.reconcile(membership);
    return this.views.current(userId);
  }

  async join(user: SessionUser, { tierId, interval }: ChooseTierDto): Promise<MembershipPaymentFormDto> {
    this.open.check();
    // paid meanwhile (a late webhook): a member already, not a second subscription
    const waiting = await this.memberships.current(user.id);
    if (waiting && (await this.reconcile(waiting)).status !== waiting.status)
      throw new ConflictException(MembershipErrors.alreadyMember);
    const { membership, sale, trialDays, before } = await this.db.transaction(async (tx) => {
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
      return { membership: m, sale, trialDays: trialed ? 0 : sale.tier.trialDays, before };
    });
    const name = `${user.firstName} ${user.lastName}`.trim();
    const known = membership.providerCustomerId ?? before.find((b) => b.providerCustomerId)?.providerCustomerId;
    const customerId = await this.provider.customer({ userId: user.id, email: user.email, name, known: known ?? null });
    const price = { tierId, title: sale.title, interval, amountCents: sale.priceCents, providerPriceId: null };
    // the same choice asked again (a crash before its answer was kept) answers the same subscription
    const form = await this.provider.subscribe({
      membershipId: membership.id,
      customerId,
      price,
      trialDays,
      idempotencyKey: `membership:${membership.id}:subscribe:${tierId}:${interval}:${sale.priceCents}:${trialDays}`,
    });
    const kept = await this.keepProviderIds(membership, customerId, form.subscriptionId);
    await this.endReplaced(membership.providerSubscriptionId, form.subscriptionId);
    return {
      membership: await this.views.of(kept),
      provider: this.provider.name,
      clientSecret: form.clientSecret,
      purpose: form.purpose,
      amount: formatPrice(sale.priceCents),
      amountCents: sale.priceCents,
    };
  }

  // A membership waiting for its first payment, while its form can be paid: started if the
  // provider has it paid (or its trial's card saved). The membership as it is then; the one given
  // when the provider cannot be asked now.
  private async reconcile(m: MembershipEntity): Promise<MembershipEntity> {
    if (m.status !== 'incomplete' || !m.providerSubscriptionId || Date.now() - m.updatedAt.getTime() > RECONCILE_MS)
      return m;
    try {
      const at = await this.clock.now();
      return (await this.notices.sync(m.id, `${m.providerSubscriptionId}:started`, at)) ?? m;
    } catch (error) {
      this.logger.warn(`Membership ${m.id} not asked of the provider: ${(error as Error).message}`);
      return m;
    }
  }

  // the subscription another choice replaced, never paid: ended, so its form can no longer be paid
  private async endReplaced(replaced: string | null, subscriptionId: string | null): Promise<void> {
    if (!replaced || replaced === subscriptionId) return;
    await this.provider.end(replaced).catch((error: Error) => {
      this.logger.warn(`Subscription ${replaced} not ended: ${error.message}`);
    });
  }

  // the provider's customer and subscription, kept for its later calls and webhooks
  private async keepProviderIds(m: MembershipEntity, customerId: string | null, subscriptionId: string | null) {
    if (!customerId && !subscriptionId) return m;
    const changes = { providerCustomerId: customerId ?? m.providerCustomerId, providerSubscriptionId: subscriptionId };
    return this.db.transaction((tx) => this.memberships.update(tx, m.id, changes));
  }
}
