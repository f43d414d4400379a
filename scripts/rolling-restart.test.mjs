// A rolling restart drops nothing (README, "Rolling restarts"): three built backends on one real
// PostgreSQL behind Debian's nginx with deploy/nginx.conf, steady traffic from several visitors
// (signed-in reads, sign-ins, registrations and checkouts paid through Stripe's webhook, page-view
// beacons), and the replicas restarted one by one (SIGTERM, exit, start, ready). Every request
// answers as it should, every checkout has exactly one order, paid once; every mail is delivered
// exactly once; every page view is written; every replica exits with 0 within its bound. In `make test` (the scripts tier) two replicas and one
// restart; ROLLING=full (`make test-rolling`) three replicas, each restarted in turn.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { startReplicaSet, waitFor } from './replica-set.mjs';
import { Visitor } from './site-visitor.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { Client } = createRequire(import.meta.url)('pg');
const FULL = process.env.ROLLING === 'full';
const REPLICAS = FULL ? 3 : 2;
const RESTARTED = FULL ? REPLICAS : 1;
const GRACE_SECONDS = 20;
const PASSWORD = 'correct horse battery';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
// requests answered (and checkouts paid) between two restarts, so each one happens under traffic
const TRAFFIC_BETWEEN = 100;

let set = null;
after(async () => {
  await set?.stop();
});

// The traffic: each kind of visitor loops until told to stop; every call's answer is checked, and a
// wrong status or a connection error is a failure (with what it was).
class Traffic {
  answered = 0;
  failures = [];
  buyers = [];
  views = 0;
  running = true;
  loops = [];

  constructor(web, stripe) {
    this.web = web;
    this.stripe = stripe;
  }

