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

export interface PaymentProvider {
  readonly name: 'stripe' | 'offline';
  createIntent(input: { amountCents: number; orderId: number; idempotencyKey: string }): Promise<CreatedIntent>;
  retrieveIntent(intentId: string): Promise<IntentState>;
  // after this the payment can no longer succeed; throws when it already has
  cancelIntent(intentId: string): Promise<void>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
