import type { InvoiceKind } from '../entities/membership-invoice.entity';
import type { BillingInterval } from '../entities/membership.entity';
import type { CardOnFile } from './billing-provider';

// An invoice as an event states it: its provider id (one per period, unique), what it charges and
// the credit taken off, the period it pays for.
export interface InvoiceFacts {
  providerInvoiceId: string;
  kind: InvoiceKind;
  amountCents: number;
  creditCents: number;
  periodStart: Date;
  periodEnd: Date;
}

// why a membership ended: the member cancelled (at the period's end), its renewal stayed unpaid
// past the grace period, or the account was deleted
export type EndReason = 'member' | 'payment' | 'account';

// A change of a membership, whatever the provider: its id is recorded once in membership_events
// (a replay, a second replica or a second cycle finds it and changes nothing), `at` is when it
// happened on the billing clock.
export type BillingEvent = { id: string; membershipId: number; at: Date } &
  // the first payment is made, or (invoice null) the card for a trial is saved
  (
    | { kind: 'started'; card: CardOnFile | null; invoice: InvoiceFacts | null; trialEndsAt: Date | null }
    // an attempt at an invoice paid it, or failed (`attempt`: 1 for the first try)
    | { kind: 'invoice.paid'; invoice: InvoiceFacts; attempt: number }
    // (`nextAttemptAt`: the provider's next try; not given, the site's own retries: RETRY_DAYS)
    | { kind: 'invoice.failed'; invoice: InvoiceFacts; attempt: number; nextAttemptAt?: Date | null }
    | { kind: 'card.updated'; card: CardOnFile }
    | { kind: 'cancel.requested' }
    | { kind: 'resumed' }
    // another tier or interval: its price from now, the credit left, a new period (an interval
    // change) and the invoice of what it cost now (none when the credit covered it, or in a trial)
    | {
        kind: 'changed';
        tierId: number;
        interval: BillingInterval;
        priceCents: number;
        creditCents: number;
        period: { start: Date; end: Date } | null;
        invoice: InvoiceFacts | null;
      }
    | { kind: 'ended'; reason: EndReason }
  );

export type BillingEventKind = BillingEvent['kind'];
export type EventOf<K extends BillingEventKind> = Extract<BillingEvent, { kind: K }>;

// The id of an attempt at an invoice: its event's id and the idempotency key of its charge.
export const attemptId = (providerInvoiceId: string, attempt: number) => `${providerInvoiceId}:attempt:${attempt}`;

// A paid change's facts as its charge notes them (ChargeRequest.note; Stripe metadata values are
// strings of at most 500 characters), and the change again from them (null: not a change's note).
export function changeNote(e: EventOf<'changed'>, title: string): Record<string, string> {
  const invoice = e.invoice!;
  return {
    membershipChange: e.id,
    membershipInvoice: invoice.providerInvoiceId,
    changeTo: [e.tierId, e.interval, e.priceCents, e.creditCents, invoice.creditCents].join(':'),
    changeAt: String(e.at.getTime()),
    changePeriodEnd: String(invoice.periodEnd.getTime()),
    changeNewPeriod: e.period ? '1' : '0',
    changeTitle: title.slice(0, 200),
  };
}

export function changeFromNote(
  membershipId: number,
  note: Record<string, string>,
  amountCents: number,
): { event: EventOf<'changed'>; title: string } | null {
  const [tierId, interval, priceCents, creditCents, creditUsed] = (note.changeTo ?? '').split(':');
  if (!note.membershipChange || !note.membershipInvoice || (interval !== 'month' && interval !== 'year')) return null;
  const at = new Date(Number(note.changeAt));
  const periodEnd = new Date(Number(note.changePeriodEnd));
  const invoice: InvoiceFacts = {
    providerInvoiceId: note.membershipInvoice,
    kind: 'change',
    amountCents,
    creditCents: Number(creditUsed),
    periodStart: at,
    periodEnd,
  };
  const event: EventOf<'changed'> = {
    id: note.membershipChange,
    membershipId,
    at,
    kind: 'changed',
    tierId: Number(tierId),
    interval,
    priceCents: Number(priceCents),
    creditCents: Number(creditCents),
    period: note.changeNewPeriod === '1' ? { start: at, end: periodEnd } : null,
    invoice,
  };
  return { event, title: note.changeTitle ?? 'Membership' };
}
