import Stripe from 'stripe';
import type { AppConfig } from '../../../core/config/app-config';
import { CURRENCY } from '../money';
import {
  type CreatedIntent,
  type IntentRequest,
  type IntentState,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
  RefundRefused,
  type SavedCard,
  type SavedCardCharge,
  type SavedCardOutcome,
} from './payment-provider';

const KNOWN: IntentStatus[] = ['succeeded', 'processing', 'requires_action', 'requires_payment_method', 'canceled'];

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

type StripeKeys = Pick<AppConfig, 'stripePublishableKey' | 'stripeWebhookSecret'>;

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly acceptsWebhooks: boolean;

  constructor(
    private readonly stripe: Stripe,
    private readonly keys: StripeKeys,
  ) {
    this.publishableKey = keys.stripePublishableKey;
    this.acceptsWebhooks = !!keys.stripeWebhookSecret;
  }

  // a payment plan's first instalment saves the card to the buyer's customer for off-session charges
  async createIntent(input: IntentRequest): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: String(input.orderId) },
        ...(input.saveCardFor && { customer: input.saveCardFor, setup_future_usage: 'off_session' as const }),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: intent.id, clientSecret: intent.client_secret! };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
      const status = KNOWN.includes(intent.status as IntentStatus) ? (intent.status as IntentStatus) : 'other';
      const card = intent.setup_future_usage === 'off_session' ? savedCardOf(intent.payment_method) : null;
      return { status, amountCents: intent.amount, currency: intent.currency, card };
    } catch (error) {
      // an intent Stripe does not know was never paid
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return { status: 'canceled', amountCents: 0, currency: CURRENCY };
      }
      throw error;
    }
  }

  async cancelIntent(intentId: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(intentId);
  }

  async refund(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
    refundId: number;
  }): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountCents, metadata: { refundId: String(input.refundId) } },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderRefund(refund);
    } catch (error) {
      // Stripe looked at the request and said no; a network failure or a 5xx leaves it unknown
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
        throw new RefundRefused(error.message);
      throw error;
    }
  }

  // An upsell: an off-session payment intent on the card the order's payment saved, confirmed at
  // once under its key (asked again, Stripe answers the same intent or the same decline). A
  // card_error is a decline with Stripe's words; authentication asked (nobody is there to give it)
  // is one too; anything else throws.
  async chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardOutcome> {
    const { amountCents: amount, customerId, paymentMethodId, upsellOf, orderId, description, idempotencyKey } = charge;
    if (!customerId) return { paid: false, reason: 'No card is saved with Stripe for this order.' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency: CURRENCY,
          customer: customerId,
          payment_method: paymentMethodId,
          off_session: true,
          confirm: true,
          description,
          metadata: { upsellOf: String(upsellOf), orderId: String(orderId) },
        },
        { idempotencyKey },
      );
      if (intent.status === 'succeeded') return { paid: true, intentId: intent.id };
      if (intent.status === 'requires_action' || intent.status === 'requires_payment_method')
        return { paid: false, reason: 'Your bank asked to confirm this payment, which cannot be done here.' };
      throw new Error(`Stripe answered payment intent ${intent.id} ${intent.status}.`);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { paid: false, reason: error.message };
      throw error;
    }
  }

  // The customer's payment intents since then, the one whose metadata names the order: paid, declined
  // (left waiting for another card, or cancelled), or still being decided (throws).
  async findSavedCardCharge(charge: SavedCardCharge, since: Date): Promise<SavedCardOutcome | null> {
    if (!charge.customerId) return null;
    const created = { gte: Math.floor(since.getTime() / 1000) - 60 };
    for await (const intent of this.stripe.paymentIntents.list({ customer: charge.customerId, created, limit: 100 })) {
      if (intent.metadata?.orderId !== String(charge.orderId)) continue;
      if (intent.status === 'succeeded') return { paid: true, intentId: intent.id };
      if (['requires_payment_method', 'requires_action', 'canceled'].includes(intent.status))
        return { paid: false, reason: intent.last_payment_error?.message ?? 'Your card was declined.' };
      throw new Error(`Stripe answered payment intent ${intent.id} ${intent.status}.`);
    }
    return null;
  }

  async listRefunds(intentId: string): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: intentId, limit: 100 }))
      refunds.push(toProviderRefund(refund));
    return refunds;
  }

  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.keys.stripeWebhookSecret ?? '');
    } catch {
      return null;
    }
    if (event.type === 'payment_intent.succeeded') {
      const { id, amount, currency, setup_future_usage, metadata } = event.data.object;
      const savesCard = setup_future_usage === 'off_session';
      const orderId = Number(metadata?.orderId);
      const named = Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null;
      return {
        id: event.id,
        kind: 'succeeded',
        intentId: id,
        amountCents: amount,
        currency,
        savesCard,
        orderId: named,
      };
    }
    if (event.type === 'payment_intent.payment_failed') {
      return { id: event.id, kind: 'failed', intentId: event.data.object.id };
    }
    const intent = event.type === 'charge.refunded' ? event.data.object.payment_intent : null;
    if (intent) return { id: event.id, kind: 'refunded', intentId: typeof intent === 'string' ? intent : intent.id };
    return { id: event.id, kind: 'other', type: event.type, payload: event };
  }

  // Stripe's own form takes the cards; the site's test form is not for it
  confirmTestPayment(): null {
    return null;
  }
}

// pending (on its way to the card) counts as given back; failed, canceled and requires_action do not
function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const ours = Number(refund.metadata?.refundId);
  return {
    id: refund.id,
    amountCents: refund.amount,
    given: refund.status === 'succeeded' || refund.status === 'pending',
    refundId: Number.isSafeInteger(ours) && ours > 0 ? ours : null,
  };
}

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

// the card an intent saved (its payment method, expanded), as the buyer reads it
function savedCardOf(method: string | Stripe.PaymentMethod | null): SavedCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const brand = method.card.brand;
  return {
    paymentMethodId: method.id,
    brand: BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1),
    last4: method.card.last4,
  };
}
