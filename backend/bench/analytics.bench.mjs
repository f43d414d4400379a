#!/usr/bin/env node
// Analytics at scale. Starts the built backend as `make run` does on a throwaway database with 200
// posts, then:
//   ingest   page views sent through HTTP (POST /api/analytics/views) over 64 keep-alive
//            connections, each view different (its page, referrer and campaign, its browser and its
//            visitor's address: X-Forwarded-For, which the backend trusts from loopback as from
//            nginx), and prints the views answered a second and the views stored (the rows counted
//            once the buffered writer has written them all).
//   --load   then 1,000,000 views over the last 90 days inserted by SQL (generate_series), and each
//            admin analytics report (summary, pages, sources, posts, devices) asked for the last 30
//            and 90 days: the first answer's time and the p50 / p99 of the next ones (target < 300 ms).
//   --profile  the backend under `node --cpu-prof`; prints its top self-time entries
//   --views=N  the views --load inserts (default 1,000,000); --seconds=N  measured ingest seconds
//            (default 10, after 1 s of warm-up); --connections=N (default 64)
// Uses DATABASE_URL (an empty database you may throw away; `node scripts/with-test-database.mjs`
// makes one) or an embedded PostgreSQL. Run `make build` first.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blast } from './scale/blast.mjs';
import { printCpuProfile } from './scale/cpu-profile.mjs';
import { Session } from './scale/load.mjs';
import { ADMIN_EMAIL, PASSWORD } from './scale/seed.mjs';
import { startSeededBackend } from './scale/stack.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const withLoad = args.includes('--load');
const profileDir = args.includes('--profile') ? mkdtempSync(path.join(tmpdir(), 'analytics-bench-profile-')) : null;
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 64);
const LOAD_VIEWS = option('views', 1_000_000);
const LOAD_DAYS = 90;
const SIZES = { posts: 200, queuedPosts: 0, subscribers: 0, customers: 2, orders: 0, messages: 0, images: 0 };

// the browsers views come from (desktop, phone, tablet; none a known bot)
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];
const REFERRERS = [null, null, 'https://www.google.com/', 'https://news.ycombinator.com/item?id=1', 'https://t.co/x'];
const CAMPAIGNS = [{}, {}, {}, { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'weekly' }];
// distinct visitors the views are spread over (each stays far below 60 views a minute)
const VISITORS = 100_000;

