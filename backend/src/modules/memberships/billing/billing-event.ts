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
    | { kind: 'invoice.failed'; invoice: InvoiceFacts; attempt: number }
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
