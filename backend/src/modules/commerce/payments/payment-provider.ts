// The card-payment provider behind checkout: Stripe, or with no key (outside production) an
// offline test provider. Both answer the same questions, so orders are completed by one code path.
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export type IntentStatus = 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled' | 'other';

export interface PaymentProvider {
  readonly name: 'stripe' | 'offline';
  createIntent(input: { amountCents: number; orderId: number; idempotencyKey: string }): Promise<CreatedIntent>;
  intentStatus(intentId: string): Promise<IntentStatus>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