  async expect(visitor, what, expected, method, route, body, headers) {
    try {
      const res = await visitor.call(method, route, body, headers);
      this.answered++;
      if (res.status !== expected)
        this.failures.push(`${what}: ${method} ${route} answered ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    } catch (error) {
      this.failures.push(`${what}: ${method} ${route} failed: ${error.message}`);
      return null;
    }
  }

  loop(body) {
    this.loops.push(
      (async () => {
        while (this.running) await body();
      })(),
    );
  }

  // signed in, reading the blog and the shop (a session bypasses nginx's micro-cache: every read
  // reaches a replica)
  reader(account, slug) {
    const visitor = new Visitor(this.web);
    let signedIn = false;
    this.loop(async () => {
      if (!signedIn) {
        await this.expect(visitor, 'reader', 200, 'GET', '/api/health');
        signedIn = !!(await this.expect(visitor, 'reader', 200, 'POST', '/api/auth/login', account));
      }
      await this.expect(visitor, 'reader', 200, 'GET', '/api/blog-posts');
      await this.expect(visitor, 'reader', 200, 'GET', '/api/products');
      await this.expect(visitor, 'reader', 200, 'GET', `/api/blog-posts/${slug}`);
    });
  }

  // a reader of the public pages: each page's view beacon (a visitor reads 10 pages, then another
  // comes), buffered by the replica and written a second later or when it stops
  beacons(slug) {
    let visitor = null;
    this.loop(async () => {
      if (this.views % 10 === 0) visitor = (visitor?.close(), new Visitor(this.web));
      const view = { path: `/blog/${slug}` };
      const res = await this.expect(visitor, 'beacon', 204, 'POST', '/api/analytics/views', view, {
        'user-agent': BROWSER,
      });
      if (res?.status === 204) this.views++;
    });
  }

  // a new browser each time (its own address: the per-address limit counts it apart)
  signer(account) {
    this.loop(async () => {
      const visitor = new Visitor(this.web);
      await this.expect(visitor, 'sign-in', 200, 'GET', '/api/health');
      await this.expect(visitor, 'sign-in', 200, 'POST', '/api/auth/login', account);
      visitor.close();
    });
  }

  // a new customer registers, checks out and pays: Stripe's webhook completes the order
  buyer(product, prefix) {
    let n = 0;
    this.loop(async () => {
      const visitor = new Visitor(this.web);
      const email = `${prefix}-${++n}@buyers.test`;
      const account = { email, password: PASSWORD, firstName: 'Rolling', lastName: `Buyer ${n}` };
      await this.expect(visitor, 'buyer', 200, 'GET', '/api/health');
      const registered = await this.expect(visitor, 'buyer', 201, 'POST', '/api/auth/register', account);
      if (!registered) return visitor.close();
      const intent = await this.expect(visitor, 'checkout', 200, 'POST', '/api/create-payment-intent', {
        amount: product.amount,
        productIds: [product.id],
      });
      visitor.close();
      if (intent?.status !== 200) return;
      const { payload, signature } = this.stripe.pay(intent.body.clientSecret);
      const stripe = new Visitor(this.web);
      const paid = await this.expect(stripe, 'webhook', 200, 'POST', '/api/stripe/webhook', payload, {
        'stripe-signature': signature,
      });
      stripe.close();
      this.buyers.push({ email, paid: paid?.status === 200 });
    });
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }
}

test(`${REPLICAS} replicas, ${RESTARTED} restarted one by one under traffic: nothing is dropped, lost or doubled`, async (t) => {
  if (!existsSync(path.join(root, 'backend/dist/main.js'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
    assert.equal(build.status, 0, 'npm run build -w backend failed');
  }
  const since = Date.now();
  set = await startReplicaSet({
    count: REPLICAS,
    env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), MAIL_POLL_SECONDS: '1' },
  });
  t.diagnostic(`${REPLICAS} replicas and nginx up in ${Date.now() - since} ms`);

  // what the traffic needs: accounts to sign in with, a post to read, a digital product to buy
  const setup = new Visitor(set.web);
  const products = (await setup.call('GET', '/api/products')).body;
  const digital = products.find((p) => p.type === 'digital' && !p.requiresShipping);
  assert.ok(digital, `the demo shop has a digital product (${products.map((p) => p.type)})`);
  const product = { id: digital.id, amount: Number(String(digital.price).replace(/[^0-9.]/g, '')) };
  const slug = (await setup.call('GET', '/api/blog-posts')).body[0].slug;
  const accounts = [];
  for (let i = 0; i < 4; i++) {
    const account = { email: `reader-${i}@rolling.test`, password: PASSWORD, firstName: 'Rolling', lastName: 'Reader' };
    const visitor = new Visitor(set.web);
    await visitor.call('GET', '/api/health');
    assert.equal((await visitor.call('POST', '/api/auth/register', account)).status, 201);
    visitor.close();
    accounts.push({ email: account.email, password: account.password });
  }
  setup.close();

  const traffic = new Traffic(set.web, set.stripe);
  for (let i = 0; i < 3; i++) traffic.reader(accounts[i], slug);
  traffic.signer(accounts[3]);
  traffic.signer(accounts[3]);
  traffic.beacons(slug);
  traffic.buyer(product, 'a');
  traffic.buyer(product, 'b');
  const progress = async (what) => {
    const [answered, bought] = [traffic.answered, traffic.buyers.length];
    const moved = () => traffic.answered >= answered + TRAFFIC_BETWEEN && traffic.buyers.length >= bought + 2;
    await waitFor(what, () => moved() || traffic.failures.length > 20);
  };

  const exits = [];
  try {
    await progress('traffic before the first restart');
    for (const replica of set.replicas.slice(0, RESTARTED)) {
      const exit = await set.stopReplica(replica);
      exits.push({ replica: replica.index, ...exit });
      await set.startReplica(replica);
      t.diagnostic(`replica ${replica.index}: exited ${exit.code} after ${exit.ms} ms; ready again`);
      await progress(`traffic after replica ${replica.index}'s restart`);
    }
  } finally {
    await traffic.stop();
  }
  t.diagnostic(
    `${traffic.answered} requests answered, ${traffic.buyers.length} checkouts, in ${Date.now() - since} ms`,
  );

  assert.deepEqual(traffic.failures.slice(0, 10), [], `${traffic.failures.length} requests failed`);
  for (const exit of exits) {
    assert.equal(exit.code, 0, `replica ${exit.replica} exited with code 0 (${exit.signal ?? 'no signal'})`);
    assert.ok(
      exit.ms < GRACE_SECONDS * 1000,
      `replica ${exit.replica} exited within ${GRACE_SECONDS} s (${exit.ms} ms)`,
    );
  }
  assert.ok(traffic.buyers.length > 0, 'checkouts were made');

  const db = new Client({ connectionString: set.databaseUrl });
  await db.connect();
  try {
    // every checkout: exactly one order, paid; as many paid orders as payments
    const { rows: orders } = await db.query(
      `SELECT u.email, o.status, o.payment_intent_id FROM orders o JOIN users u ON u.id = o.user_id
       WHERE u.email LIKE '%@buyers.test'`,
    );
    const byBuyer = Map.groupBy(orders, (o) => o.email);
    for (const buyer of traffic.buyers) {
      const own = byBuyer.get(buyer.email) ?? [];
      assert.equal(own.length, 1, `${buyer.email} has exactly one order (${JSON.stringify(own)})`);
      assert.equal(own[0].status, 'completed', `${buyer.email}'s order is paid`);
    }
    const paid = orders.filter((o) => o.status === 'completed').length;
    assert.equal(paid, traffic.buyers.filter((b) => b.paid).length, 'paid orders = payments delivered');

    // every page view counted: the buffers of the replicas that stopped were written
    await waitFor(
      `${traffic.views} page views written`,
      async () => (await db.query('SELECT count(*)::int AS n FROM page_views')).rows[0].n >= traffic.views,
      20_000,
    );
    const { rows: views } = await db.query('SELECT count(*)::int AS n FROM page_views');
    assert.equal(views[0].n, traffic.views, 'every page view answered 204 is written once');

    // every mail sent once: the outbox done, each of its sent mails received once (by Message-ID)
    await waitFor('the outbox to be sent', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`,
      );
      return rows[0].n === 0;
    });
    const { rows: sent } = await db.query(`SELECT message_id, recipient, kind FROM mail_outbox WHERE status = 'sent'`);
    await waitFor('every sent mail to arrive', () => set.mail.received.length >= sent.length);
    const received = Map.groupBy(set.mail.received, (m) => m.messageId.replace(/[<>]/g, ''));
    const twice = [...received].filter(([, copies]) => copies.length > 1).map(([id]) => id);
    assert.deepEqual(twice, [], 'no mail is delivered twice');
    const missing = sent.filter((row) => !received.has(row.message_id.replace(/[<>]/g, '')));
    assert.deepEqual(missing, [], 'every mail the outbox sent arrived');
    assert.equal(set.mail.received.length, sent.length, 'no mail arrived that the outbox did not send');
    const confirmations = sent.filter((row) => row.kind === 'order-confirmation').map((row) => row.recipient);
    for (const buyer of traffic.buyers.filter((b) => b.paid)) {
      assert.equal(
        confirmations.filter((to) => to === buyer.email).length,
        1,
        `${buyer.email} got one order confirmation`,
      );
    }
    t.diagnostic(`${paid} orders paid, ${sent.length} mails delivered once each, ${traffic.views} page views`);
  } finally {
    await db.end();
  }
});
