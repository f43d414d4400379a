import { createServer, IncomingMessage, Server } from 'node:http';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
}

// A loopback stand-in for the parts of Stripe's HTTP API the shop uses (payment intents), reached
// by the official SDK through STRIPE_API_URL. It honours idempotency keys like Stripe does, and like
// Stripe refuses to cancel an intent that succeeded.
export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: { method: string; path: string; idempotencyKey?: string; form: URLSearchParams }[] = [];
  failNext = 0;
  private byIdempotencyKey = new Map<string, FakeIntent>();
  private server: Server;
  private counter = 0;

  constructor() {
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
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const known = idempotencyKey && this.byIdempotencyKey.get(idempotencyKey);
        if (known) return send(200, known);
        const id = `pi_fake_${++this.counter}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          client_secret: `${id}_secret_fake`,
          status: 'requires_payment_method',
          metadata,
        };
        this.intents.set(id, intent);
        if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent);
        return send(200, intent);
      }
      const m = /^\/v1\/payment_intents\/([^/]+?)(\/cancel)?$/.exec(url.pathname);
      const intent = m && this.intents.get(m[1]);
      if (m && !intent) {
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      }
      if (req.method === 'GET' && intent && !m[2]) return send(200, intent);
      if (req.method === 'POST' && intent && m[2]) {
        if (['succeeded', 'canceled'].includes(intent.status)) {
          const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
          return send(400, { error: { type: 'invalid_request_error', message } });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
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

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
