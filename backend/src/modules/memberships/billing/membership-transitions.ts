import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipMails } from '../mails/membership-mails';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import type { BillingEvent, EventOf } from './billing-event';
import { addDaysTo, nextAttemptAt } from './periods';

type Tx = EntityManager;
const LIVE = ['trialing', 'active', 'past_due'];

// What each billing event does to a locked membership (BillingEvents.apply runs them), with the
// invoice, the mails and the typed hooks that go with it. An event that no longer fits the
// membership (a late payment of one that ended, a resume of one that is not cancelling) changes
// nothing.
@Injectable()
export class MembershipTransitions {
  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly settings: MembershipSettingsRepository,
    private readonly mails: MembershipMails,
    private readonly hooks: DomainEvents,
  ) {}

  apply(tx: Tx, m: MembershipEntity, e: BillingEvent): Promise<MembershipEntity> {
    switch (e.kind) {
      case 'started':
        return this.started(tx, m, e);
      case 'invoice.paid':
        return this.paid(tx, m, e);
      case 'invoice.failed':
        return this.failed(tx, m, e);
      case 'card.updated':
        return this.memberships.update(tx, m.id, card(e.card));
      case 'cancel.requested':
        return this.cancelRequested(tx, m, e);
      case 'resumed':
        return m.cancelAtPeriodEnd && m.status !== 'cancelled'
          ? this.memberships.update(tx, m.id, { cancelAtPeriodEnd: false, cancelRequestedAt: null })
          : Promise.resolve(m);
      case 'changed':
        return this.changed(tx, m, e);
      case 'ended':
        return this.ended(tx, m, e);
    }
  }

  private async started(tx: Tx, m: MembershipEntity, e: EventOf<'started'>): Promise<MembershipEntity> {
    if (m.status !== 'incomplete') return m;
    const { invoice } = e;
    if (invoice) await this.invoices.record(tx, m.id, invoice, 1, { status: 'paid', paidAt: e.at });
    const started = await this.memberships.update(tx, m.id, {
      status: invoice ? 'active' : 'trialing',
      startedAt: e.at,
      trialEndsAt: invoice ? null : e.trialEndsAt,
      currentPeriodStart: invoice ? invoice.periodStart : e.at,
      currentPeriodEnd: invoice ? invoice.periodEnd : e.trialEndsAt,
      ...(e.card && card(e.card)),
    });
    await this.mails.started(tx, started, !invoice);
    const { userId, tierId } = started;
    await this.hooks.publish(tx, 'membership.started', {
      membershipId: m.id,
      userId,
      tierId,
      trial: !invoice,
      at: e.at,
    });
    return started;
  }

  // A renewal (or the first charge after a trial) paid: another period, access restored if it was
  // past due. An invoice paid before (told again by another path: the provider's webhook after our
  // own charge of it) changes nothing.
  private async paid(tx: Tx, m: MembershipEntity, e: EventOf<'invoice.paid'>): Promise<MembershipEntity> {
    const { invoice } = e;
    if ((await this.invoices.find(invoice.providerInvoiceId, tx))?.status === 'paid') return m;
    await this.invoices.record(tx, m.id, invoice, e.attempt, { status: 'paid', paidAt: e.at });
    if (!LIVE.includes(m.status)) return m;
    const renewed = await this.memberships.update(tx, m.id, {
      status: 'active',
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      pastDueSince: null,
      creditCents: Math.max(0, m.creditCents - invoice.creditCents),
    });
    await this.mails.paid(tx, renewed, invoice);
    await this.hooks.publish(tx, 'membership.renewed', {
      membershipId: m.id,
      userId: m.userId,
      tierId: m.tierId,
      amountCents: invoice.amountCents,
      periodEnd: invoice.periodEnd,
    });
    return renewed;
  }

  // Past due from the first failure; tried again 1, 3 and 5 days after it (or when the provider
  // says); access until its grace ends. A failure told after the invoice was paid changes nothing.
  private async failed(tx: Tx, m: MembershipEntity, e: EventOf<'invoice.failed'>): Promise<MembershipEntity> {
    if (!LIVE.includes(m.status)) return m;
    if ((await this.invoices.find(e.invoice.providerInvoiceId, tx))?.status === 'paid') return m;
    const since = m.pastDueSince ?? e.at;
    const next = e.nextAttemptAt === undefined ? nextAttemptAt(since, e.attempt) : e.nextAttemptAt;
    await this.invoices.record(tx, m.id, e.invoice, e.attempt, { status: 'open', nextAttemptAt: next });
    const due = await this.memberships.update(tx, m.id, { status: 'past_due', pastDueSince: since });
    const { graceDays } = await this.settings.read(tx);
    await this.mails.failed(tx, due, e.invoice, e.attempt, addDaysTo(since, graceDays));
    return due;
  }

  private async cancelRequested(tx: Tx, m: MembershipEntity, e: EventOf<'cancel.requested'>) {
    if (m.cancelAtPeriodEnd || (m.status !== 'trialing' && m.status !== 'active')) return m;
    const cancelling = await this.memberships.update(tx, m.id, { cancelAtPeriodEnd: true, cancelRequestedAt: e.at });
    await this.mails.cancelled(tx, cancelling, e.at);
    return cancelling;
  }

  private async changed(tx: Tx, m: MembershipEntity, e: EventOf<'changed'>): Promise<MembershipEntity> {
    if (e.invoice) await this.invoices.record(tx, m.id, e.invoice, 1, { status: 'paid', paidAt: e.at });
    const changed = await this.memberships.update(tx, m.id, {
      tierId: e.tierId,
      interval: e.interval,
      priceCents: e.priceCents,
      creditCents: e.creditCents,
      ...(e.period && { currentPeriodStart: e.period.start, currentPeriodEnd: e.period.end }),
    });
    if (e.invoice) await this.mails.paid(tx, changed, e.invoice);
    return changed;
  }

  private async ended(tx: Tx, m: MembershipEntity, e: EventOf<'ended'>): Promise<MembershipEntity> {
    if (m.status === 'cancelled') return m;
    await this.invoices.closeOpen(tx, m.id, e.reason === 'payment' ? 'failed' : 'void');
    const wasLive = LIVE.includes(m.status);
    const ended = await this.memberships.update(tx, m.id, {
      status: 'cancelled',
      endedAt: e.at,
      cancelAtPeriodEnd: false,
      cancelRequestedAt: m.cancelRequestedAt ?? (e.reason === 'member' && wasLive ? e.at : null),
    });
    if (!wasLive) return ended;
    if (e.reason === 'payment') await this.mails.ended(tx, ended);
    // a member who leaves while past due is told now (a cancel at the period's end was, when asked)
    if (e.reason === 'member' && !m.cancelRequestedAt) await this.mails.cancelled(tx, ended, e.at);
    const { userId, tierId } = m;
    await this.hooks.publish(tx, 'membership.cancelled', {
      membershipId: m.id,
      userId,
      tierId,
      reason: e.reason,
      at: e.at,
    });
    return ended;
  }
}

const card = (c: { paymentMethodId: string; brand: string; last4: string }) => ({
  providerPaymentMethodId: c.paymentMethodId,
  cardBrand: c.brand,
  cardLast4: c.last4,
});
