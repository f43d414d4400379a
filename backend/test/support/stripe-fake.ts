import { createServer, IncomingMessage, Server } from 'node:http';
import Stripe from 'stripe';
import { FAKE_CARDS, type FakeAnswer, parseForm, StripeBillingFake } from './stripe-fake-billing';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  customer: string | null;
  description: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: unknown;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

// a request of the billing API as the fake answered it: a test's onAnswer may kill its caller then
export interface FakeCall {
  method: string;
  path: string;
  idempotencyKey?: string;
  answer: FakeAnswer;
}

// A loopback stand-in for the parts of Stripe's HTTP API the shop uses (payment intents, a customer's
// list of them, refunds) and memberships' Stripe Billing (`billing`: stripe-fake-billing.ts), reached
// by the official SDK through STRIPE_API_URL. It honours idempotency keys like Stripe does (the
// billing API: the same key answers the same saved answer, and refuses other parameters), and like
// Stripe refuses to cancel an intent that succeeded or to refund more than was paid.
export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds: FakeRefund[] = [];
  // called once a refund is made, before it is answered (a test may kill its caller then)
  onRefund?: (refund: FakeRefund) => Promise<void> | void;
  // the next refund requests are made but answered with a 500, as if the answer were lost
  loseRefundAnswers = 0;
  // a refund request (made, or answered again under its key) whose answer is lost, with a 500, while
  // this says so of its refund (e.g. a refund's part on one payment)
  loseRefundAnswer?: (refund: FakeRefund) => boolean;
  readonly requests: { method: string; path: string; idempotencyKey?: string; form: URLSearchParams }[] = [];
  failNext = 0;
  readonly billing: StripeBillingFake;
  // called once a billing request or an off-session payment intent is done, before it is answered
  // (not for an answer saved under its idempotency key): a test may kill its caller then
  onAnswer?: (call: FakeCall) => Promise<void> | void;
  // the next off-session charges are made but answered with a 500, as if the answer were lost
  loseIntentAnswers = 0;
  private byIdempotencyKey = new Map<string, FakeIntent>();
  // a payment intent's error answered under its key (a declined off-session charge), as Stripe keeps it
  private intentAnswers = new Map<string, FakeAnswer>();
  private saved = new Map<string, { request: string; answer: FakeAnswer }>();
  private server: Server;
  private counter = 0;

  constructor() {
    this.billing = new StripeBillingFake(this.intents, () => ++this.counter);
    this.server = createServer(async (req, res) => {
      const body = await read(req);
      const form = new URLSearchParams(body);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.counter}` });
        res.end(JSON.stringify(json));
      };
      if (this.failNext > 0) {
        this.failNext--;
        return send(400, { error: { type: 'invalid_request_error', message: 'Simulated failure' } });
      }
      if (url.pathname === '/v1/refunds') {
        if (req.method === 'GET') {
          const data = this.refunds.filter((r) => r.payment_intent === url.searchParams.get('payment_intent'));
          return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
        }
        const known = idempotencyKey && this.byIdempotencyKey.get(idempotencyKey);
        const refund = known ? (known as unknown as FakeRefund) : this.makeRefund(form);
        if (typeof refund === 'string') return send(400, { error: { type: 'invalid_request_error', message: refund } });
        if (!known && idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, refund as unknown as FakeIntent);
        if (!known) await this.onRefund?.(refund);
        if (this.loseRefundAnswers > 0 || this.loseRefundAnswer?.(refund as FakeRefund)) {
          if (this.loseRefundAnswers > 0) this.loseRefundAnswers--;
          return send(500, { error: { type: 'api_error', message: 'Simulated lost answer' } });
        }
        return send(200, refund);
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const known = idempotencyKey && this.byIdempotencyKey.get(idempotencyKey);
        const answer =
          (idempotencyKey && this.intentAnswers.get(idempotencyKey)) ||
          (known ? { status: 200, body: known } : this.createIntent(form));
        const made = !known && !(idempotencyKey && this.intentAnswers.has(idempotencyKey));
        if (idempotencyKey && !known && answer.status !== 200) this.intentAnswers.set(idempotencyKey, clone(answer));
        else if (idempotencyKey && !known) this.byIdempotencyKey.set(idempotencyKey, answer.body as FakeIntent);
        if (made && form.get('off_session') === 'true')
          await this.onAnswer?.({ method: 'POST', path: url.pathname, idempotencyKey, answer });
        // made (or answered again under its key), and the answer lost on its way
        if (this.loseIntentAnswers > 0) {
          this.loseIntentAnswers--;
          return send(500, { error: { type: 'api_error', message: 'Simulated lost answer' } });
        }
        return send(answer.status, clone(answer.body));
      }
      if (req.method === 'GET' && url.pathname === '/v1/payment_intents') {
        // a customer's, newest first
        const customer = url.searchParams.get('customer');
        const data = [...this.intents.values()].filter((i) => i.customer === customer).reverse();
        return send(200, { object: 'list', data, has_more: false, url: '/v1/payment_intents' });
      }
      const m = /^\/v1\/payment_intents\/([^/]+?)(\/cancel)?$/.exec(url.pathname);
      const intent = m && this.intents.get(m[1]);
      if (m && !intent) {
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      }
      if (req.method === 'GET' && intent && !m[2]) {
        const expanded: Record<string, unknown> = { ...intent };
        const expand = [...url.searchParams].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
        if (expand.includes('payment_method') && intent.payment_method)
          expanded.payment_method = this.billing.paymentMethods.get(intent.payment_method) ?? intent.payment_method;
        return send(200, expanded);
      }
      if (req.method === 'POST' && intent && m[2]) {
        if (['succeeded', 'canceled'].includes(intent.status)) {
          const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
          return send(400, { error: { type: 'invalid_request_error', message } });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      const billed = await this.bill(req.method ?? 'GET', url, body, idempotencyKey);
      if (billed) return send(billed.status, billed.body);
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  }

  // A billing request: a POST under a key answered before gets that answer again (other parameters
  // under it are refused, as Stripe does); a new one is done, then told to onAnswer, then answered.
  private async bill(method: string, url: URL, body: string, key?: string): Promise<FakeAnswer | null> {
    const request = `${method} ${url.pathname} ${body}`;
    const known = method === 'POST' && key ? this.saved.get(key) : undefined;
    if (known && known.request !== request) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with (${key}).`;
      return { status: 400, body: { error: { type: 'idempotency_error', message } } };
    }
    if (known) return known.answer;
    const answer = this.billing.route(
      method,
      url.pathname,
      parseForm(new URLSearchParams(body)),
      parseForm(url.searchParams),
    );
    if (!answer) return null;
    if (method === 'POST' && key)
      this.saved.set(key, { request, answer: JSON.parse(JSON.stringify(answer)) as FakeAnswer });
    await this.onAnswer?.({ method, path: url.pathname, idempotencyKey: key, answer });
    return answer;
  }

  // an event as Stripe delivers it: its JSON and the Stripe-Signature header for it (the SDK's test
  // helper, signed with the endpoint's secret)
  static signed(event: object, secret: string): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  // A payment intent as Stripe makes it: for a checkout, to be confirmed in the browser (with a
  // customer and setup_future_usage, the card is saved to the customer when it pays); confirmed at
  // once off session (a plan's instalment: `customer`, `payment_method`, `off_session`, `confirm`),
  // paid, or declined with Stripe's card_error (the intent left requires_payment_method).
  private createIntent(form: URLSearchParams): FakeAnswer {
    const id = `pi_fake_${++this.counter}`;
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]] = v;
    }
    const customer = form.get('customer');
    if (customer && !this.billing.customers.has(customer))
      return refusedWith(404, 'resource_missing', `No such customer: '${customer}'`);
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? 'usd',
      client_secret: `${id}_secret_fake`,
      status: 'requires_payment_method',
      metadata,
      customer,
      description: form.get('description'),
      setup_future_usage: (form.get('setup_future_usage') as FakeIntent['setup_future_usage']) ?? null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
    };
    if (form.get('confirm') !== 'true') {
      this.intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const methodId = form.get('payment_method') ?? '';
    const method = this.billing.paymentMethods.get(methodId);
    if (!method) return refusedWith(404, 'resource_missing', `No such PaymentMethod: '${methodId}'`);
    if (method.customer !== customer)
      return refusedWith(
        400,
        'payment_method_unexpected_state',
        `The PaymentMethod ${methodId} does not belong to the Customer you supplied ${customer}.`,
      );
    if (form.get('off_session') !== 'true' || !customer)
      return refusedWith(400, 'parameter_missing', 'This fake confirms payment intents off session only.');
    intent.payment_method = methodId;
    this.intents.set(id, intent);
    if (this.billing.declining.has(methodId)) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: clone(method),
      };
      Object.assign(intent, { last_payment_error: error, payment_method: null });
      this.billing.emit('payment_intent.payment_failed', intent);
      return { status: 402, body: { error: { ...error, payment_intent: clone(intent) } } };
    }
    Object.assign(intent, { status: 'succeeded', latest_charge: `ch_fake_${++this.counter}` });
    this.billing.emit('payment_intent.succeeded', intent);
    return { status: 200, body: intent };
  }

  // The browser confirms a checkout's payment intent with Stripe Elements and the card (FAKE_CARDS):
  // paid, the card saved to the intent's customer when it saves one (setup_future_usage); the
  // events Stripe sends (payment_intent.succeeded, or .payment_failed for the declined card).
  confirmIntent(clientSecret: string, number: string = FAKE_CARDS.pays): Record<string, unknown>[] {
    const intent = this.intents.get(clientSecret.split('_secret_')[0]);
    if (!intent) throw new Error(`no payment intent has ${clientSecret}`);
    const mark = this.billing.events.length;
    const method = this.billing.card(number, intent.setup_future_usage ? intent.customer : null);
    if (number === FAKE_CARDS.declined) {
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      this.billing.emit('payment_intent.payment_failed', intent);
    } else {
      Object.assign(intent, {
        status: 'succeeded',
        payment_method: method.id,
        latest_charge: `ch_fake_${++this.counter}`,
      });
      this.billing.emit('payment_intent.succeeded', intent);
    }
    return this.billing.events.slice(mark);
  }

  // a refund as the dashboard makes it: no metadata of ours; a string says why it is refused
  makeRefund(form: URLSearchParams): FakeRefund | string {
    const intent = this.intents.get(form.get('payment_intent') ?? '');
    if (!intent || intent.status !== 'succeeded') return 'This PaymentIntent has no successful charge to refund.';
    const refunded = this.refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(form.get('amount') ?? intent.amount - refunded);
    if (refunded >= intent.amount) return `Charge for ${intent.id} has already been refunded.`;
    if (amount > intent.amount - refunded) return `Refund amount ($${amount / 100}) is greater than unrefunded amount.`;
    const metadata: Record<string, string> = {};
    const ours = form.get('metadata[refundId]');
    if (ours) metadata.refundId = ours;
    const refund: FakeRefund = {
      id: `re_fake_${++this.counter}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata,
    };
    this.refunds.push(refund);
    return refund;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const signer = new Stripe('sk_test_fake');

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const refusedWith = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message } },
});

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
