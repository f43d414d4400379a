#!/usr/bin/env node
// What one, two and three replicas serve behind nginx on this machine (README, "Running on several
// machines"): the built backends as processes on one PostgreSQL (scripts/replica-set.mjs: the
// machine's server, a throwaway database; or DATABASE_URL), Debian's nginx with deploy/nginx.conf,
// and for each of four workloads, run alone for --seconds at --clients concurrent visitors:
//   reads      a signed-in reader's GET /api/products and /api/blog-posts/:slug (a session bypasses
//              nginx's micro-cache, so every read reaches a replica)
//   sign-ins   POST /api/auth/login (argon2id) from a new browser
//   checkouts  a new customer: register (argon2id), POST /api/create-payment-intent (loopback
//              Stripe), Stripe's webhook completing the order (and its mails)
//   beacons    POST /api/analytics/views (a page view; buffered, written many rows per INSERT)
// It prints each one's throughput and p50/p99, then the row sizes and the mail outbox's rate the
// README's sizing starts from. Not part of `make test`. Run `make build` first.
// Usage: node backend/bench/replicas.bench.mjs [--replicas=1,2,3] [--seconds=10] [--clients=16]
import { createRequire } from 'node:module';
import { startReplicaSet } from '../../scripts/replica-set.mjs';
import { Visitor } from '../../scripts/site-visitor.mjs';
import { seed } from './scale/seed.mjs';

const { Client } = createRequire(import.meta.url)('pg');
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const COUNTS = option('replicas', '1,2,3').split(',').map(Number);
const SECONDS = Number(option('seconds', 10));
const CLIENTS = Number(option('clients', 16));
const PASSWORD = 'correct horse battery';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// `clients` loops of `op` for `seconds`; op answers true when it went as expected, or what went
// wrong (the first few are printed). Each op's time is measured around it.
const why = [];
async function measure(op) {
  const times = [];
  let failed = 0;
  const end = performance.now() + SECONDS * 1000;
  const client = async (c) => {
    for (let i = 0; performance.now() < end; i++) {
      const since = performance.now();
      const outcome = await op(c, i).catch((error) => error.message);
      if (outcome === true) times.push(performance.now() - since);
      else if (++failed && why.length < 5) why.push(String(outcome));
    }
  };
  const since = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const elapsed = (performance.now() - since) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { perSecond: times.length / elapsed, p50: at(0.5), p99: at(0.99), failed };
}

async function workloads(set) {
  const setup = new Visitor(set.web);
  const products = (await setup.call('GET', '/api/products')).body;
  const digital = products.find((p) => p.type === 'digital');
  const amount = Number(String(digital.price).replace(/[^0-9.]/g, ''));
  const slug = (await setup.call('GET', '/api/blog-posts')).body[0].slug;
  setup.close();
  const account = (name) => ({ email: `${name}@bench.test`, password: PASSWORD, firstName: 'Bench', lastName: name });
  const register = async (visitor, who) => {
    await visitor.call('GET', '/api/health');
    return (await visitor.call('POST', '/api/auth/register', account(who))).status === 201;
  };

  const readers = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const visitor = new Visitor(set.web);
      await register(visitor, `reader-${set.replicas.length}-${c}`);
      return visitor;
    }),
  );
  const results = {};
  results.reads = await measure(async (c, i) => {
    const route = i % 2 ? '/api/products' : `/api/blog-posts/${slug}`;
    return (await readers[c].call('GET', route)).status === 200;
  });
  for (const reader of readers) reader.close();

  const signer = account(`signer-${set.replicas.length}`);
  await register(new Visitor(set.web), `signer-${set.replicas.length}`);
  results['sign-ins'] = await measure(async () => {
    const visitor = new Visitor(set.web);
    await visitor.call('GET', '/api/health');
    const { status } = await visitor.call('POST', '/api/auth/login', { email: signer.email, password: PASSWORD });
    visitor.close();
    return status === 200;
  });

  results.checkouts = await measure(async (c, i) => {
    const visitor = new Visitor(set.web);
    try {
      if (!(await register(visitor, `buyer-${set.replicas.length}-${c}-${i}`))) return 'register';
      const intent = await visitor.call('POST', '/api/create-payment-intent', { amount, productIds: [digital.id] });
      if (intent.status !== 200) return `intent ${intent.status} ${JSON.stringify(intent.body)}`;
      const { payload, signature } = set.stripe.pay(intent.body.clientSecret);
      const paid = await visitor.call('POST', '/api/stripe/webhook', payload, { 'stripe-signature': signature });
      return paid.status === 200 || `webhook ${paid.status} ${JSON.stringify(paid.body)}`;
    } finally {
      visitor.close();
    }
  });

  // a visitor reads a few pages (each stays under 60 views a minute)
  const beaconers = Array.from({ length: CLIENTS }, () => ({ visitor: new Visitor(set.web), sent: 0 }));
  results.beacons = await measure(async (c, i) => {
    const b = beaconers[c];
    if (b.sent++ === 20) Object.assign(b, { visitor: (b.visitor.close(), new Visitor(set.web)), sent: 1 });
    const view = { path: i % 3 ? `/blog/${slug}` : '/' };
    return (await b.visitor.call('POST', '/api/analytics/views', view, { 'user-agent': AGENT })).status === 204;
  });
  for (const b of beaconers) b.visitor.close();
  return results;
}

