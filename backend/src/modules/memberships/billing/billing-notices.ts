import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { changeFromNote } from './billing-event';
import { BillingEvents } from './billing-events';
import { BILLING_PROVIDER, type BillingProvider, type WebhookNotice } from './billing-provider';
import { InvoiceCharges } from './invoice-charges';
import { PlanCardsService } from '../plans/plan-cards.service';

const LIVE = ['trialing', 'active', 'past_due'];
type Notice<K extends WebhookNotice['kind']> = Extract<WebhookNotice, { kind: K }>;

// What the provider tells (its webhooks, handed over by commerce's verified Stripe route) applied
// as billing events under the webhook event's id, so a delivery made again is applied once. A
// notice about a subscription that is no membership's, or that comes after what it would change
// (a failure of an invoice paid since, an attempt older than one told), is left with a log line.
// A subscription's state (started, ending at its period's end) is read from the provider under the
// membership's lock, so deliveries in any order come to the same state; that reading also starts
// a membership whose webhook is late or lost (JoiningService asks it when the member looks).
@Injectable()
export class BillingNotices {
  private readonly logger = new Logger('BillingNotices');

  constructor(
    private readonly db: DataSource,
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly events: BillingEvents,
    private readonly charges: InvoiceCharges,
    private readonly planCards: PlanCardsService,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  // A verified webhook event of one of the provider's types. Throws when it could not be applied
  // (the route answers 500 and the provider delivers it again).
  async handle(event: unknown): Promise<void> {
    const notice = await this.provider.notice(event);
    if (!notice) return;
    if (notice.kind === 'card.saved') return this.cardSaved(notice);
    if (notice.kind === 'charge.paid') return this.chargePaid(notice);
    if (notice.kind === 'plan.card.saved') return this.planCards.savedAtProvider(notice);
    const m = await this.memberships.bySubscription(notice.subscriptionId);
    if (!m) return this.ignore(notice, `subscription ${notice.subscriptionId} is no membership's`);
    if (notice.kind === 'subscription.updated') {
      await this.sync(m.id, notice.id, notice.at);
    } else if (notice.kind === 'subscription.deleted') {
      const reason = m.status === 'past_due' ? 'payment' : 'member';
      await this.events.apply({ id: notice.id, membershipId: m.id, at: notice.at, kind: 'ended', reason });
    } else {
      await this.invoice(m, notice);
    }
  }

  // The membership brought to its subscription's state at the provider: started (its first
  // payment, or its trial's card), or ending at its period's end or not. The membership as it is
  // then (null: none).
  sync(membershipId: number, eventId: string, at: Date): Promise<MembershipEntity | null> {
    return this.db.transaction(async (tx) => {
      const m = await this.memberships.lock(tx, membershipId);
      if (!m?.providerSubscriptionId || m.status === 'cancelled') return m;
      const state = await this.provider.state(m.providerSubscriptionId);
      if (!state) return m;
      const base = { id: eventId, membershipId, at };
      if (m.status === 'incomplete') {
        if (!state.start) return m;
        return (await this.events.applyIn(tx, { ...base, kind: 'started', ...state.start })) ?? m;
      }
      if (state.cancelAtPeriodEnd === m.cancelAtPeriodEnd) return m;
      const kind = state.cancelAtPeriodEnd ? 'cancel.requested' : 'resumed';
      return (await this.events.applyIn(tx, { ...base, kind })) ?? m;
    });
  }

  // a renewal (or the first charge after a trial) paid or failed at the provider
  private async invoice(m: MembershipEntity, notice: Notice<'invoice.paid' | 'invoice.failed'>): Promise<void> {
    const { attempt, nextAttemptAt, ...facts } = notice.invoice;
    const known = await this.invoices.find(facts.providerInvoiceId);
    const stale =
      known?.status === 'paid'
        ? 'is paid already'
        : notice.kind === 'invoice.failed' && known && known.attempts >= attempt
          ? `was told of attempt ${known.attempts} already`
          : null;
    if (stale) this.ignore(notice, `invoice ${facts.providerInvoiceId} ${stale}`);
    else {
      const invoice = { ...facts, kind: known?.kind ?? (m.status === 'trialing' ? 'first' : 'renewal') };
      const event = { id: notice.id, membershipId: m.id, at: notice.at, invoice, attempt };
      if (notice.kind === 'invoice.paid') await this.events.apply({ ...event, kind: 'invoice.paid' });
      else await this.events.apply({ ...event, kind: 'invoice.failed', nextAttemptAt });
    }
    if (notice.kind === 'invoice.paid') await this.carryCredit(m.id, facts.providerInvoiceId);
  }

  // what is left of the member's credit, taken off the next invoice (each time one is paid)
  private async carryCredit(membershipId: number, providerInvoiceId: string): Promise<void> {
    const m = await this.memberships.find(membershipId);
    if (!m || !LIVE.includes(m.status) || m.creditCents === 0) return;
    await this.provider.carryCredit({
      subscriptionId: m.providerSubscriptionId,
      customerId: m.providerCustomerId,
      creditCents: m.creditCents,
      priceCents: m.priceCents,
      idempotencyKey: `${providerInvoiceId}:credit`,
    });
  }

  // A new card from Update card's form: saved, made the subscription's, and a past due
  // membership's open invoice paid on it at once (declined, the provider's own webhook tells).
  // Under the membership's lock; the provider's calls are keyed, so a delivery made again after a
  // crash asks the same questions and gets the same answers (never a second charge).
  private cardSaved(notice: Notice<'card.saved'>): Promise<void> {
    return this.db.transaction(async (tx) => {
      const m = await this.memberships.lock(tx, notice.membershipId);
      if (!m || m.providerCustomerId !== notice.customerId || !LIVE.includes(m.status))
        return this.ignore(notice, `membership ${notice.membershipId} takes no card now`);
      const { id, at, card } = notice;
      if (!(await this.events.applyIn(tx, { id, membershipId: m.id, at, kind: 'card.updated', card }))) return;
      const paymentMethodId = card.paymentMethodId;
      await this.provider.useCard({ subscriptionId: m.providerSubscriptionId, paymentMethodId, idempotencyKey: id });
      const owed = m.status === 'past_due' ? await this.invoices.open(m.id, tx) : null;
      if (owed) await this.charges.pay(tx, m, this.charges.factsOf(owed), owed.attempts + 1, at, paymentMethodId);
    });
  }

  // A change's charge paid. Its own transaction applies it (its invoice then is ours already); a
  // process that died after the payment and before that commit lost it: applied from the note,
  // the subscription told with the change's keys (the same answers if it was told before). Paid
  // twice (the member changed again meanwhile), nothing more is applied: the log says so.
  private chargePaid(notice: Notice<'charge.paid'>): Promise<void> {
    return this.db.transaction(async (tx) => {
      const change = changeFromNote(notice.membershipId, notice.note, notice.amountCents);
      if (!change) return;
      const { event, title } = change;
      const m = await this.memberships.lock(tx, notice.membershipId);
      if (!m || !LIVE.includes(m.status)) return this.ignore(notice, `membership ${notice.membershipId} has ended`);
      if (await this.invoices.find(event.invoice!.providerInvoiceId, tx)) return;
      if (m.tierId === event.tierId && m.interval === event.interval)
        return this.ignore(
          notice,
          `membership ${m.id} has that tier already: ${event.invoice!.providerInvoiceId} is paid twice`,
        );
      const { tierId, interval, priceCents: amountCents, creditCents } = event;
      await this.provider.change({
        subscriptionId: m.providerSubscriptionId,
        customerId: m.providerCustomerId,
        price: { tierId, title, interval, amountCents, providerPriceId: null },
        creditCents,
        idempotencyKey: event.id,
      });
      await this.events.applyIn(tx, event);
    });
  }

  private ignore(notice: WebhookNotice, why: string): void {
    this.logger.log(`${notice.kind} ${notice.id} ignored: ${why}.`);
  }
}
