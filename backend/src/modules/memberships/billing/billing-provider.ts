import type { InvoiceKind } from '../entities/membership-invoice.entity';
import type { BillingInterval, BillingProviderName } from '../entities/membership.entity';
import type { InvoiceFacts } from './billing-event';

// What a membership is billed through: Stripe Billing (stripe-billing.provider.ts), or with no
// Stripe key (outside production) the offline provider and its own clock. Both answer the same
// questions, so a membership changes by one code path (BillingEvents.apply); code outside billing/
// never names a vendor.
//
// How Stripe fits: customer → customers.create; price → products.create and prices.create per tier
// and interval (their ids kept in membership_tiers); subscribe → subscriptions.create with
// payment_behavior default_incomplete and trial_period_days (the client secret of its first
// invoice's payment, or of its pending setup intent in a trial); cardForm → a setup intent; charge
// → invoices.pay of an open invoice, or for a change a one-off invoice of our own amount; change →
// subscriptions.update with proration_behavior none; carryCredit → a pending invoice item taking
// the member's credit off the next invoice; setCancelAtPeriodEnd and end → subscriptions.update /
// cancel; useCard → the subscription's default payment method; notice → invoice.paid,
// invoice.payment_failed, customer.subscription.updated and .deleted, setup_intent.succeeded as
// WebhookNotices; state → the subscription retrieved; chargeCard (a payment plan's instalment) →
// an off-session payment intent on the plan's customer and card; planCardForm → a setup intent for
// the plan's customer (its setup_intent.succeeded: a 'plan.card.saved' notice). Every write carries
// an idempotency key.