// the raw views of the loaded 90 days are kept (and so rolled up): ANALYTICS_RAW_DAYS, REPORTS' setting
process.env.ANALYTICS_RAW_DAYS ??= String(LOAD_DAYS + 1);
const backend = await startSeededBackend(SIZES, {
  nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const db = new Client({ connectionString: backend.databaseUrl });
await db.connect();
try {
  const slugs = (await db.query('SELECT slug FROM blog_posts ORDER BY id')).rows.map((r) => r.slug);
  await ingest(slugs);
  if (withLoad) {
    await loadViews();
    const admin = new Session(backend.base);
    await admin.signIn(ADMIN_EMAIL, PASSWORD);
    if ((await admin.call('GET', reportUrl('summary', 7))).status === 404) {
      console.log("\nThe admin analytics reports are not in this build (REPORTS' routes): no read times");
    } else {
      await prepareRollups();
      await readReports(admin);
    }
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.end();
  await backend.stop();
}
if (profileDir) printCpuProfile(profileDir);

// The i-th view's request, as a browser's beacon: its own page, source, browser and address.
function viewRequest(i, slugs) {
  const view = {
    path: i % 4 === 0 ? '/' : `/blog/${slugs[i % slugs.length]}`,
    ...(REFERRERS[i % REFERRERS.length] ? { referrer: REFERRERS[i % REFERRERS.length] } : {}),
    ...CAMPAIGNS[i % CAMPAIGNS.length],
  };
  const body = JSON.stringify(view);
  const visitor = i % VISITORS;
  const head = [
    'POST /api/analytics/views HTTP/1.1',
    `Host: 127.0.0.1:${backend.port}`,
    'Content-Type: application/json',
    `User-Agent: ${AGENTS[visitor % AGENTS.length]}`,
    `X-Forwarded-For: 10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`);
}

async function storedViews() {
  return (await db.query('SELECT count(*)::int AS n FROM page_views')).rows[0].n;
}

// `read()` again every `everyMs` until `done(value)` or `timeoutMs` is over; answers its last value
async function pollUntil(read, done, everyMs, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function ingest(slugs) {
  const before = await storedViews();
  let sent = 0;
  const t0 = performance.now();
  const run = await blast({
    port: backend.port,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requestOf: () => viewRequest(sent++, slugs),
  });
  // every view answered is written within the writer's second: wait until all are there
  const stored = await pollUntil(
    async () => (await storedViews()) - before,
    (n) => n >= sent,
    100,
    60_000,
  );
  const elapsed = (performance.now() - t0) / 1000;
  console.log(`\nIngest: ${CONNECTIONS} keep-alive connections, ${SECONDS} s measured (after 1 s of warm-up)`);
  console.table([
    {
      'answered views/s': Math.round(run.rps),
      'p50 ms': Number(run.p50.toFixed(1)),
      'p99 ms': Number(run.p99.toFixed(1)),
      answers: JSON.stringify(run.statuses),
      sent,
      stored,
      'stored views/s': Math.round(stored / elapsed),
    },
  ]);
  if (stored < sent) console.log(`${sent - stored} views answered were not stored within a minute`);
}

// LOAD_VIEWS views over the last LOAD_DAYS days, by SQL: the posts' pages and the home page, a few
// sources and campaigns, ~4,000 visitors a day on three devices.
async function loadViews() {
  const t0 = performance.now();
  await db.query(
    `INSERT INTO page_views (viewed_at, day, visitor, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
     SELECT at, (at AT TIME ZONE 'UTC')::date,
            md5((at AT TIME ZONE 'UTC')::date::text || '/' || (g::bigint * 7919 % 4000)::text),
            CASE WHEN g % 4 = 0 THEN '/' ELSE '/blog/' || slugs[1 + g % cardinality(slugs)] END,
            (ARRAY[NULL, NULL, 'www.google.com', 'news.ycombinator.com', 't.co'])[1 + g % 5],
            (ARRAY[NULL, NULL, NULL, 'newsletter'])[1 + g % 4],
            (ARRAY[NULL, NULL, NULL, 'email'])[1 + g % 4],
            (ARRAY[NULL, NULL, NULL, 'weekly'])[1 + g % 4],
            (ARRAY['desktop', 'desktop', 'mobile', 'tablet'])[1 + g % 4]
     FROM (SELECT g, now() - random() * make_interval(days => $2) AS at FROM generate_series(1, $1) g) views,
          (SELECT array_agg(slug) AS slugs FROM blog_posts) posts`,
    [LOAD_VIEWS, LOAD_DAYS],
  );
  await db.query('ANALYZE page_views');
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(`\nLoaded ${LOAD_VIEWS.toLocaleString('en')} views over ${LOAD_DAYS} days by SQL in ${seconds} s`);
}

// ---- REPORTS: the rollups the reports read, for every day loaded. ------------------------------
// The rollups are the REPORTS part of analytics (modules/analytics/rollups). Until REPORTS fills
// this in with how a loaded history gets rolled up, it waits for the rollup cron (every 5 minutes:
// each day with raw views whose rollup is missing) to have rolled up every loaded day, which needs
// the raw views of 90 days kept (ANALYTICS_RAW_DAYS is set to 91 for the backend above).
async function prepareRollups() {
  const t0 = performance.now();
  const rolledUp = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM analytics_days WHERE day >= current_date - $1::int`, [LOAD_DAYS]))
      .rows[0].n;
  const days = await pollUntil(rolledUp, (n) => n >= LOAD_DAYS + 1, 2000, 7 * 60_000);
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(`Rollups: ${days} of ${LOAD_DAYS + 1} days rolled up (waited ${seconds} s)`);
}

// ---- REPORTS: the admin reports' read times. ---------------------------------------------------
// The routes are REPORTS' (GET /api/admin/analytics/{summary,pages,sources,posts,devices}?from&to);
// their answers are only as fast as REPORTS makes them.
// the report of the last `days` days, today included (UTC: the backend's PUBLISH_TZ here)
function reportUrl(report, days) {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `/api/admin/analytics/${report}?from=${day(days - 1)}&to=${day(0)}`;
}

async function readReports(admin) {
  const rows = [];
  for (const span of [30, 90])
    for (const report of ['summary', 'pages', 'sources', 'posts', 'devices']) {
      const url = reportUrl(report, span);
      const times = [];
      let status = 0;
      for (let i = 0; i < 11; i++) {
        const t0 = performance.now();
        status = (await admin.call('GET', url)).status;
        times.push(performance.now() - t0);
      }
      const [first, ...rest] = times;
      rest.sort((a, b) => a - b);
      const ms = (n) => Number(n.toFixed(1));
      rows.push({
        report,
        days: span,
        status,
        'first ms': ms(first),
        'p50 ms': ms(rest[5]),
        'max ms': ms(rest.at(-1)),
      });
    }
  console.log('\nAdmin reports (target < 300 ms), the first answer then 10 more:');
  console.table(rows);
}
