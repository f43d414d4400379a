import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { attemptId, type InvoiceFacts } from '../billing/billing-event';
import { BillingClock } from '../billing/billing-clock';
import { BillingEvents } from '../billing/billing-events';
import { BILLING_PROVIDER, type BillingProvider, type CardOnFile, type FormPurpose } from '../billing/billing-provider';
import { InvoiceCharges } from '../billing/invoice-charges';
import { declined, PaymentsOpen } from '../billing/payments-open';
import { addDaysTo, periodEnd } from '../billing/periods';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipErrors } from '../memberships.errors';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { TiersRepository } from '../repositories/tiers.repository';
import type { OfflineMembershipConfirmDto, OfflineMembershipConfirmResultDto } from './dto/membership-forms.dto';
import { MembershipViews } from './membership-views';

const MESSAGES = {
  trial: 'Your free trial has started.',
  paid: 'Welcome! Your membership has started.',
  card: 'Your card is saved.',
  recovered: 'Your card is saved and your payment is in: your membership is active again.',
};

// The offline provider's test card form for memberships, as Stripe Elements and its webhooks would
// do it: a first payment (charged now: declined is 402 and nothing changes), a trial's card (saved;
// the trial starts), or a new card (saved; a past due membership's open invoice is charged on it at
// once, and paid makes it active again). All under the membership's lock: a form sent twice
// starts it once.
@Injectable()
export class TestCardPaymentsService {
  constructor(
    private readonly db: DataSource,
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly tiers: TiersRepository,
    private readonly charges: InvoiceCharges,
    private readonly events: BillingEvents,
    private readonly clock: BillingClock,
    private readonly views: MembershipViews,
    private readonly open: PaymentsOpen,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  async confirm(user: SessionUser, body: OfflineMembershipConfirmDto): Promise<OfflineMembershipConfirmResultDto> {
    this.open.checkTestCards();
    const form = this.provider.testForm(body.clientSecret);
    if (!form || form.purpose === 'plan-card') throw new BadRequestException(MembershipErrors.paymentNotFound);
    const card = this.provider.testCard(body.cardNumber);
    return this.db.transaction(async (tx) => {
      const m = await this.memberships.lock(tx, form.membershipId);
      if (!m) throw new BadRequestException(MembershipErrors.paymentNotFound);
      if (m.userId !== user.id) throw new ForbiddenException(MembershipErrors.notYourPayment);
      if (!card) throw declined();
      const now = await this.clock.now(tx);
      const { message, membership } =
        form.purpose === 'card'
          ? await this.newCard(tx, m, card, now)
          : await this.start(tx, m, form.purpose, card, now);
      return { status: 'succeeded', message, membership: await this.views.of(membership, tx) };
    });
  }

  private async start(tx: EntityManager, m: MembershipEntity, purpose: FormPurpose, card: CardOnFile, now: Date) {
    if (m.status === 'cancelled') throw new BadRequestException(MembershipErrors.formOutdated);
    // the same form sent again: it started already
    if (m.status !== 'incomplete') return { message: MESSAGES.paid, membership: m };
    const base = { membershipId: m.id, at: now, kind: 'started' as const, card };
    if (purpose === 'setup') {
      const tier = await this.tiers.find(m.tierId, tx);
      if (!tier?.trialDays) throw new BadRequestException(MembershipErrors.formOutdated);
      const trialEndsAt = addDaysTo(now, tier.trialDays);
      const event = { ...base, id: `membership:${m.id}:trial`, invoice: null, trialEndsAt };
      return { message: MESSAGES.trial, membership: await this.applied(tx, m, event) };
    }
    const invoice: InvoiceFacts = {
      providerInvoiceId: this.charges.invoiceId(m, 'first'),
      kind: 'first',
      amountCents: m.priceCents,
      creditCents: 0,
      periodStart: now,
      periodEnd: periodEnd(now, m.interval),
    };
    if (!(await this.charges.attempt(m, invoice, 1, card.paymentMethodId)).paid) throw declined();
    const event = { ...base, id: attemptId(invoice.providerInvoiceId, 1), invoice, trialEndsAt: null };
    return { message: MESSAGES.paid, membership: await this.applied(tx, m, event) };
  }

  private async newCard(tx: EntityManager, m: MembershipEntity, card: CardOnFile, now: Date) {
    if (m.status === 'cancelled' || m.status === 'incomplete')
      throw new BadRequestException(MembershipErrors.formOutdated);
    const owed = m.status === 'past_due' ? await this.invoices.open(m.id, tx) : null;
    const saved = { id: `member:${randomUUID()}`, membershipId: m.id, at: now, kind: 'card.updated' as const, card };
    if (!owed) return { message: MESSAGES.card, membership: await this.applied(tx, m, saved) };
    const invoice = this.charges.factsOf(owed);
    if (!(await this.charges.pay(tx, m, invoice, owed.attempts + 1, now, card.paymentMethodId))) throw declined();
    return { message: MESSAGES.recovered, membership: await this.applied(tx, m, saved) };
  }

  private async applied(tx: EntityManager, m: MembershipEntity, event: Parameters<BillingEvents['applyIn']>[1]) {
    return (await this.events.applyIn(tx, event)) ?? (await this.memberships.find(m.id, tx))!;
  }
}
