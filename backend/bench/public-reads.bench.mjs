#!/usr/bin/env node
// What a read costs against the cheapest server that could answer it. Starts the built backend as
// `make run` does (serving the built SPA's pages) on a throwaway database with 1,000 posts and 20
// products, then, for the five public pages a visitor lands on (/, /blog, a post, /products, a
// product), for each read those pages make (a page of 15 posts, the default page, one post, the
// products, one product, a legal page, the site settings, the home page's content) and for GET
// /api/auth/user signed in, runs a loopback load of 50 keep-alive connections against the
// backend, then against a bare Node `http` server that answers the same bytes and headers, in the
// same run (the two taking turns), and prints req/s, p50/p99, the ratio, and the backend's peak
// memory (VmRSS) while it was measured.
// Public reads are sent as a visitor's browser sends them: with the cookies the site gave it
// (a CSRF token, no session); the user read with a signed-in customer's cookies.
//   --nginx    both through Debian's nginx running deploy/nginx.conf (deploy/nginx-local.mjs)
//   --profile  the backend under `node --cpu-prof`; prints its top self-time entries
//   --only=TEXT  only the reads whose name has TEXT ('auth/user', 'posts')
//   --seconds=N  measured seconds per side and read (default 5, in 5 turns; 1 s of warm-up first)
//   --posts=N    published posts in the database (default 1000)
//   --products=N products in the shop (default 20)
// Uses DATABASE_URL (an empty database you may throw away; `node scripts/with-test-database.mjs`
// makes one) or an embedded PostgreSQL. Run `make build` first.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalNginx } from '../../deploy/nginx-local.mjs';
import { blast, summary } from './scale/blast.mjs';
import { printCpuProfile } from './scale/cpu-profile.mjs';
import { memoryOf, peakRssDuring, Session } from './scale/load.mjs';
import { ADMIN_EMAIL, BUSY_CUSTOMER_EMAIL, PASSWORD } from './scale/seed.mjs';
import { freePort, startSeededBackend } from './scale/stack.mjs';

