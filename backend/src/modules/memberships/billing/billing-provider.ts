import type { BillingInterval, BillingProviderName } from '../entities/membership.entity';

// What a membership is billed through: Stripe Billing, or with no Stripe key (outside production)
// the offline provider and its own clock. Both answer the same questions, so a membership changes by
// one code path (BillingEvents.apply); code outside billing/ never names a vendor.
//
// How Stripe fits: customer → customers.create; price → prices.create per tier and interval (its
// id kept in membership_tiers); subscribe → subscriptions.create with payment_behavior
// default_incomplete and trial_period_days (the client secret of its first invoice's payment, or of
// its pending setup intent in a trial); cardForm → a setup intent; charge → invoices.pay of the
// open invoice; change → subscriptions.update with prorations; setCancelAtPeriodEnd and end →
// subscriptions.update / cancel; parseWebhook → invoice.paid, invoice.payment_failed,
// customer.subscription.updated and .deleted as BillingEvents. Every write carries an idempotency key.

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
// provider answers the same charge (never a second one). `unknown` answers throw.
export interface ChargeRequest {
  membershipId: number;
  providerInvoiceId: string;
  amountCents: number;
  paymentMethodId: string | null;
  idempotencyKey: string;
}
export type ChargeOutcome = { paid: true; chargeId: string } | { paid: false; reason: string };

// What a verified webhook says (Stripe), by subscription: memberships finds the membership and
// applies it as a BillingEvent under the webhook event's id (a replay is applied once).
export type WebhookNotice =
  | {
      id: string;
      kind: 'invoice.paid' | 'invoice.failed';
      subscriptionId: string;
      providerInvoiceId: string;
      amountCents: number;
      periodStart: Date;
      periodEnd: Date;
      attempt: number;
      nextAttemptAt: Date | null;
    }
  | { id: string; kind: 'subscription.updated'; subscriptionId: string; cancelAtPeriodEnd: boolean; at: Date }
  | { id: string; kind: 'subscription.deleted'; subscriptionId: string; at: Date };

export interface BillingProvider {
  readonly name: BillingProviderName;
  // true: the site's own cycle charges renewals and retries (offline); false: the provider runs
  // the schedule and tells us by webhooks (Stripe)
  readonly chargesRenewals: boolean;
  // the provider's customer for the account (made once; `known` when the membership has one)
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
  // the subscription told of a new tier or interval (its proration is ours: BillingEvents)
  change(input: { subscriptionId: string | null; price: TierPrice; idempotencyKey: string }): Promise<void>;
  setCancelAtPeriodEnd(input: {
    subscriptionId: string | null;
    cancel: boolean;
    idempotencyKey: string;
  }): Promise<void>;
  // ends the subscription now (the account is deleted); nothing to do when it has none
  end(subscriptionId: string | null): Promise<void>;
  // a verified webhook's notice; null when the signature is not valid or it is not about memberships
  parseWebhook(rawBody: Buffer, signature: string): WebhookNotice | null;
  // The site's own test card form (the offline provider only; Stripe answers null to both): the form
  // a client secret names (null: none of this provider's), and the card a number stands for (null:
  // a number it does not know, declined). The declined test card is saved and declines charges.
  testForm(clientSecret: string): { membershipId: number; purpose: FormPurpose } | null;
  testCard(cardNumber: string): CardOnFile | null;
}

export const BILLING_PROVIDER = Symbol('BILLING_PROVIDER');
