// Stripe Billing in the loopback Stripe fake (stripe-fake.ts routes /v1/customers, products, prices,
// coupons, subscriptions, invoices, invoiceitems, setup_intents and payment_methods here): the
// objects as the official SDK reads them at its API version (an invoice's subscription under
// parent.subscription_details, its payment's client secret as confirmation_secret, a subscription's
// period on its item), the events Stripe would send, and what a test does in Stripe's place: the
// browser confirming a payment or a card with Stripe Elements, the clock reaching a period's end
// (a renewal paid or declined), Stripe's own retry of an open invoice.
//
// Like Stripe it keeps what it is told: a price change is never prorated here (the fake refuses any
// proration_behavior but none), a new interval starts a new period invoiced at once, a coupon comes
// off the next invoice once, pending invoice items go on the subscription's next invoice, a
// negative invoice total goes to the customer's balance (which the app should never cause).
import type { FakeIntent } from './stripe-fake';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = Record<string, any>;

export interface FakeAnswer {
  status: number;
  body: unknown;
}

// the test cards (Stripe's numbers): the first two pay; the third is saved and declines every
// charge ("attaches, then fails"); the last declines when it is confirmed (any other number pays)
export const FAKE_CARDS = {
  pays: '4242424242424242',
  paysMastercard: '5555555555554444',
  declinesLater: '4000000000000341',
  declined: '4000000000000002',
};

const DAY = 24 * 60 * 60;
// Stripe's first retry of a failed renewal (its Smart Retries choose their own days)
const RETRY_AFTER_DAYS = 3;

const notFound = (what: string, id: string): FakeAnswer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
});
const refused = (message: string): FakeAnswer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message } },
});
const declined = (): FakeAnswer => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
});
const list = (data: unknown[], url: string): FakeAnswer => ({
  status: 200,
  body: { object: 'list', data, has_more: false, url },
});
const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
// the subscription an invoice is of (at this API version: its parent's)
const billedSubscription = (invoice: Json): string | null => invoice.parent?.subscription_details?.subscription ?? null;

// the same day a month or a year later, on the month's last day when it has no such day (UTC)
export function addInterval(seconds: number, interval: string): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + (interval === 'year' ? 12 : 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

// `items[0][price]=x&metadata[a]=b` as { items: [{ price: 'x' }], metadata: { a: 'b' } }
export function parseForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    });
  }
  return root;
}

export class StripeBillingFake {
  readonly customers = new Map<string, Json>();
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly coupons = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly invoiceItems = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  // every event, in the order Stripe would send them
  readonly events: Json[] = [];
  // the fake's clock runs ahead of the real one by this much (a renewal moves it to the period's end)
  offsetMs = 0;
  // payment methods that decline every charge (FAKE_CARDS.declinesLater, .declined)
  readonly declining = new Set<string>();
  private readonly discountOf = new Map<string, string>();
  private readonly invoiceOfIntent = new Map<string, string>();

  constructor(
    private readonly intents: Map<string, FakeIntent>,
    private readonly nextId: () => number,
  ) {}

  now(): number {
    return Math.floor((Date.now() + this.offsetMs) / 1000);
  }

  // ---- what a test does in Stripe's or the browser's place ----