const args = process.argv.slice(2);
const viaNginx = args.includes('--nginx');
const profile = args.includes('--profile');
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 5);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
// each side's time is measured in this many turns, the two sides taking turns
const TURNS = 5;
const posts = Number(args.find((a) => a.startsWith('--posts='))?.slice(8) ?? 1000);
const products = Number(args.find((a) => a.startsWith('--products='))?.slice(11) ?? 20);
const SIZES = { posts, products, queuedPosts: 0, subscribers: 0, customers: 2, orders: 0, messages: 0, images: 0 };
// connection-level headers: the yardstick sends its own
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const work = mkdtempSync(path.join(tmpdir(), 'public-reads-bench-'));
const profileDir = path.join(work, 'profile');
const backend = await startSeededBackend(SIZES, {
  spa: true,
  nodeFlags: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const bare = fork(path.join(import.meta.dirname, 'scale/bare-server.mjs'), { stdio: 'inherit' });
const nginxes = [];
try {
  const { reads, cookiesOf } = await prepare();
  const barePort = await serveOnBare(reads);
  const [backendPort, yardstickPort] = viaNginx
    ? await Promise.all([behindNginx(backend.port), behindNginx(barePort)])
    : [backend.port, barePort];
  console.log(
    `\n${viaNginx ? 'Through nginx' : 'Straight to the backend (make run)'}, ${posts} posts, ${products} products: 50 connections, ${seconds} s each`,
  );
  const rows = [];
  const measured = await peakRssDuring(backend.pid, async () => {
    for (const read of reads.filter((r) => !only || r.name.includes(only))) {
      const headers = { Cookie: cookiesOf(read) };
      // in turns, so that other work on the host weighs on both sides alike
      const runs = { ours: [], bare: [] };
      for (let turn = 0; turn < TURNS; turn++) {
        const warmupSeconds = turn === 0 ? 1 : 0.2;
        for (const [side, port] of [
          ['ours', backendPort],
          ['bare', yardstickPort],
        ]) {
          runs[side].push(await blast({ port, path: read.path, headers, seconds: seconds / TURNS, warmupSeconds }));
        }
      }
      rows.push(row(read, summary(runs.ours), summary(runs.bare)));
    }
  });
  console.table(rows);
  console.log(
    `Backend memory: peak VmRSS ${(measured.peakKb / 1024).toFixed(0)} MB while measured; ` +
      `${(memoryOf(backend.pid).rss / 1024).toFixed(0)} MB at the end`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const nginx of nginxes) nginx.kill('SIGQUIT');
  bare.disconnect();
  await backend.stop();
  if (profile) printCpuProfile(profileDir);
  rmSync(work, { recursive: true, force: true });
}

// The reads, each with the answer the backend gives it now (the yardstick's answer), and sessions.
async function prepare() {
  const admin = new Session(backend.base);
  await admin.signIn(ADMIN_EMAIL, PASSWORD);
  for (const [section, content] of [
    ['hero', '<h1>Grow a business that fits your life</h1><p>Coaching for founders and their teams.</p>'],
    ['about', '<p>Twenty years of building companies, ten of coaching the people who run them.</p>'],
    ['features', '<ul><li>One-to-one coaching</li><li>Workshops</li><li>Courses</li></ul>'],
  ]) {
    const { status } = await admin.call('PUT', '/api/admin/page-content', { page: 'home', section, content });
    if (status !== 200) throw new Error(`saving the home page's ${section} answered ${status}`);
  }
  const visitor = new Session(backend.base);
  await visitor.call('GET', '/api/health'); // the cookies a browser holds after its first call
  const customer = new Session(backend.base);
  await customer.signIn(BUSY_CUSTOMER_EMAIL, PASSWORD);
  const newest = JSON.parse((await visitor.call('GET', '/api/blog-posts?limit=1')).body.toString())[0];
  const product = JSON.parse((await visitor.call('GET', '/api/products')).body.toString())[0];
  const reads = [
    { name: 'page /', path: '/' },
    { name: 'page /blog', path: '/blog' },
    { name: 'page of a post', path: `/blog/${newest.slug}` },
    { name: 'page /products', path: '/products' },
    { name: 'page of a product', path: `/products/${product.slug}` },
    { name: 'posts, limit=15', path: '/api/blog-posts?limit=15' },
    { name: 'posts (default page)', path: '/api/blog-posts' },
    { name: 'a post by slug', path: `/api/blog-posts/${newest.slug}` },
    { name: 'products', path: '/api/products' },
    { name: 'a product by slug', path: `/api/products/${product.slug}` },
    { name: 'a legal page', path: '/api/legal-pages/privacy-policy' },
    { name: 'site settings', path: '/api/site' },
    { name: 'home page content', path: '/api/page-content?page=home' },
    { name: 'auth/user, signed in', path: '/api/auth/user', signedIn: true },
  ];
  for (const read of reads) {
    const session = read.signedIn ? customer : visitor;
    const { status, headers, body } = await session.call('GET', read.path);
    if (status !== 200) throw new Error(`GET ${read.path} answered ${status}`);
    read.answer = {
      status,
      headers: [...headers].filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'set-cookie'),
      body: body.toString('base64'),
    };
  }
  const cookiesOf = (read) => (read.signedIn ? customer : visitor).cookieHeader();
  return { reads, cookiesOf };
}

async function serveOnBare(reads) {
  const listening = new Promise((resolve) => bare.once('message', (m) => resolve(m.port)));
  bare.send({ answers: Object.fromEntries(reads.map((r) => [r.path, r.answer])) });
  return listening;
}

async function behindNginx(upstreamPort) {
  const webPort = await freePort();
  const dir = path.join(work, `nginx-${upstreamPort}`);
  const nginx = startLocalNginx({ dir, backendPort: upstreamPort, webPort, htmlRoot: work, accessLog: false });
  nginxes.push(nginx);
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}; see ${dir}/error.log`);
    if (
      await fetch(`http://127.0.0.1:${webPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return webPort;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not answer within 20 s');
}

function row(read, ours, yardstick) {
  const other = (s) =>
    Object.entries(s)
      .filter(([status]) => status !== '200')
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
  return {
    read: read.name,
    'req/s': Math.round(ours.rps),
    'p50/p99 ms': `${ours.p50.toFixed(1)} / ${ours.p99.toFixed(1)}`,
    'bare req/s': Math.round(yardstick.rps),
    'bare p50/p99': `${yardstick.p50.toFixed(1)} / ${yardstick.p99.toFixed(1)}`,
    ratio: Number((ours.rps / yardstick.rps).toFixed(2)),
    'not 200': [other(ours.statuses), other(yardstick.statuses)].filter(Boolean).join('; ') || '-',
  };
}
