// Several replicas of the built backend (backend/dist/main.js) as processes on one real PostgreSQL
// database, behind Debian's nginx running deploy/nginx.conf (one `server` line per replica), with a
// loopback SMTP server that keeps every mail and a loopback Stripe: the site as `docker compose up
// --scale backend=N` runs it, for the rolling-restart test and the replicas bench. Run `make build` first.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLocalNginx } from '../deploy/nginx-local.mjs';
import { startMailbox } from '../e2e/support/mailbox-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const { Client } = require('pg');
const Stripe = require(require.resolve('stripe', { paths: [path.join(root, 'backend')] }));
const dist = path.join(root, 'backend/dist');
const { freePort, startEmbeddedPostgres } = require(path.join(dist, 'core/database/embedded-postgres.js'));
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const WEBHOOK_SECRET = 'whsec_replica_set';

// polls `check` until it returns something truthy (a condition, not a fixed wait)
export async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// A throwaway database on the machine's PostgreSQL (DATABASE_URL when the caller gives one), or,
// when none answers, an embedded PostgreSQL in `work` that every replica shares.
async function throwawayDatabase(work) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const name = `coach_replicas_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`[replica-set] no local PostgreSQL server usable (${error.message}): an embedded one`);
    const embedded = await startEmbeddedPostgres(path.join(work, 'postgres'));
    return { url: embedded.url, drop: () => embedded.stop() };
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// Every mail, with its Message-ID (the outbox's, the same on every attempt) and subject.
async function startMailCapture() {
  const received = [];
  const mailbox = await startMailbox(null, (to, text) => {
    const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(text)?.[1]?.trim() ?? '';
    received.push({ to, subject: header('Subject'), messageId: header('Message-ID') });
  });
  return { ...mailbox, received };
}

// The part of Stripe's API a checkout uses (payment intents, under their idempotency keys), and the
// signed payment_intent.succeeded event Stripe would send when the buyer's card pays.
async function startStripeFake() {
  const intents = new Map();
  const byKey = new Map();
  let counter = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const url = new URL(req.url, 'http://localhost');
      const send = (status, body) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const key = req.headers['idempotency-key'];
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (key && byKey.has(key)) return send(200, byKey.get(key));
        const id = `pi_replicas_${++counter}`;
        const metadata = Object.fromEntries(
          [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        );
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          client_secret: `${id}_secret_fake`,
          status: 'requires_payment_method',
          metadata,
          setup_future_usage: null,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, intent);
        return send(200, intent);
      }
      const m = /^\/v1\/payment_intents\/([^/]+?)(\/cancel)?$/.exec(url.pathname);
      const intent = m && intents.get(m[1]);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      if (m[2]) intent.status = 'canceled';
      return send(200, intent);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const signer = new Stripe('sk_test_replicas');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    intents,
    // the card pays: the event, signed, as a webhook's body and Stripe-Signature header
    pay(clientSecret) {
      const intent = intents.get(clientSecret.split('_secret_')[0]);
      if (!intent) throw new Error(`no payment intent has ${clientSecret}`);
      intent.status = 'succeeded';
      const event = {
        id: `evt_${intent.id}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: intent },
      };
      const payload = JSON.stringify(event);
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// `count` replicas behind nginx. `env`: more of the backends' environment; `seedDemo`: the first
// start seeds the demo content (the others never do).
export async function startReplicaSet({ count, env = {}, seedDemo = true, nodeFlags = [] }) {
  const work = mkdtempSync(path.join(tmpdir(), 'coach-replicas-'));
  chmodSync(work, 0o755);
  const database = await throwawayDatabase(work);
  const mail = await startMailCapture();
  const stripe = await startStripeFake();
  const webPort = await freePort();
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const baseEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://localhost:${webPort}`,
    SESSION_SECRET: 'replica-set-session',
    ADMIN_SECRET: 'replica-set-admin',
    SMTP_URL: mail.url,
    STRIPE_SECRET_KEY: 'sk_test_replicas',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_replicas',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    LOG_LEVEL: 'warn',
    SPA_DIR: '',
    GEMINI_API_KEY: '',
    STORAGE: 'local',
    ...env,
  };
  const replicas = ports.map((port, index) => ({ index, port, base: `http://127.0.0.1:${port}`, child: null }));
  let seeded = !seedDemo;

  function launch(replica) {
    const dataDir = path.join(work, `data-${replica.index}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [...nodeFlags, path.join(dist, 'main.js')], {
      cwd: root,
      env: { ...baseEnv, PORT: String(replica.port), DATA_DIR: dataDir, SEED_DEMO: seeded ? 'false' : 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    seeded = true;
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    replica.child = child;
    replica.output = () => output;
    replica.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    return replica;
  }

  async function ready(replica) {
    await waitFor(`replica ${replica.index} ready`, async () => {
      if (replica.child.exitCode !== null || replica.child.signalCode !== null) {
        throw new Error(`replica ${replica.index} exited before it was ready:\n${replica.output()}`);
      }
      return fetch(`${replica.base}/api/health/ready`, { headers: { connection: 'close' } }).then(
        (res) => res.status === 200,
        () => false,
      );
    });
  }

  // the first migrates and seeds; the others start on the database it prepared
  await ready(launch(replicas[0]));
  for (const replica of replicas.slice(1)) launch(replica);
  await Promise.all(replicas.slice(1).map(ready));
  const htmlRoot = path.join(work, 'html');
  mkdirSync(htmlRoot);
  const nginx = startLocalNginx({
    dir: path.join(work, 'nginx'),
    backendPorts: ports,
    webPort,
    htmlRoot,
    workerConnections: 1024,
    accessLog: false,
  });
  const web = `http://127.0.0.1:${webPort}`;
  await waitFor('nginx', () =>
    fetch(`${web}/healthz`).then(
      (res) => res.ok,
      () => false,
    ),
  );

  return {
    web,
    webPort,
    databaseUrl: database.url,
    replicas,
    mail,
    stripe,
    // SIGTERM, and how it ended: { code, signal, ms }
    async stopReplica(replica) {
      const since = Date.now();
      replica.child.kill('SIGTERM');
      const { code, signal, at } = await replica.exited;
      return { code, signal, ms: at - since };
    },
    async startReplica(replica) {
      await ready(launch(replica));
    },
    async stop() {
      const exits = [nginx, ...replicas.map((r) => r.child)]
        .filter((child) => child && child.exitCode === null && child.signalCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve)));
      nginx.kill('SIGQUIT');
      for (const replica of replicas) replica.child?.kill('SIGTERM');
      await Promise.all(exits);
      await Promise.all([mail.close(), stripe.close()]);
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
