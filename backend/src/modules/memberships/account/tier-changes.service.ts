import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { formatPrice } from '../../commerce';
import { SiteService } from '../../site';
import { attemptId, changeNote, type EventOf, type InvoiceFacts } from '../billing/billing-event';
import { BillingClock } from '../billing/billing-clock';
import { BillingEvents } from '../billing/billing-events';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { InvoiceCharges } from '../billing/invoice-charges';
import { declined, PaymentsOpen } from '../billing/payments-open';
import { periodEnd, prorate } from '../billing/periods';
import type { MembershipEntity } from '../entities/membership.entity';
import { dayWords, priceWords } from '../membership-words';
import { MembershipErrors } from '../memberships.errors';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { TiersService } from '../tiers/tiers.service';
import type { ChooseTierDto, MembershipChangePreviewDto } from './dto/membership-forms.dto';
import type { MyMembershipDto } from './dto/my-membership.dto';
import { MembershipViews } from './membership-views';

// A change worked out: the event that makes it and what it charges now.
interface ChangePlan {
  event: EventOf<'changed'>;
  chargeCents: number;
  title: string;
}

// A change of tier or billing interval, prorated: the unused part of the current period's price is
// credited, the new price for the rest of the period charged now (a change of interval starts a new
// period now, paid in full), the member's credit taken off first and what is left of it kept for
// the next charges. In a trial only the tier changes. The preview answers the same sums in words.
@Injectable()
export class TierChangesService {
  constructor(
    private readonly db: DataSource,
    private readonly memberships: MembershipsRepository,
    private readonly tiers: TiersService,
    private readonly charges: InvoiceCharges,
    private readonly events: BillingEvents,
    private readonly clock: BillingClock,
    private readonly views: MembershipViews,
    private readonly site: SiteService,
    private readonly open: PaymentsOpen,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  async preview(userId: number, choice: ChooseTierDto): Promise<MembershipChangePreviewDto> {
    const m = await this.memberships.current(userId);
    const { event, chargeCents } = await this.plan(this.db.manager, m, choice, await this.clock.now());
    const next = event.period?.end ?? m!.currentPeriodEnd!;
    const nextCharge = Math.max(0, event.priceCents - event.creditCents);
    const day = dayWords(next, await this.site.timeZone());
    return {
      amountNow: formatPrice(chargeCents),
      amountNowCents: chargeCents,
      credit: formatPrice(event.creditCents),
      creditCents: event.creditCents,
      newPrice: priceWords(event.priceCents, event.interval),
      effective:
        m!.status === 'trialing'
          ? `Now. Your trial goes on until ${day}; then ${formatPrice(nextCharge)} is charged.`
          : `Now. Your next renewal, on ${day}, charges ${formatPrice(nextCharge)}.`,
      nextRenewalAt: next.toISOString(),
    };
  }

  change(userId: number, choice: ChooseTierDto): Promise<MyMembershipDto> {
    this.open.check();
    return this.db.transaction(async (tx) => {
      const m = await this.memberships.lockCurrent(tx, userId);
      const { event, title } = await this.plan(tx, m, choice, await this.clock.now(tx));
      const live = m!;
      const note = event.invoice ? changeNote(event, title) : undefined;
      if (event.invoice && !(await this.charges.attempt(live, event.invoice, 1, undefined, note)).paid)
        throw declined();
      const { tierId, interval, priceCents: amountCents, creditCents } = event;
      const price = { tierId, title, interval, amountCents, providerPriceId: null };
      const { providerSubscriptionId: subscriptionId, providerCustomerId: customerId } = live;
      await this.provider.change({ subscriptionId, customerId, price, creditCents, idempotencyKey: event.id });
      return this.views.of((await this.events.applyIn(tx, event)) ?? live, tx);
    });
  }

  private async plan(
    tx: EntityManager,
    m: MembershipEntity | null,
    choice: ChooseTierDto,
    now: Date,
  ): Promise<ChangePlan> {
    if (!m || (m.status !== 'trialing' && m.status !== 'active' && m.status !== 'past_due'))
      throw new NotFoundException(MembershipErrors.noMembership);
    if (m.status === 'past_due') throw new ConflictException(MembershipErrors.changeWhilePastDue);
    if (m.cancelAtPeriodEnd) throw new ConflictException(MembershipErrors.changeWhileCancelling);
    if (m.tierId === choice.tierId && m.interval === choice.interval)
      throw new ConflictException(MembershipErrors.sameTier);
    const sale = await this.tiers.forSale(choice.tierId, choice.interval, tx);
    const base = {
      id: `member:change:${m.id}:${now.getTime()}`,
      membershipId: m.id,
      at: now,
      kind: 'changed' as const,
    };
    const target = { tierId: choice.tierId, interval: choice.interval, priceCents: sale.priceCents };
    if (m.status === 'trialing') {
      const event = { ...base, ...target, creditCents: m.creditCents, period: null, invoice: null };
      return { event, chargeCents: 0, title: sale.title };
    }
    const period = { start: m.currentPeriodStart!, end: m.currentPeriodEnd! };
    const newPeriod = choice.interval === m.interval ? null : { start: now, end: periodEnd(now, choice.interval) };
    const p = prorate({
      now,
      period,
      currentPriceCents: m.priceCents,
      newPriceCents: sale.priceCents,
      newPeriod,
      creditCents: m.creditCents,
    });
    const invoice: InvoiceFacts | null = p.chargeCents
      ? {
          providerInvoiceId: this.charges.invoiceId(m, `change_${now.getTime()}`),
          kind: 'change',
          amountCents: p.chargeCents,
          creditCents: m.creditCents,
          periodStart: now,
          periodEnd: newPeriod?.end ?? period.end,
        }
      : null;
    const event = { ...base, ...target, creditCents: p.creditAfterCents, period: newPeriod, invoice };
    const id = invoice ? attemptId(invoice.providerInvoiceId, 1) : base.id;
    return { event: { ...event, id }, chargeCents: p.chargeCents, title: sale.title };
  }
}
