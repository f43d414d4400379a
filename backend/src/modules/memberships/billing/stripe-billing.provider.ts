import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { CURRENCY } from '../../commerce';
import { TiersRepository } from '../repositories/tiers.repository';
import { tierPrice } from '../tiers/tier-price';
import type { InvoiceFacts } from './billing-event';
import type {
  BillingProvider,
  CardChargeRequest,
  CardOnFile,
  ChargeOutcome,
  ChargeRequest,
  FormPurpose,
  NoticedInvoice,
  PaymentForm,
  StartFacts,
  SubscriptionState,
  TierPrice,
  WebhookNotice,
} from './billing-provider';

// The events of commerce's verified Stripe webhook that are memberships'.
export const STRIPE_BILLING_EVENTS = [
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'setup_intent.succeeded',
] as const;

// the metadata key of the pending invoice items that carry a member's credit (its value: the subscription)
const CREDIT = 'membershipCredit';
const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

type Ref = string | { id?: string } | null | undefined;
const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?.id ?? null));
const dateOf = (seconds: number) => new Date(seconds * 1000);
const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
const ended = ['canceled', 'incomplete_expired'];

// Stripe Billing through the official SDK (commerce's createStripeClient: STRIPE_API_URL points it
// at the tests' loopback fake). Stripe keeps the customer, the tier's product and prices, the
// subscription and its invoices, and runs the schedule (renewals, retries); what it tells comes back
// as WebhookNotices. The server alone decides amounts: a change of tier is never prorated by Stripe
// (proration_behavior none) but charged as a one-off invoice of our own amount, checked before it is
// paid; a member's credit is a pending invoice item on the next invoice. Every write carries an
// idempotency key (DELETEs, which Stripe ignores keys on, are idempotent by themselves).
export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly chargesRenewals = false;
  readonly webhookTypes = STRIPE_BILLING_EVENTS;

  constructor(
    private readonly stripe: Stripe,
    private readonly tiers: TiersRepository,
  ) {}

  // one customer per account: the key names the account and what the customer is made with
  async customer(input: { userId: number; email: string; name: string; known: string | null }): Promise<string> {
    if (input.known) return input.known;
    const { userId, email, name } = input;
    const customer = await this.stripe.customers.create(
      { email, name, metadata: { userId: String(userId) } },
      { idempotencyKey: `account:${userId}:customer:${digest(email, name)}` },
    );
    return customer.id;
  }

  // The tier's product and its price for the interval, made on first need and kept in
  // membership_tiers while the tier costs that (a member keeps the price they joined at: a price
  // the tier no longer has is made, not kept).
  async price(price: TierPrice): Promise<string> {
    if (price.providerPriceId) return price.providerPriceId;
    const { tierId, interval, amountCents } = price;
    const tier = await this.tiers.find(tierId);
    const current = tier !== null && tierPrice(tier, interval) === amountCents;
    const kept = interval === 'month' ? tier?.stripeMonthlyPriceId : tier?.stripeYearlyPriceId;
    if (current && kept) return kept;
    let productId = tier?.stripeProductId ?? null;
    if (!productId) {
      const product = await this.stripe.products.create(
        { name: price.title, metadata: { tierId: String(tierId) } },
        { idempotencyKey: `tier:${tierId}:product:${digest(price.title)}` },
      );
      productId = product.id;
      await this.tiers.keepStripeProduct(tierId, productId);
    }
    const made = await this.stripe.prices.create(
      {
        product: productId,
        currency: CURRENCY,
        unit_amount: amountCents,
        recurring: { interval },
        metadata: { tierId: String(tierId) },
      },
      { idempotencyKey: `price:${productId}:${interval}:${amountCents}` },
    );
    if (current) await this.tiers.keepStripePrice(tierId, interval, amountCents, made.id);
    return made.id;
  }

  // The subscription, incomplete until its first invoice is paid (or, in a trial, its card saved)
  // through Stripe Elements with the client secret answered here.
  async subscribe(input: {
    membershipId: number;
    customerId: string | null;
    price: TierPrice;
    trialDays: number;
    idempotencyKey: string;
  }): Promise<PaymentForm> {
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customerId!,
        items: [{ price: await this.price(input.price) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(input.trialDays > 0 && { trial_period_days: input.trialDays }),
        metadata: { membershipId: String(input.membershipId) },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const setup = subscription.pending_setup_intent as Stripe.SetupIntent | null;
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const [clientSecret, purpose]: [string | null | undefined, FormPurpose] = setup
      ? [setup.client_secret, 'setup']
      : [invoice?.confirmation_secret?.client_secret, 'payment'];
    if (!clientSecret) throw new Error(`Stripe made subscription ${subscription.id} with nothing to confirm.`);
    return { clientSecret, purpose, subscriptionId: subscription.id };
  }

  async cardForm(input: { membershipId: number; customerId: string | null; idempotencyKey: string }) {
    const intent = await this.stripe.setupIntents.create(
      {
        customer: input.customerId!,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        metadata: { membershipId: String(input.membershipId), purpose: 'card' },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { clientSecret: intent.client_secret!, purpose: 'card' as const, subscriptionId: null };
  }

  // A renewal's open invoice paid again (after a new card), or a change's one-off invoice made and
  // paid; a decline is an answer ({ paid: false }), anything else throws.
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const invoiceId = request.kind === 'change' ? await this.changeInvoice(request) : request.providerInvoiceId;
    try {
      const invoice = await this.stripe.invoices.pay(
        invoiceId,
        { ...(request.paymentMethodId && { payment_method: request.paymentMethodId }), off_session: true },
        { idempotencyKey: request.idempotencyKey },
      );
      return { paid: true, chargeId: invoice.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        // a change not paid is not owed
        if (request.kind === 'change') await this.voidInvoice(invoiceId, request.providerInvoiceId);
        return { paid: false, reason: error.message };
      }
      // paid meanwhile (Stripe's own retry of a renewal): that is the charge
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        const invoice = await this.stripe.invoices.retrieve(invoiceId);
        if (invoice.status === 'paid') return { paid: true, chargeId: invoice.id };
      }
      throw error;
    }
  }

  // A payment plan's instalment: an off-session payment intent on the card its first payment saved
  // (or Update card's), confirmed at once under the attempt's key (asked again, Stripe answers the
  // same intent, or the same decline). Declined (a card_error): its reason; anything else throws.
  async chargeCard(request: CardChargeRequest): Promise<ChargeOutcome> {
    if (!request.customerId || !request.paymentMethodId)
      throw new Error(`Plan ${request.planId} has no Stripe customer and card to charge.`);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: CURRENCY,
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { planId: String(request.planId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { paid: true, chargeId: intent.id };
      // authentication needed (off session, nobody can give it) is a decline
      if (intent.status === 'requires_action' || intent.status === 'requires_payment_method')
        return { paid: false, reason: 'Your bank asked for authentication: please update your card.' };
      throw new Error(`Stripe answered payment intent ${intent.id} ${intent.status}.`);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { paid: false, reason: error.message };
      throw error;
    }
  }

  // Update card of a payment plan: a setup intent for the plan's customer, its metadata naming the plan
  async planCardForm(input: { planId: number; customerId: string | null; idempotencyKey: string }): Promise<string> {
    if (!input.customerId) throw new Error(`Plan ${input.planId} has no Stripe customer.`);
    const intent = await this.stripe.setupIntents.create(
      {
        customer: input.customerId,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        metadata: { planId: String(input.planId), purpose: 'plan-card' },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return intent.client_secret!;
  }

  // A new tier or interval from now, not prorated by Stripe (ours was charged before). A new
  // interval starts a new period now, which Stripe invoices at once: that period is what our charge
  // paid for, so a coupon of its whole price makes Stripe's invoice nothing. The member's credit
  // goes with the change: the pending credit is taken back before, and the new one added after.
  async change(input: {
    subscriptionId: string | null;
    customerId: string | null;
    price: TierPrice;
    creditCents: number;
    idempotencyKey: string;
  }): Promise<void> {
    const { subscriptionId, customerId, price, idempotencyKey } = input;
    if (!subscriptionId) return;
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const [item] = subscription.items.data;
    const newPeriod = item.price.recurring?.interval !== price.interval && subscription.status !== 'trialing';
    const credit = { subscriptionId, customerId, priceCents: price.amountCents, idempotencyKey };
    if (newPeriod) await this.carryCredit({ ...credit, creditCents: 0 });
    const coupon = newPeriod
      ? await this.stripe.coupons.create(
          {
            amount_off: price.amountCents,
            currency: CURRENCY,
            duration: 'once',
            max_redemptions: 1,
            name: 'Paid with your change of tier',
          },
          { idempotencyKey: `${idempotencyKey}:coupon` },
        )
      : null;
    await this.stripe.subscriptions.update(
      subscriptionId,
      {
        items: [{ id: item.id, price: await this.price(price) }],
        proration_behavior: 'none',
        ...(coupon && { discounts: [{ coupon: coupon.id }] }),
      },
      { idempotencyKey: `${idempotencyKey}:update` },
    );
    await this.carryCredit({ ...credit, creditCents: input.creditCents });
  }

  // One pending invoice item of minus the credit (at most the price) on the subscription's next
  // invoice; one already there for that amount is kept, others are taken back.
  async carryCredit(input: {
    subscriptionId: string | null;
    customerId: string | null;
    creditCents: number;
    priceCents: number;
    idempotencyKey: string;
  }): Promise<void> {
    const { subscriptionId, customerId } = input;
    if (!subscriptionId || !customerId) return;
    const wanted = Math.min(input.creditCents, input.priceCents);
    const pending: Stripe.InvoiceItem[] = [];
    for await (const item of this.stripe.invoiceItems.list({ customer: customerId, pending: true, limit: 100 }))
      if (item.metadata?.[CREDIT] === subscriptionId) pending.push(item);
    if (wanted > 0 && pending.length === 1 && pending[0].amount === -wanted) return;
    for (const item of pending) await this.deleteItem(item.id);
    if (wanted === 0) return;
    await this.stripe.invoiceItems.create(
      {
        customer: customerId,
        subscription: subscriptionId,
        amount: -wanted,
        currency: CURRENCY,
        description: 'Your credit from a change of tier',
        metadata: { [CREDIT]: subscriptionId },
      },
      { idempotencyKey: `${input.idempotencyKey}:credit:${wanted}` },
    );
  }

  async setCancelAtPeriodEnd(input: { subscriptionId: string | null; cancel: boolean; idempotencyKey: string }) {
    await this.update(input.subscriptionId, { cancel_at_period_end: input.cancel }, input.idempotencyKey);
  }

  // now, with no final invoice and no proration; one that has ended already is left so
  async end(subscriptionId: string | null): Promise<void> {
    if (!subscriptionId) return;
    try {
      await this.stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
      if (!subscription || !ended.includes(subscription.status)) throw error;
    }
  }

  async useCard(input: { subscriptionId: string | null; paymentMethodId: string; idempotencyKey: string }) {
    await this.update(input.subscriptionId, { default_payment_method: input.paymentMethodId }, input.idempotencyKey);
  }

  async notice(payload: unknown): Promise<WebhookNotice | null> {
    const event = payload as Stripe.Event;
    const base = { id: event.id, at: dateOf(event.created) };
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.invoiceNotice(base, event.data.object, event.type === 'invoice.paid');
      case 'customer.subscription.updated':
        return { ...base, kind: 'subscription.updated', subscriptionId: event.data.object.id };
      case 'customer.subscription.deleted':
        return { ...base, kind: 'subscription.deleted', subscriptionId: event.data.object.id };
      case 'setup_intent.succeeded':
        return this.setupNotice(base, event.data.object);
      default:
        return null;
    }
  }

  async state(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice', 'default_payment_method', 'pending_setup_intent'],
    });
    return { cancelAtPeriodEnd: subscription.cancel_at_period_end, start: await this.startOf(subscription) };
  }

  // Stripe Elements takes the cards
  testForm(): null {
    return null;
  }

  testCard(): null {
    return null;
  }

  testPlanCardForm(): null {
    return null;
  }

  // Our one-off invoice of a change: exactly our amount (pending items, a credit among them, stay
  // for the subscription's invoices), finalized and checked before it is paid.
  private async changeInvoice(request: ChargeRequest): Promise<string> {
    const key = request.providerInvoiceId;
    const customer = request.customerId!;
    const metadata = { ...request.note, membershipId: String(request.membershipId), membershipInvoice: key };
    const draft = await this.stripe.invoices.create(
      {
        customer,
        collection_method: 'charge_automatically',
        auto_advance: false,
        pending_invoice_items_behavior: 'exclude',
        description: 'Your change of membership tier',
        metadata,
      },
      { idempotencyKey: `${key}:invoice` },
    );
    await this.stripe.invoiceItems.create(
      {
        customer,
        invoice: draft.id,
        amount: request.amountCents,
        currency: CURRENCY,
        description: 'The new tier for the rest of the period, less the unused part of the current one',
        metadata,
      },
      { idempotencyKey: `${key}:item` },
    );
    const open = await this.stripe.invoices.finalizeInvoice(
      draft.id,
      { auto_advance: false },
      { idempotencyKey: `${key}:finalize` },
    );
    if (open.amount_due !== request.amountCents) {
      await this.voidInvoice(open.id, key);
      throw new Error(
        `Stripe would charge ${open.amount_due} cents for ${key}, not the ${request.amountCents} decided.`,
      );
    }
    return open.id;
  }

  private async update(subscriptionId: string | null, params: Stripe.SubscriptionUpdateParams, key: string) {
    if (subscriptionId) await this.stripe.subscriptions.update(subscriptionId, params, { idempotencyKey: key });
  }

  private async voidInvoice(invoiceId: string, key: string): Promise<void> {
    await this.stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey: `${key}:void` });
  }

  private async deleteItem(itemId: string): Promise<void> {
    try {
      await this.stripe.invoiceItems.del(itemId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) throw error;
    }
  }

  // Our one-off invoices (a change's: paid, its note), and a subscription's: its first (paid, it
  // starts the subscription; a trial's is $0, the card starts that one), and those of its schedule
  // (renewals, the first charge after a trial); not the nothing Stripe invoices for a new interval.
  private invoiceNotice(base: { id: string; at: Date }, invoice: Stripe.Invoice, paid: boolean): WebhookNotice | null {
    const { membershipId, membershipInvoice } = invoice.metadata ?? {};
    if (invoice.billing_reason === 'manual' && membershipInvoice)
      return paid
        ? {
            ...base,
            kind: 'charge.paid',
            membershipId: Number(membershipId),
            amountCents: invoice.amount_paid,
            note: invoice.metadata!,
          }
        : null;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId) return null;
    if (invoice.billing_reason === 'subscription_create')
      return paid && invoice.amount_paid > 0 ? { ...base, kind: 'subscription.updated', subscriptionId } : null;
    if (invoice.billing_reason !== 'subscription_cycle') return null;
    const noticed: NoticedInvoice = {
      ...factsOf(invoice, paid),
      attempt: invoice.attempt_count,
      nextAttemptAt: invoice.next_payment_attempt ? dateOf(invoice.next_payment_attempt) : null,
    };
    return { ...base, kind: paid ? 'invoice.paid' : 'invoice.failed', subscriptionId, invoice: noticed };
  }

  // Update card's setup intent (ours: its metadata names the membership), or a trial's (the
  // subscription's pending one): the subscription as it is now says whether the trial started.
  private async setupNotice(base: { id: string; at: Date }, setup: Stripe.SetupIntent): Promise<WebhookNotice | null> {
    const customerId = idOf(setup.customer);
    const methodId = idOf(setup.payment_method);
    if (!customerId || !methodId) return null;
    if (setup.metadata?.purpose === 'plan-card' && setup.metadata.planId) {
      const card = cardOf(await this.stripe.paymentMethods.retrieve(methodId));
      const planId = Number(setup.metadata.planId);
      return { ...base, kind: 'plan.card.saved', planId, customerId, card, setupId: setup.id };
    }
    if (setup.metadata?.purpose === 'card' && setup.metadata.membershipId) {
      const card = cardOf(await this.stripe.paymentMethods.retrieve(methodId));
      return { ...base, kind: 'card.saved', membershipId: Number(setup.metadata.membershipId), customerId, card };
    }
    const trials = await this.stripe.subscriptions.list({ customer: customerId, status: 'trialing', limit: 10 });
    const trial =
      trials.data.find((s) => idOf(s.pending_setup_intent) === setup.id) ??
      trials.data.find((s) => s.metadata?.membershipId);
    return trial ? { ...base, kind: 'subscription.updated', subscriptionId: trial.id } : null;
  }

  // how it started, if it did: its trial with a card saved, or its first invoice paid
  private async startOf(subscription: Stripe.Subscription): Promise<StartFacts | null> {
    let method = subscription.default_payment_method as Stripe.PaymentMethod | null;
    if (subscription.status === 'trialing') {
      const setup = subscription.pending_setup_intent as Stripe.SetupIntent | null;
      const saved = setup?.status === 'succeeded' ? idOf(setup.payment_method) : null;
      if (!method && saved) method = await this.stripe.paymentMethods.retrieve(saved);
      if (!method || !subscription.trial_end) return null;
      return { card: cardOf(method), invoice: null, trialEndsAt: dateOf(subscription.trial_end) };
    }
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    if (invoice?.status !== 'paid' || invoice.billing_reason !== 'subscription_create') return null;
    return { card: method && cardOf(method), invoice: { ...factsOf(invoice, true), kind: 'first' }, trialEndsAt: null };
  }
}

// an invoice's amount, the credit it took off and the period its subscription line pays for
function factsOf(invoice: Stripe.Invoice, paid: boolean): Omit<InvoiceFacts, 'kind'> {
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((l) => l.parent?.type === 'subscription_item_details') ?? lines[0];
  const credit = lines.filter((l) => l.metadata?.[CREDIT]).reduce((sum, l) => sum - l.amount, 0);
  return {
    providerInvoiceId: invoice.id,
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    creditCents: credit,
    periodStart: dateOf(line?.period.start ?? invoice.period_start),
    periodEnd: dateOf(line?.period.end ?? invoice.period_end),
  };
}

function cardOf(method: Stripe.PaymentMethod): CardOnFile {
  const brand = method.card?.brand ?? 'card';
  return {
    paymentMethodId: method.id,
    brand: BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1),
    last4: method.card?.last4 ?? '0000',
  };
}
