#!/usr/bin/env node
// How cheap is GET /api/auth/user, which every open tab polls every 2 s?
// Usage: start the site (make run), then: node backend/bench/auth-user.bench.mjs [http://localhost:3000]
// Signs up a fresh customer, signs in, then measures sequential latency and concurrent throughput.
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const SEQUENTIAL = 1000;
const CONCURRENT = 4000;
const CONCURRENCY = 50;

const cookies = new Map();
const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
function keep(res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    cookies.set(pair.slice(0, i), pair.slice(i + 1));
  }
}
async function call(method, path, body) {
  const headers = { Cookie: cookieHeader() };
  if (body) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');
  const res = await fetch(base + path, { method, headers, body: body && JSON.stringify(body) });
  keep(res);
  await res.arrayBuffer();
  return res.status;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

await call('GET', '/api/health');
const email = `bench-${Date.now()}@example.com`;
if (
  (await call('POST', '/api/auth/register', {
    email,
    password: 'bench-password',
    firstName: 'Bench',
    lastName: 'Mark',
  })) !== 201
) {
  throw new Error('registration failed');
}
if ((await call('POST', '/api/auth/login', { email, password: 'bench-password' })) !== 200)
  throw new Error('sign-in failed');

for (let i = 0; i < 100; i++) await call('GET', '/api/auth/user'); // warm-up
const times = [];
for (let i = 0; i < SEQUENTIAL; i++) {
  const t0 = performance.now();
  const status = await call('GET', '/api/auth/user');
  times.push(performance.now() - t0);
  if (status !== 200) throw new Error(`GET /api/auth/user answered ${status}`);
}
times.sort((a, b) => a - b);

let done = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (done < CONCURRENT) {
      done++;
      await call('GET', '/api/auth/user');
    }
  }),
);
const seconds = (performance.now() - t0) / 1000;

console.log(`GET /api/auth/user on ${base} (signed in)`);
console.log(
  `  sequential, ${SEQUENTIAL} requests: p50 ${percentile(times, 50).toFixed(2)} ms · p95 ${percentile(times, 95).toFixed(2)} ms · p99 ${percentile(times, 99).toFixed(2)} ms`,
);
console.log(`  ${CONCURRENCY} concurrent clients, ${CONCURRENT} requests: ${(CONCURRENT / seconds).toFixed(0)} req/s`);
console.log(
  `  at one poll per 2 s per tab, that is about ${Math.round((CONCURRENT / seconds) * 2)} open tabs per backend replica`,
);
