import { Injectable } from '@nestjs/common';

// A verified webhook event commerce does not handle itself, as the provider sent it (Stripe: the
// Stripe.Event): its id, its type and the whole event.
export interface HandedWebhookEvent {
  id: string;
  type: string;
  payload: unknown;
}
export type PaymentWebhookHandler = (event: HandedWebhookEvent) => Promise<void>;

// Other modules' part of the payment provider's webhook (POST /api/stripe/webhook): a module
// registers the event types it owns (memberships: Stripe Billing's invoices, subscriptions and
// setup intents) and the route, once it has verified the signature and found an event it does not
// handle, hands it over. A handler that throws makes the route answer 500, so the provider delivers
// the event again; applying it exactly once is the handler's part (it gets the event's id).
@Injectable()
export class PaymentWebhookRegistry {
  private readonly handlers = new Map<string, PaymentWebhookHandler>();

  register(types: readonly string[], handler: PaymentWebhookHandler): void {
    for (const type of types) {
      if (this.handlers.has(type)) throw new Error(`The webhook event type ${type} has a handler already.`);
      this.handlers.set(type, handler);
    }
  }

  handlerOf(type: string): PaymentWebhookHandler | null {
    return this.handlers.get(type) ?? null;
  }
}
