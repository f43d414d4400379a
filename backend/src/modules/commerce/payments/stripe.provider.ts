import Stripe from 'stripe';
import type { AppConfig } from '../../../core/config/app-config';
import type { CreatedIntent, IntentStatus, PaymentProvider } from './payment-provider';

// The official SDK; STRIPE_API_URL points it elsewhere (tests use a loopback fake).
export function createStripeClient(config: AppConfig): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.stripeApiUrl) {
    const url = new URL(config.stripeApiUrl);
    Object.assign(options, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
    });
  }
  return new Stripe(config.stripeSecretKey!, options);
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(readonly stripe: Stripe) {}

  async createIntent(input: { amountCents: number; orderId: number; idempotencyKey: string }): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: String(input.orderId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: intent.id, clientSecret: intent.client_secret! };
  }

  async intentStatus(intentId: string): Promise<IntentStatus> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    const known: IntentStatus[] = ['succeeded', 'processing', 'requires_action', 'requires_payment_method', 'canceled'];
    return known.includes(intent.status as IntentStatus) ? (intent.status as IntentStatus) : 'other';
  }
}
