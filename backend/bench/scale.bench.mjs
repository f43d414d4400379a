#!/usr/bin/env node
// Years of content on one small server: seeds 5,000 posts (~4 KB of HTML each), 50,000
// subscribers, 10,000 orders of 300 customers, contact messages and uploaded images into a
// throwaway database, starts the built backend (backend/dist/main.js) as a child process, and
// prints for each list endpoint the bytes of its answer, p50/p99 latency at 1 and at 50
// connections, and the backend's peak memory (VmRSS sampled from /proc while it ran; VmHWM at the end).
// Uses DATABASE_URL (an empty database you can throw away) or, when it is empty, an embedded
// PostgreSQL in a temp folder. Run `make build` first.
// Usage: node backend/bench/scale.bench.mjs [--quick]   (--quick: a tenth of the data and requests)
import { latency, memoryOf, peakRssDuring, Session } from './scale/load.mjs';
import { ADMIN_EMAIL, benchSizes, BUSY_CUSTOMER_EMAIL, PASSWORD } from './scale/seed.mjs';
import { startSeededBackend } from './scale/stack.mjs';

const quick = process.argv.includes('--quick');
const scale = (n) => (quick ? Math.ceil(n / 10) : n);
const SIZES = benchSizes(quick ? 0.1 : 1);
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

const backend = await startSeededBackend(SIZES);
const base = backend.base;

try {
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
  await backend.stop();
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