// What the sizing starts from: the bytes a row takes (table and indexes, at counts where the
// indexes' fixed pages no longer count: the last set's database gets 20,000 subscribers, 2,000
// customers and 10,000 orders more, as backend/bench/scale/seed.mjs makes them) and the outbox's rate.
async function footprint(databaseUrl, { seeded }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if (seeded) {
      const more = { posts: 0, queuedPosts: 0, subscribers: 20_000, customers: 2000, orders: 10_000 };
      await seed(db, { ...more, messages: 0, images: 0 });
    }
    const sizes = {};
    for (const table of ['subscribers', 'users', 'orders', 'order_items', 'mail_outbox', 'page_views']) {
      const { rows } = await db
        .query(`SELECT pg_total_relation_size($1)::bigint AS bytes, (SELECT count(*) FROM ${table})::int AS n`, [table])
        .catch(() => ({ rows: [] }));
      if (rows[0]?.n) sizes[table] = { rows: rows[0].n, bytesPerRow: Math.round(rows[0].bytes / rows[0].n) };
    }
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, extract(epoch FROM max(sent_at) - min(sent_at))::float AS seconds
       FROM mail_outbox WHERE status = 'sent'`,
    );
    return { sizes, mail: rows[0] };
  } finally {
    await db.end();
  }
}

const table = [];
for (const count of COUNTS) {
  const set = await startReplicaSet({ count, env: { DB_POOL_SIZE: '10' } });
  try {
    const results = await workloads(set);
    for (const [workload, r] of Object.entries(results)) table.push({ replicas: count, workload, ...r });
    const { sizes, mail } = await footprint(set.databaseUrl, { seeded: count === COUNTS.at(-1) });
    console.log(`\n${count} replica(s): row sizes ${JSON.stringify(sizes)}`);
    console.log(`mail outbox: ${mail.n} sent over ${mail.seconds?.toFixed(1)} s`);
  } finally {
    await set.stop();
  }
}

console.log(`\n${CLIENTS} clients, ${SECONDS} s each, on ${(await import('node:os')).availableParallelism()} cores`);
console.log('| replicas | workload | req/s | p50 ms | p99 ms | failed |');
console.log('|---|---|---|---|---|---|');
if (why.length) console.log(`\nFirst failures: ${why.join('; ')}`);
for (const r of table) {
  const row = [r.replicas, r.workload, r.perSecond.toFixed(1), r.p50.toFixed(0), r.p99.toFixed(0), r.failed];
  console.log(`| ${row.join(' | ')} |`);
}
