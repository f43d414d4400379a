import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MembershipInvoiceEntity } from '../entities/membership-invoice.entity';
import type { MembershipEntity } from '../entities/membership.entity';
import { attemptId, type InvoiceFacts } from './billing-event';
import { BillingEvents } from './billing-events';
import { BILLING_PROVIDER, type BillingProvider, type ChargeOutcome } from './billing-provider';
import { periodEnd } from './periods';

// The invoices the site itself charges (the offline provider's renewals and retries, a first
// payment, a change of tier) and one attempt at each under its attempt's idempotency key.
@Injectable()
export class InvoiceCharges {
  constructor(
    private readonly events: BillingEvents,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  // An invoice's provider id, from the membership and what it is for (a period's start in ms,
  // 'first', a change's time): the same invoice is never made twice.
  invoiceId(m: MembershipEntity, what: string | Date): string {
    return `${m.provider}_in_${m.id}_${what instanceof Date ? what.getTime() : what}`;
  }

  // the invoice of the period after the current one (after a trial: the first charge), with the
  // member's credit taken off
  renewalOf(m: MembershipEntity): InvoiceFacts {
    const start = m.currentPeriodEnd!;
    const creditCents = Math.min(m.creditCents, m.priceCents);
    return {
      providerInvoiceId: this.invoiceId(m, start),
      kind: m.status === 'trialing' ? 'first' : 'renewal',
      amountCents: m.priceCents - creditCents,
      creditCents,
      periodStart: start,
      periodEnd: periodEnd(start, m.interval),
    };
  }

  factsOf(i: MembershipInvoiceEntity): InvoiceFacts {
    const { providerInvoiceId, kind, amountCents, creditCents, periodStart, periodEnd: end } = i;
    return { providerInvoiceId, kind, amountCents, creditCents, periodStart, periodEnd: end };
  }

  // One attempt at the invoice with the card on file (or the one given); nothing is asked of the
  // provider when nothing is owed. A provider that does not answer throws: the caller's
  // transaction rolls back, and the attempt is asked again later with the same key.
  async attempt(
    m: MembershipEntity,
    invoice: InvoiceFacts,
    attempt: number,
    paymentMethodId = m.providerPaymentMethodId,
    note?: Record<string, string>,
  ): Promise<ChargeOutcome> {
    const idempotencyKey = attemptId(invoice.providerInvoiceId, attempt);
    if (invoice.amountCents === 0) return { paid: true, chargeId: idempotencyKey };
    return this.provider.charge({
      membershipId: m.id,
      kind: invoice.kind,
      customerId: m.providerCustomerId,
      subscriptionId: m.providerSubscriptionId,
      providerInvoiceId: invoice.providerInvoiceId,
      amountCents: invoice.amountCents,
      paymentMethodId,
      idempotencyKey,
      note,
    });
  }

  // One attempt at the invoice and, paid, its event (invoice.paid under the attempt's id), in the
  // caller's transaction that holds the membership's row; declined, nothing is applied here.
  async pay(
    tx: EntityManager,
    m: MembershipEntity,
    invoice: InvoiceFacts,
    attempt: number,
    at: Date,
    paymentMethodId = m.providerPaymentMethodId,
  ): Promise<boolean> {
    const { paid } = await this.attempt(m, invoice, attempt, paymentMethodId);
    const event = { id: attemptId(invoice.providerInvoiceId, attempt), membershipId: m.id, at, invoice, attempt };
    if (paid) await this.events.applyIn(tx, { ...event, kind: 'invoice.paid' });
    return paid;
  }
}
