import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { formatPrice } from '../../commerce';
import { BillingClock } from '../billing/billing-clock';
import { BillingEvents } from '../billing/billing-events';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { PaymentsOpen } from '../billing/payments-open';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipErrors } from '../memberships.errors';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import type { MembershipPaymentFormDto } from './dto/membership-forms.dto';
import type { MyMembershipDto } from './dto/my-membership.dto';
import { MembershipViews } from './membership-views';

const LIVE = ['trialing', 'active', 'past_due'];

// The member's own changes, each under their membership's lock and through BillingEvents: cancel at
// the period's end (a trial: at its end, with no charge; past due: at once), resume before then,
// and a new card's form.
@Injectable()
export class MembershipChangesService {
  constructor(
    private readonly db: DataSource,
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly events: BillingEvents,
    private readonly clock: BillingClock,
    private readonly views: MembershipViews,
    private readonly open: PaymentsOpen,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  cancel(userId: number): Promise<MyMembershipDto> {
    return this.withLive(userId, async (tx, m, now) => {
      const subscriptionId = m.providerSubscriptionId;
      const event = { id: `member:${randomUUID()}`, membershipId: m.id, at: now };
      if (m.status === 'past_due') {
        await this.provider.end(subscriptionId);
        return this.events.applyIn(tx, { ...event, kind: 'ended', reason: 'member' });
      }
      if (m.cancelAtPeriodEnd) return m;
      await this.provider.setCancelAtPeriodEnd({ subscriptionId, cancel: true, idempotencyKey: event.id });
      return this.events.applyIn(tx, { ...event, kind: 'cancel.requested' });
    });
  }

  resume(userId: number): Promise<MyMembershipDto> {
    return this.withLive(userId, async (tx, m, now) => {
      if (!m.cancelAtPeriodEnd) throw new ConflictException(MembershipErrors.notCancelling);
      // its end has come; the cycle is about to end it
      if (m.currentPeriodEnd && m.currentPeriodEnd <= now) throw new ConflictException(MembershipErrors.hasEnded);
      const id = `member:${randomUUID()}`;
      await this.provider.setCancelAtPeriodEnd({
        subscriptionId: m.providerSubscriptionId,
        cancel: false,
        idempotencyKey: id,
      });
      return this.events.applyIn(tx, { id, membershipId: m.id, at: now, kind: 'resumed' });
    });
  }

  // The form of a new card: a past due member's card is charged the open invoice on it at once.
  async cardForm(userId: number): Promise<MembershipPaymentFormDto> {
    this.open.check();
    const m = await this.memberships.current(userId);
    if (!m || !LIVE.includes(m.status)) throw new NotFoundException(MembershipErrors.noMembership);
    const key = `membership:${m.id}:card:${randomUUID()}`;
    const form = await this.provider.cardForm({
      membershipId: m.id,
      customerId: m.providerCustomerId,
      idempotencyKey: key,
    });
    const owed = m.status === 'past_due' ? ((await this.invoices.open(m.id))?.amountCents ?? 0) : 0;
    return {
      membership: await this.views.of(m),
      provider: this.provider.name,
      clientSecret: form.clientSecret,
      purpose: 'card',
      amount: formatPrice(owed),
      amountCents: owed,
    };
  }

  // The account's live membership, locked, changed by `change` (which answers it as it left it).
  private withLive(
    userId: number,
    change: (tx: EntityManager, m: MembershipEntity, now: Date) => Promise<MembershipEntity | null>,
  ): Promise<MyMembershipDto> {
    return this.db.transaction(async (tx) => {
      const m = await this.memberships.lockCurrent(tx, userId);
      if (!m || !LIVE.includes(m.status)) throw new NotFoundException(MembershipErrors.noMembership);
      const changed = (await change(tx, m, await this.clock.now(tx))) ?? m;
      return this.views.of(changed, tx);
    });
  }
}