// A card on file as the member reads it, and the provider's handle to charge it.
export interface CardOnFile {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

// What the tier's price is at the provider (Stripe's price id; null for the offline provider).
export interface TierPrice {
  tierId: number;
  title: string;
  interval: BillingInterval;
  amountCents: number;
  // the provider's id of this price, when made before (membership_tiers keeps it)
  providerPriceId: string | null;
}

// What the member's payment form needs: a client secret for a first payment, or for saving a card
// (a trial, or Update card).
export type FormPurpose = 'payment' | 'setup' | 'card';
export interface PaymentForm {
  clientSecret: string;
  purpose: FormPurpose;
  // the provider's subscription, when it made one (Stripe); the offline provider keeps none
  subscriptionId: string | null;
}

// One attempt at an invoice, under the attempt's idempotency key: asked again with the same key, the
// provider answers the same charge (never a second one). `unknown` answers throw. A change's invoice
// is made by the charge (Stripe: a one-off invoice of exactly `amountCents`); the others are the
// provider's own (Stripe: its renewal invoice, paid again after a new card).
export interface ChargeRequest {
  membershipId: number;
  kind: InvoiceKind;
  customerId: string | null;
  subscriptionId: string | null;
  providerInvoiceId: string;
  amountCents: number;
  paymentMethodId: string | null;
  idempotencyKey: string;
  // what the provider keeps with the charge and tells back when it is paid (Stripe: the invoice's
  // metadata): a change's own facts, so a change paid and lost with its process can be applied
  note?: Record<string, string>;
}
export type ChargeOutcome = { paid: true; chargeId: string } | { paid: false; reason: string };

// A saved card charged an amount the site decided, outside any subscription (a payment plan's
// instalment), under the attempt's idempotency key: asked again, the provider answers the same
// charge. A decline is an answer; `unknown` answers throw.
export interface CardChargeRequest {
  amountCents: number;
  // the provider's customer the card is saved to (Stripe's; null with the offline provider)
  customerId: string | null;
  paymentMethodId: string | null;
  // the plan, named in what the provider keeps with the charge
  planId: number;
  // what the buyer's statement and the provider's dashboard say it is for
  description: string;
  idempotencyKey: string;
}

// A test card form of the site's own (the offline provider): a membership's (its purpose), or a
// payment plan's new card.
export type TestForm = { purpose: FormPurpose; membershipId: number } | { purpose: 'plan-card'; planId: number };

// How a subscription started at the provider: its first invoice paid (a first period), or (invoice
// null) its trial's card saved.
export interface StartFacts {
  card: CardOnFile | null;
  invoice: InvoiceFacts | null;
  trialEndsAt: Date | null;
}

// A subscription as the provider has it now (read under the membership's lock: deliveries in any
// order come to the same state): whether it ends at the period's end, and its start if it started.
export interface SubscriptionState {
  cancelAtPeriodEnd: boolean;
  start: StartFacts | null;
}

// An invoice of the provider's schedule (a renewal, or the first charge after a trial) as its
// webhook states it; `kind` is decided by memberships.
export type NoticedInvoice = Omit<InvoiceFacts, 'kind'> & { attempt: number; nextAttemptAt: Date | null };

// What a verified webhook event says (Stripe; commerce verified it and handed it over): memberships
// finds the membership and applies it as a BillingEvent under the event's id (a replay is applied
// once). `subscription.updated` says only which subscription: its state is read from the provider.
export type WebhookNotice = { id: string; at: Date } & (
  | { kind: 'invoice.paid'; subscriptionId: string; invoice: NoticedInvoice }
  | { kind: 'invoice.failed'; subscriptionId: string; invoice: NoticedInvoice }
  | { kind: 'subscription.updated'; subscriptionId: string }
  | { kind: 'subscription.deleted'; subscriptionId: string }
  // a new card saved through Update card's form
  | { kind: 'card.saved'; membershipId: number; customerId: string; card: CardOnFile }
  // a new card saved for a payment plan through its Update card form (`setupId`: the provider's form)
  | { kind: 'plan.card.saved'; planId: number; customerId: string; card: CardOnFile; setupId: string }
  // a charge of ours paid (a change's), with the note it was made with
  | { kind: 'charge.paid'; membershipId: number; amountCents: number; note: Record<string, string> }
);

export interface BillingProvider {
  readonly name: BillingProviderName;
  // true: the site's own cycle charges renewals and retries (offline); false: the provider runs
  // the schedule and tells us by webhooks (Stripe), the cycle only ends what the grace period ends
  readonly chargesRenewals: boolean;
  // the webhook event types it reads (registered with commerce's PaymentWebhookRegistry)
  readonly webhookTypes: readonly string[];
  // the provider's customer for the account (made once; `known` when the account has one)
  customer(input: { userId: number; email: string; name: string; known: string | null }): Promise<string | null>;
  // the provider's id for the tier's price (made on first need)
  price(price: TierPrice): Promise<string | null>;
  // the form of a membership's first payment (or of its card, in a trial)
  subscribe(input: {
    membershipId: number;
    customerId: string | null;
    price: TierPrice;
    trialDays: number;
    idempotencyKey: string;
  }): Promise<PaymentForm>;
  // the form of a new card for the membership (Update card)
  cardForm(input: { membershipId: number; customerId: string | null; idempotencyKey: string }): Promise<PaymentForm>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  // the client secret of a form of a new card for a payment plan (Update card): the offline test
  // card form (signed for the plan), or Stripe's setup intent for the plan's customer
  planCardForm(input: { planId: number; customerId: string | null; idempotencyKey: string }): Promise<string>;
  // a saved card charged outside a subscription (a payment plan's instalment)
  chargeCard(request: CardChargeRequest): Promise<ChargeOutcome>;
  // The subscription told of a new tier or interval. Its proration is ours (TierChangesService
  // charged it before): the provider prorates nothing and charges nothing for it, and takes the
  // member's credit left (`creditCents`) off the next charges.
  change(input: {
    subscriptionId: string | null;
    customerId: string | null;
    price: TierPrice;
    creditCents: number;
    idempotencyKey: string;
  }): Promise<void>;
  // the member's credit taken off the next charge of the subscription (at most its price); the
  // offline provider's renewals take it off themselves
  carryCredit(input: {
    subscriptionId: string | null;
    customerId: string | null;
    creditCents: number;
    priceCents: number;
    idempotencyKey: string;
  }): Promise<void>;
  setCancelAtPeriodEnd(input: {
    subscriptionId: string | null;
    cancel: boolean;
    idempotencyKey: string;
  }): Promise<void>;
  // ends the subscription now (the account is deleted, the grace period ran out); nothing to do
  // when it has none or it has ended
  end(subscriptionId: string | null): Promise<void>;
  // the subscription's renewals charged to this card from now on
  useCard(input: { subscriptionId: string | null; paymentMethodId: string; idempotencyKey: string }): Promise<void>;
  // a verified webhook event's notice; null when it is not one for memberships
  notice(event: unknown): Promise<WebhookNotice | null>;
  // the subscription as the provider has it now; null when it keeps none (the offline provider)
  state(subscriptionId: string): Promise<SubscriptionState | null>;
  // The site's own test card form (the offline provider only; Stripe answers null to these): the
  // form a client secret names (null: none of this provider's), the card a number stands for (null:
  // a number it does not know, declined), and the client secret of a payment plan's new card form.
  // The declined test card is saved and declines charges.
  testForm(clientSecret: string): TestForm | null;
  testCard(cardNumber: string): CardOnFile | null;
  testPlanCardForm(planId: number): string | null;
}

export const BILLING_PROVIDER = Symbol('BILLING_PROVIDER');
