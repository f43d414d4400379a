// Helpers of the webhook tests: a receiver on loopback (so its endpoints allow private addresses)
// that answers with the statuses it is told, the worker driven by hand (no poll: each test says
// when a round runs) and the backoff moved by the test instead of waited for.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_WEBHOOK_OPTIONS,
  WEBHOOK_OPTIONS,
  type WebhookOptions,
} from '../../src/modules/webhooks/webhook.options';
import { WebhookWorker } from '../../src/modules/webhooks/webhook-worker';
import type { TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export class Receiver {
  readonly received: Received[] = [];
  // the statuses of the next answers, in order; 200 once they are used up
  answers: number[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = this.answers.shift() ?? 200;
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
        res.writeHead(status).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks`;
  }

  succeeded(): Received[] {
    return this.received.filter((r) => r.status < 300);
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

// the worker runs only when a test says (deliver), trying again after these delays
export const handDriven = (options: Partial<WebhookOptions> = {}): [unknown, unknown] => [
  WEBHOOK_OPTIONS,
  { ...DEFAULT_WEBHOOK_OPTIONS, pollMs: 0, ...options },
];

export const deliver = (t: TestApp): Promise<number> => t.app.get(WebhookWorker).deliverDue();

// A receiver's check of the signature, as the README shows it: the HMAC of "<t>.<body>".
export function signatureValid(secret: string, received: Received): boolean {
  const header = String(received.headers['webhook-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest('hex');
  return (
    typeof parts.v1 === 'string' &&
    parts.v1.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected))
  );
}

export interface MadeEndpoint {
  id: number;
  secret: string;
}

export async function makeEndpoint(
  admin: TestClient,
  url: string,
  events: string[] = ['order.paid'],
  extra: Record<string, unknown> = {},
): Promise<MadeEndpoint> {
  const res = await admin.post('/api/admin/webhooks', { url, events, allowPrivate: true, ...extra }).expect(201);
  return { id: res.body.id as number, secret: res.body.secret as string };
}

// every endpoint (and with them their deliveries) gone: each suite starts from none
export async function noEndpoints(t: TestApp): Promise<void> {
  await t.dataSource.query('DELETE FROM webhook_endpoints');
}

export interface DeliveryRow {
  id: number;
  event_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
}

export const deliveryRows = (t: TestApp, endpointId: number): Promise<DeliveryRow[]> =>
  t.dataSource.query(
    `SELECT id, event_id, status, attempts, next_attempt_at, last_status_code, last_error
     FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id`,
    [endpointId],
  );

// the retry that was due later is due now (the backoff's wait, without waiting); answers by how many
// seconds after now it was due
export async function retryDueNow(t: TestApp, deliveryId: number): Promise<number> {
  const [[row]]: [{ wait: number }[], number] = await t.dataSource.query(
    `WITH before AS (SELECT next_attempt_at FROM webhook_deliveries WHERE id = $1)
     UPDATE webhook_deliveries d SET next_attempt_at = now() FROM before WHERE d.id = $1
     RETURNING extract(epoch FROM before.next_attempt_at - now())::float AS wait`,
    [deliveryId],
  );
  return row.wait;
}
