// The card-payment provider behind checkout: Stripe, or with no key (outside production) an
// offline test provider. Both answer the same questions, so orders are completed by one code path.
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export type IntentStatus =
  'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled' | 'other';

// What the provider says about a payment: an order is completed only when amount and currency match it.
export interface IntentState {
  status: IntentStatus;
  amountCents: number;
  currency: string;
  // the card it saved for later charges (a payment plan's first instalment, paid with Stripe)
  card?: SavedCard | null;
}

// A payment to make: a payment plan's first instalment names the provider's customer and saves the
// card for the later instalments (Stripe: `customer` and `setup_future_usage: off_session`).
export interface IntentRequest {
  amountCents: number;
  orderId: number;
  idempotencyKey: string;
  saveCardFor?: string | null;
}

// A verified webhook event: a payment succeeded (for this amount; `orderId` the order its metadata
// names) or failed, money of a payment was given back (by us or in the provider's dashboard), or
// anything else: handed to the module that registered its type (PaymentWebhookRegistry), else noted
// once. `payload` is the event as the provider sent it.
export type PaymentEvent =
  | {
      id: string;
      kind: 'succeeded';
      intentId: string;
      amountCents: number;
      currency: string;
      savesCard: boolean;
      orderId: number | null;
    }
  | { id: string; kind: 'failed'; intentId: string }
  | { id: string; kind: 'refunded'; intentId: string }
  | { id: string; kind: 'other'; type: string; payload: unknown };

// A card given to the site's own test form: the payment its client secret names, whether it pays,
// and the card kept for later charges (a payment plan's instalments) when it does.
export interface TestCardPayment {
  intentId: string;
  accepted: boolean;
  card: SavedCard | null;
}

// A card a provider keeps for later charges: its handle, and what the buyer reads of it.
export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

// A refund as the provider keeps it: `refundId` is ours (the refunds row it was asked for), null for
// one made in the provider's dashboard. A refund on its way to the card counts as given back.
export interface ProviderRefund {
  id: string;
  amountCents: number;
  given: boolean;
  refundId: number | null;
}

// A charge of a card saved by an earlier payment, with nobody at the keyboard (an upsell accepted
// after the checkout): the same key answers the same charge (or the same decline) however often it
// is asked.
export interface SavedCardCharge {
  amountCents: number;
  // the provider's customer the card is saved to (Stripe's; null with the offline provider)
  customerId: string | null;
  paymentMethodId: string;
  // the order whose payment saved the card, and the upsell's own order (stored pending before the
  // charge), both named in what the provider keeps with the charge (its webhook finds the order by it)
  upsellOf: number;
  orderId: number;
  description: string;
  idempotencyKey: string;
}

// paid: the payment's id (refunds are asked on it); declined: the provider's reason, for the buyer
export type SavedCardOutcome = { paid: true; intentId: string } | { paid: false; reason: string };

// The provider said no (e.g. the charge is already refunded): asking again will not help.
export class RefundRefused extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe' | 'offline';
  // what the browser's payment form needs (Stripe Elements' key), null for the offline form
  readonly publishableKey: string | null;
  // false when this server takes no webhooks (the offline provider, or Stripe without a webhook secret)
  readonly acceptsWebhooks: boolean;
  createIntent(input: IntentRequest): Promise<CreatedIntent>;
  // its state, with the card it saved (when it saves one)
  retrieveIntent(intentId: string): Promise<IntentState>;
  // after this the payment can no longer succeed; throws when it already has
  cancelIntent(intentId: string): Promise<void>;
  // gives back part or all of a payment; the same key answers the same refund however often it is
  // asked. Throws RefundRefused when the provider refuses, anything else when its answer is unknown.
  refund(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
    refundId: number;
  }): Promise<ProviderRefund>;
  // charges the saved card off session; throws when the provider's answer is unknown
  chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardOutcome>;
  // what became of that charge if it was ever made (its order's, made since `since`), without making
  // it: null when the provider never had it; throws when it cannot tell yet
  findSavedCardCharge(charge: SavedCardCharge, since: Date): Promise<SavedCardOutcome | null>;
  // every refund of the payment, ours and the dashboard's
  listRefunds(intentId: string): Promise<ProviderRefund[]>;
  // null when the signature over the raw body is not valid
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent | null;
  // null when the provider takes no test cards (only the offline one does)
  confirmTestPayment(clientSecret: string, cardNumber: string): TestCardPayment | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
