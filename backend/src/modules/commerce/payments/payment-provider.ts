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
}

// A verified webhook event: a payment succeeded (for this amount) or failed, or anything else, noted once.
export type PaymentEvent =
  | { id: string; kind: 'succeeded'; intentId: string; amountCents: number; currency: string }
  | { id: string; kind: 'failed'; intentId: string }
  | { id: string; kind: 'other'; type: string };

// A card given to the site's own test form: the payment its client secret names, and whether it pays.
export interface TestCardPayment {
  intentId: string;
  accepted: boolean;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'offline';
  // what the browser's payment form needs (Stripe Elements' key), null for the offline form
  readonly publishableKey: string | null;
  // false when this server takes no webhooks (the offline provider, or Stripe without a webhook secret)
  readonly acceptsWebhooks: boolean;
  createIntent(input: { amountCents: number; orderId: number; idempotencyKey: string }): Promise<CreatedIntent>;
  retrieveIntent(intentId: string): Promise<IntentState>;
  // after this the payment can no longer succeed; throws when it already has
  cancelIntent(intentId: string): Promise<void>;
  // null when the signature over the raw body is not valid
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent | null;
  // null when the provider takes no test cards (only the offline one does)
  confirmTestPayment(clientSecret: string, cardNumber: string): TestCardPayment | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
