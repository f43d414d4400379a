#!/usr/bin/env node
// Years of content on one small server: seeds 5,000 posts (~4 KB of HTML each), 50,000
// subscribers, 10,000 orders of 300 customers, contact messages and uploaded images into a
// throwaway database, starts the built backend (backend/dist/main.js) as a child process, and
// prints for each list endpoint the bytes of its answer, p50/p99 latency at 1 and at 50
// connections, and the backend's peak memory (VmRSS sampled from /proc while it ran; VmHWM at the end).
// Uses DATABASE_URL (an empty database you can throw away) or, when it is empty, an embedded
// PostgreSQL in a temp folder. Run `make build` first.
// Usage: node backend/bench/scale.bench.mjs [--quick]   (--quick: a tenth of the data and requests)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { latency, memoryOf, peakRssDuring, Session } from './scale/load.mjs';
import { ADMIN_EMAIL, BUSY_CUSTOMER_EMAIL, PASSWORD, seed } from './scale/seed.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../dist');
const { startEmbeddedPostgres, freePort } = require(path.join(dist, 'core/database/embedded-postgres.js'));
const { Client } = require('pg');
require('@nestjs/common').Logger.overrideLogger(['error', 'warn']);

const quick = process.argv.includes('--quick');
const scale = (n) => (quick ? Math.ceil(n / 10) : n);
const SIZES = {
  posts: scale(5000),
  queuedPosts: 40,
  subscribers: scale(50_000),
  customers: 300,
  orders: scale(10_000),
  messages: scale(3000),
  images: scale(1500),
};
const RUNS = { serial: scale(40), concurrent: scale(200), connections: 50 };

// [label, path, who]: the SPA's calls (its page sizes) and each endpoint's default
const ENDPOINTS = [
  ['public posts, SPA page (limit=9)', '/api/blog-posts?limit=9', 'anonymous'],
  ['public posts, default', '/api/blog-posts', 'anonymous'],
  ['admin blog posts', '/api/admin/blog-posts', 'admin'],
  ['admin subscribers', '/api/admin/subscribers', 'admin'],
  ['admin subscribers, search', '/api/admin/subscribers?search=reader12', 'admin'],
  ['admin messages', '/api/admin/messages', 'admin'],
  ['orders of a busy customer', '/api/orders', 'customer'],
  ['uploaded images', '/api/uploaded-images', 'admin'],
  ['admin overview', '/api/admin/overview', 'admin'],
];

const work = mkdtempSync(path.join(tmpdir(), 'coach-scale-'));
chmodSync(work, 0o755);
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(path.join(work, 'db'));
const databaseUrl = process.env.DATABASE_URL || embedded.url;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const backendLog = path.join(tmpdir(), 'scale-bench-backend.log');

// the backend as `make run` starts it (its heap bound too), on the throwaway database; its
// migrations run at start
const backend = spawn(process.execPath, ['--max-old-space-size=128', path.join(dist, 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: work,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'scale-bench',
    ADMIN_SECRET: 'scale-bench',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    MAIL_CONCURRENCY: '0',
  },
  stdio: ['ignore', openSync(backendLog, 'w'), openSync(backendLog, 'a')],
});
console.log(`Backend log: ${backendLog}`);
const stop = async () => {
  backend.kill('SIGTERM');
  await new Promise((resolve) => backend.once('exit', resolve));
  await embedded?.stop();
  rmSync(work, { recursive: true, force: true });
};

try {
  await waitForHealth();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const t0 = performance.now();
  await seed(db, SIZES).finally(() => db.end());
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(SIZES)}`);

  const sessions = { anonymous: new Session(base), admin: new Session(base), customer: new Session(base) };
  await sessions.admin.signIn(ADMIN_EMAIL, PASSWORD);
  await sessions.customer.signIn(BUSY_CUSTOMER_EMAIL, PASSWORD);
  await sessions.anonymous.call('GET', '/api/health');

  console.log(
    `\nEach endpoint: ${RUNS.serial} requests at 1 connection, then ${RUNS.concurrent} at ${RUNS.connections}.`,
  );
  const rows = [];
  for (const [label, url, who] of ENDPOINTS) rows.push(await measure(label, url, sessions[who]));
  console.table(rows);
  console.log(`Backend peak RSS over the whole run (VmHWM): ${(memoryOf(backend.pid).hwm / 1024).toFixed(0)} MB`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}

async function measure(label, url, session) {
  const first = await session.call('GET', url);
  if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}`);
  for (let i = 0; i < 3; i++) await session.call('GET', url); // warm-up
  const { result, peakKb } = await peakRssDuring(backend.pid, async () => ({
    one: await latency(session, url, 1, RUNS.serial),
    many: await latency(session, url, RUNS.connections, RUNS.concurrent),
  }));
  const ms = (n) => Number(n.toFixed(1));
  return {
    endpoint: label,
    bytes: first.body.length,
    'p50 @1 ms': ms(result.one.p50),
    'p99 @1 ms': ms(result.one.p99),
    'p50 @50 ms': ms(result.many.p50),
    'p99 @50 ms': ms(result.many.p99),
    'non-200': result.many.failed + result.one.failed,
    'peak RSS MB': Math.round(peakKb / 1024),
  };
}

async function waitForHealth() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (backend.exitCode !== null) throw new Error(`the backend exited with ${backend.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the backend did not answer /api/health within 2 minutes');
}