  // A card as Stripe Elements makes it (FAKE_CARDS says what each number does).
  card(number: string = FAKE_CARDS.pays, customer: string | null = null): Json {
    const id = this.id('pm');
    const method = {
      id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: number.startsWith('5') ? 'mastercard' : 'visa', last4: number.slice(-4) },
    };
    this.paymentMethods.set(id, method);
    if (number === FAKE_CARDS.declinesLater || number === FAKE_CARDS.declined) this.declining.add(id);
    return method;
  }

  // The browser confirms a subscription's first payment (the client secret a join answered): paid,
  // the subscription active with the card as its default; declined, its invoice stays open.
  confirmPayment(clientSecret: string, number: string = FAKE_CARDS.pays): Json[] {
    const invoice = this.invoices.get(this.invoiceOfIntent.get(clientSecret.split('_secret_')[0]) ?? '');
    if (!invoice) throw new Error(`no invoice pays with ${clientSecret}`);
    const method = this.card(number, invoice.customer);
    const mark = this.events.length;
    if (number === FAKE_CARDS.declined) {
      this.fail(invoice);
      return this.events.slice(mark);
    }
    const subscription = this.subscriptions.get(billedSubscription(invoice) ?? '');
    if (subscription) subscription.default_payment_method = method.id;
    this.settle(invoice, method.id);
    return this.events.slice(mark);
  }

  // The browser confirms a setup intent (a trial's, or Update card's): the card saved; a trial's
  // becomes its subscription's default.
  confirmSetup(clientSecret: string, number: string = FAKE_CARDS.pays): Json[] {
    const setup = this.setupIntents.get(clientSecret.split('_secret_')[0]);
    if (!setup) throw new Error(`no setup intent has ${clientSecret}`);
    const mark = this.events.length;
    const method = this.card(number, setup.customer);
    Object.assign(setup, { status: 'succeeded', payment_method: method.id });
    this.emit('setup_intent.succeeded', setup);
    const subscription = [...this.subscriptions.values()].find((s) => s.pending_setup_intent === setup.id);
    if (subscription) {
      Object.assign(subscription, { pending_setup_intent: null, default_payment_method: method.id });
      this.emit('customer.subscription.updated', subscription);
    }
    return this.events.slice(mark);
  }

  // The clock reaches the subscription's period end (moved there if it is not yet): cancelled if it
  // was to end then; otherwise its next period, invoiced and charged to its default card (declined
  // when told so, or when the card declines): the events Stripe sends.
  renew(subscriptionId: string, options: { decline?: boolean } = {}): Json[] {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = subscription.items.data[0];
    const end = item.current_period_end as number;
    if (end > this.now()) this.offsetMs += (end - this.now()) * 1000;
    const mark = this.events.length;
    if (subscription.cancel_at_period_end) {
      this.cancel(subscription);
      return this.events.slice(mark);
    }
    Object.assign(item, {
      current_period_start: end,
      current_period_end: addInterval(end, item.price.recurring.interval),
    });
    if (subscription.status === 'trialing') subscription.status = 'active';
    const invoice = this.subscriptionInvoice(subscription, 'subscription_cycle');
    this.collect(invoice, subscription, options.decline ?? false);
    this.emit('customer.subscription.updated', subscription);
    return this.events.slice(mark);
  }

  // Stripe's own retry of an open invoice with the subscription's default card
  retry(invoiceId: string, options: { decline?: boolean } = {}): Json[] {
    const invoice = this.invoices.get(invoiceId)!;
    const subscription = this.subscriptions.get(billedSubscription(invoice) ?? '')!;
    const mark = this.events.length;
    const before = subscription.status;
    this.collect(invoice, subscription, options.decline ?? false);
    if (subscription.status !== before) this.emit('customer.subscription.updated', subscription);
    return this.events.slice(mark);
  }

  // the latest subscription of a membership (its metadata)
  subscriptionOf(membershipId: number): Json {
    const found = [...this.subscriptions.values()].findLast((s) => s.metadata?.membershipId === String(membershipId));
    if (!found) throw new Error(`no subscription for membership ${membershipId}`);
    return found;
  }

  invoicesOf(subscriptionId: string): Json[] {
    return [...this.invoices.values()].filter((i) => billedSubscription(i) === subscriptionId);
  }

  // ---- the API ----

  route(method: string, path: string, form: Json, query: Json): FakeAnswer | null {
    const [, resource, id, action] = path.split('/').slice(1);
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return ok(
          this.make('customers', 'cus', 'customer', {
            email: form.email ?? null,
            name: form.name ?? null,
            metadata: form.metadata ?? {},
            balance: 0,
          }),
        );
      case 'GET customers/:id':
        return this.found('customer', this.customers, id);
      case 'POST products':
        return ok(
          this.make('products', 'prod', 'product', { name: form.name, metadata: form.metadata ?? {}, active: true }),
        );
      case 'POST prices':
        return this.createPrice(form);
      case 'GET prices/:id':
        return this.found('price', this.prices, id);
      case 'POST coupons':
        return ok(
          this.make('coupons', 'co', 'coupon', {
            amount_off: Number(form.amount_off),
            currency: form.currency,
            duration: form.duration,
            max_redemptions: Number(form.max_redemptions ?? 0) || null,
            times_redeemed: 0,
            name: form.name ?? null,
            valid: true,
          }),
        );
      case 'POST subscriptions':
        return this.createSubscription(form);
      case 'GET subscriptions':
        return this.listed('subscriptions', this.subscriptions, query, (s) => ({
          customer: s.customer,
          status: s.status,
        }));
      case 'GET subscriptions/:id':
        return this.subscriptions.has(id)
          ? ok(this.render(this.subscriptions.get(id)!, query.expand))
          : notFound('subscription', id);
      case 'POST subscriptions/:id':
        return this.updateSubscription(id, form);
      case 'DELETE subscriptions/:id': {
        const subscription = this.subscriptions.get(id);
        if (!subscription) return notFound('subscription', id);
        if (subscription.status === 'canceled') return refused('This subscription is canceled already.');
        this.cancel(subscription);
        return ok(clone(subscription));
      }
      case 'POST invoices':
        return this.createInvoice(form);
      case 'GET invoices':
        return this.listed('invoices', this.invoices, query, (i) => ({
          customer: i.customer,
          subscription: billedSubscription(i),
        }));
      case 'GET invoices/:id':
        return this.found('invoice', this.invoices, id);
      case 'POST invoices/:id/finalize':
        return this.withInvoice(id, (invoice) => {
          if (invoice.status !== 'draft') return refused('This invoice is already finalized.');
          this.finalize(invoice);
          return ok(this.render(invoice, ['confirmation_secret']));
        });
      case 'POST invoices/:id/pay':
        return this.withInvoice(id, (invoice) => this.pay(invoice, form.payment_method ?? null));
      case 'POST invoices/:id/void':
        return this.withInvoice(id, (invoice) => {
          if (invoice.status !== 'open')
            return refused(`You can only void an open invoice, not a ${invoice.status} one.`);
          invoice.status = 'void';
          this.emit('invoice.voided', invoice);
          return ok(clone(invoice));
        });
      case 'POST invoiceitems':
        return this.createInvoiceItem(form);
      case 'GET invoiceitems':
        return this.listed('invoiceitems', this.invoiceItems, query, (i) => ({
          customer: i.customer,
          pending: String(!i.invoice),
        }));
      case 'DELETE invoiceitems/:id': {
        const item = this.invoiceItems.get(id);
        if (!item) return notFound('invoiceitem', id);
        if (item.invoice) return refused('This invoice item is on an invoice already.');
        this.invoiceItems.delete(id);
        return ok({ id, object: 'invoiceitem', deleted: true });
      }
      case 'POST setup_intents':
        return ok(this.makeSetupIntent(form.customer, form.metadata ?? {}));
      case 'GET setup_intents/:id':
        return this.found('setup_intent', this.setupIntents, id);
      case 'GET payment_methods/:id':
        return this.found('payment_method', this.paymentMethods, id);
      default:
        return null;
    }
  }

  private id(prefix: string): string {
    return `${prefix}_fake_${this.nextId()}`;
  }

  private make(
    store: 'customers' | 'products' | 'coupons' | 'invoiceItems',
    prefix: string,
    object: string,
    fields: Json,
  ): Json {
    const made = { id: this.id(prefix), object, created: this.now(), livemode: false, ...fields };
    this[store].set(made.id, made);
    return made;
  }

  // a list endpoint: the objects whose fields named in the query (`fields` says them) are as asked
  private listed(path: string, store: Map<string, Json>, query: Json, fields: (object: Json) => Json): FakeAnswer {
    const asked = (object: Json) => Object.entries(fields(object)).every(([k, v]) => [undefined, v].includes(query[k]));
    return list([...store.values()].filter(asked).map(clone), `/v1/${path}`);
  }

  private found(what: string, store: Map<string, Json>, id: string): FakeAnswer {
    const found = store.get(id);
    return found ? ok(clone(found)) : notFound(what, id);
  }

  private withInvoice(id: string, then: (invoice: Json) => FakeAnswer): FakeAnswer {
    const invoice = this.invoices.get(id);
    return invoice ? then(invoice) : notFound('invoice', id);
  }

  private createPrice(form: Json): FakeAnswer {
    if (!this.products.has(form.product)) return notFound('product', form.product);
    const price = {
      id: this.id('price'),
      object: 'price',
      active: true,
      product: form.product,
      currency: form.currency,
      unit_amount: Number(form.unit_amount),
      recurring: { interval: form.recurring.interval, interval_count: 1 },
      type: 'recurring',
      metadata: form.metadata ?? {},
    };
    this.prices.set(price.id, price);
    return ok(price);
  }

  private makeSetupIntent(customer: string, metadata: Json): Json {
    const id = this.id('seti');
    const setup = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_fake`,
      customer,
      metadata,
      payment_method: null,
      status: 'requires_payment_method',
      usage: 'off_session',
    };
    this.setupIntents.set(id, setup);
    return setup;
  }

  private createSubscription(form: Json): FakeAnswer {
    const customer = this.customers.get(form.customer);
    if (!customer) return notFound('customer', form.customer);
    const price = this.prices.get(form.items?.[0]?.price);
    if (!price) return notFound('price', form.items?.[0]?.price);
    const now = this.now();
    const trialDays = Number(form.trial_period_days ?? 0);
    const end = trialDays ? now + trialDays * DAY : addInterval(now, price.recurring.interval);
    const subscription: Json = {
      id: this.id('sub'),
      object: 'subscription',
      customer: customer.id,
      status: trialDays ? 'trialing' : 'incomplete',
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: end,
          },
        ],
      },
      billing_cycle_anchor: end,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      trial_start: trialDays ? now : null,
      trial_end: trialDays ? end : null,
      default_payment_method: null,
      pending_setup_intent: null,
      latest_invoice: null,
      discounts: [],
      metadata: form.metadata ?? {},
      payment_settings: form.payment_settings ?? null,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.emit('customer.subscription.created', subscription);
    const invoice = this.subscriptionInvoice(subscription, 'subscription_create', trialDays > 0);
    this.finalize(invoice);
    if (trialDays && form.payment_behavior === 'default_incomplete')
      subscription.pending_setup_intent = this.makeSetupIntent(customer.id, {}).id;
    return ok(this.render(subscription, form.expand));
  }

  private updateSubscription(id: string, form: Json): FakeAnswer {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return notFound('subscription', id);
    if (subscription.status === 'canceled')
      return refused('A canceled subscription can only update its cancellation_details and metadata.');
    if (form.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    if (form.default_payment_method) {
      if (!this.paymentMethods.has(form.default_payment_method))
        return notFound('payment_method', form.default_payment_method);
      subscription.default_payment_method = form.default_payment_method;
    }
    const coupon = form.discounts?.[0]?.coupon;
    if (coupon) {
      if (!this.coupons.has(coupon)) return notFound('coupon', coupon);
      this.discountOf.set(id, coupon);
    }
    const newPrice = form.items?.[0]?.price;
    if (newPrice) {
      const price = this.prices.get(newPrice);
      if (!price) return notFound('price', newPrice);
      if (form.proration_behavior !== 'none')
        return refused('The fake prorates nothing: send proration_behavior none.');
      const item = subscription.items.data[0];
      const newInterval = price.recurring.interval !== item.price.recurring.interval;
      item.price = price;
      // a new interval starts a new period now, invoiced at once (a trial keeps its end)
      if (newInterval && subscription.status !== 'trialing') {
        const now = this.now();
        Object.assign(item, {
          current_period_start: now,
          current_period_end: addInterval(now, price.recurring.interval),
        });
        subscription.billing_cycle_anchor = item.current_period_end;
        this.collect(this.subscriptionInvoice(subscription, 'subscription_update'), subscription, false);
      }
    }
    this.emit('customer.subscription.updated', subscription);
    return ok(this.render(subscription, form.expand));
  }

  private cancel(subscription: Json): void {
    const now = this.now();
    Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false });
    this.emit('customer.subscription.deleted', subscription);
  }

  private createInvoice(form: Json): FakeAnswer {
    if (!this.customers.has(form.customer)) return notFound('customer', form.customer);
    const invoice = this.newInvoice(form.customer, null, 'manual', form.metadata ?? {});
    invoice.description = form.description ?? null;
    invoice.auto_advance = form.auto_advance === 'true';
    if (form.pending_invoice_items_behavior !== 'exclude')
      for (const item of this.pendingItems(form.customer, null)) this.addLine(invoice, item);
    return ok(clone(invoice));
  }

  private createInvoiceItem(form: Json): FakeAnswer {
    if (!this.customers.has(form.customer)) return notFound('customer', form.customer);
    const invoice = form.invoice ? this.invoices.get(form.invoice) : null;
    if (form.invoice && !invoice) return notFound('invoice', form.invoice);
    if (invoice && invoice.status !== 'draft') return refused('Invoice items go only on a draft invoice.');
    const now = this.now();
    const item = this.make('invoiceItems', 'ii', 'invoiceitem', {
      customer: form.customer,
      amount: Number(form.amount),
      currency: form.currency,
      description: form.description ?? null,
      metadata: form.metadata ?? {},
      invoice: null,
      subscription: form.subscription ?? null,
      period: { start: now, end: now },
    });
    if (invoice) this.addLine(invoice, item);
    return ok(clone(item));
  }

  // the pending items of a customer that go on an invoice of this subscription (or of none)
  private pendingItems(customer: string, subscriptionId: string | null): Json[] {
    return [...this.invoiceItems.values()].filter(
      (i) =>
        i.customer === customer &&
        i.invoice === null &&
        (subscriptionId === null || [null, subscriptionId].includes(i.subscription)),
    );
  }

  private newInvoice(customer: string, subscription: Json | null, reason: string, metadata: Json = {}): Json {
    const now = this.now();
    const invoice: Json = {
      id: this.id('in'),
      object: 'invoice',
      customer,
      status: 'draft',
      billing_reason: reason,
      collection_method: 'charge_automatically',
      currency: 'usd',
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      subtotal: 0,
      total: 0,
      attempt_count: 0,
      attempted: false,
      next_payment_attempt: null,
      created: now,
      period_start: now,
      period_end: now,
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
      parent: subscription
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
          }
        : null,
      metadata,
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
      total_discount_amounts: [],
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  // the subscription's invoice of its current period (its line, its pending items, its coupon once)
  private subscriptionInvoice(subscription: Json, reason: string, trial = false): Json {
    const invoice = this.newInvoice(subscription.customer, subscription, reason);
    const item = subscription.items.data[0];
    invoice.lines.data.push({
      id: this.id('il'),
      object: 'line_item',
      amount: trial ? 0 : item.price.unit_amount,
      currency: 'usd',
      description: trial
        ? 'Trial period'
        : `1 × membership (at $${item.price.unit_amount / 100} / ${item.price.recurring.interval})`,
      metadata: {},
      period: { start: item.current_period_start, end: item.current_period_end },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: subscription.id, subscription_item: item.id },
      },
      pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product } },
      invoice: invoice.id,
    });
    if (reason !== 'subscription_create')
      for (const pending of this.pendingItems(subscription.customer, subscription.id)) this.addLine(invoice, pending);
    const coupon = this.discountOf.get(subscription.id);
    if (coupon) {
      this.discountOf.delete(subscription.id);
      invoice.discount = this.coupons.get(coupon)!.amount_off;
      this.coupons.get(coupon)!.times_redeemed++;
    }
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  private addLine(invoice: Json, item: Json): void {
    item.invoice = invoice.id;
    invoice.lines.data.push({
      id: this.id('il'),
      object: 'line_item',
      amount: item.amount,
      currency: 'usd',
      description: item.description,
      metadata: clone(item.metadata),
      period: item.period,
      parent: { type: 'invoice_item_details', invoice_item_details: { invoice_item: item.id } },
      invoice: invoice.id,
    });
  }

  // Open, with what it asks: its lines less its coupon; a negative total is the customer's credit
  // (balance), and nothing due is paid at once. What is due is paid through a payment intent.
  private finalize(invoice: Json): void {
    const subtotal = invoice.lines.data.reduce((sum: number, l: Json) => sum + l.amount, 0);
    const discount = Math.min(Math.max(subtotal, 0), invoice.discount ?? 0);
    const total = subtotal - discount;
    if (total < 0) this.customers.get(invoice.customer)!.balance += total;
    Object.assign(invoice, { subtotal, total, amount_due: Math.max(0, total), amount_remaining: Math.max(0, total) });
    invoice.status = 'open';
    invoice.status_transitions.finalized_at = this.now();
    if (invoice.amount_due === 0) {
      this.markPaid(invoice);
      return;
    }
    const intent: FakeIntent = {
      id: this.id('pi'),
      object: 'payment_intent',
      amount: invoice.amount_due,
      currency: 'usd',
      client_secret: '',
      status: 'requires_payment_method',
      metadata: {},
      customer: invoice.customer,
      description: null,
      setup_future_usage: null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
    };
    intent.client_secret = `${intent.id}_secret_fake`;
    this.intents.set(intent.id, intent);
    this.invoiceOfIntent.set(intent.id, invoice.id);
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
  }

  // finalized and charged to the subscription's default card (its schedule's way)
  private collect(invoice: Json, subscription: Json, decline: boolean): void {
    if (invoice.status === 'draft') this.finalize(invoice);
    if (invoice.status !== 'open') return;
    const method = subscription.default_payment_method;
    if (decline || !method || this.declining.has(method)) {
      this.fail(invoice);
      if (subscription.status !== 'trialing') subscription.status = 'past_due';
    } else {
      this.settle(invoice, method);
      subscription.status = 'active';
    }
  }

  // POST /v1/invoices/:id/pay: with the card given, else the subscription's
  private pay(invoice: Json, paymentMethod: string | null): FakeAnswer {
    if (invoice.status === 'paid') return refused('Invoice is already paid');
    if (invoice.status !== 'open') return refused(`You cannot pay a ${invoice.status} invoice.`);
    const subscription = this.subscriptions.get(billedSubscription(invoice) ?? '');
    const method = paymentMethod ?? subscription?.default_payment_method ?? null;
    if (method && !this.paymentMethods.has(method)) return notFound('payment_method', method);
    if (!method || this.declining.has(method)) {
      this.fail(invoice);
      return declined();
    }
    this.settle(invoice, method);
    if (subscription && subscription.status === 'past_due' && subscription.latest_invoice === invoice.id) {
      subscription.status = 'active';
      this.emit('customer.subscription.updated', subscription);
    }
    return ok(clone(invoice));
  }

  private fail(invoice: Json): void {
    invoice.attempt_count++;
    invoice.attempted = true;
    invoice.next_payment_attempt =
      invoice.billing_reason === 'subscription_create' ? null : this.now() + RETRY_AFTER_DAYS * DAY;
    this.emit('invoice.payment_failed', invoice);
  }

  // paid with the card: its payment intent succeeded (Stripe tells the shop's webhook too)
  private settle(invoice: Json, method: string): void {
    invoice.attempt_count++;
    invoice.attempted = true;
    const intent = this.intents.get(invoice.confirmation_secret?.client_secret?.split('_secret_')[0] ?? '');
    if (intent) {
      intent.status = 'succeeded';
      this.emit('payment_intent.succeeded', { ...intent, payment_method: method });
    }
    const subscription = this.subscriptions.get(billedSubscription(invoice) ?? '');
    if (subscription?.status === 'incomplete') subscription.status = 'active';
    this.markPaid(invoice);
    if (invoice.billing_reason === 'subscription_create' && subscription)
      this.emit('customer.subscription.updated', subscription);
  }

  private markPaid(invoice: Json): void {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      next_payment_attempt: null,
    });
    invoice.status_transitions.paid_at = this.now();
    this.emit('invoice.paid', invoice);
  }

  emit(type: string, object: Json): void {
    this.events.push({
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(object) },
    });
  }

  // A subscription or invoice as answered: what `expand` asks for in place of its id (an
  // invoice's confirmation_secret only when asked for, as Stripe includes it).
  private render(object: Json, expand: string[] | Record<string, string> | undefined): Json {
    const asked = Object.values(expand ?? {});
    const copy = clone(object);
    if (object.object === 'invoice') {
      if (!asked.includes('confirmation_secret')) delete copy.confirmation_secret;
      delete copy.discount;
      return copy;
    }
    const inner = asked.filter((a) => a.startsWith('latest_invoice.')).map((a) => a.slice('latest_invoice.'.length));
    if (object.latest_invoice && (asked.includes('latest_invoice') || inner.length))
      copy.latest_invoice = this.render(this.invoices.get(object.latest_invoice)!, inner);
    if (object.pending_setup_intent && asked.includes('pending_setup_intent'))
      copy.pending_setup_intent = clone(this.setupIntents.get(object.pending_setup_intent));
    if (object.default_payment_method && asked.includes('default_payment_method'))
      copy.default_payment_method = clone(this.paymentMethods.get(object.default_payment_method));
    return copy;
  }
}
