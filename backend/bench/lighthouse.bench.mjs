#!/usr/bin/env node
// Lighthouse (mobile preset, its default simulated throttling) on the public pages as a visitor
// gets them: the built site as the e2e suite runs it (e2e/support/stack.mjs: the built backend with
// its demo content behind Debian's nginx running deploy/nginx.conf), one more post with a photo
// published through the API, and Debian's Chromium headless. Prints, per page, the four category
// scores and FCP, LCP, CLS and TBT; keeps each page's JSON report. A benchmark, not a test: it
// exits 0 whatever the scores, 1 only when it cannot run. Builds nothing: run `make build` first.
// Usage: node backend/bench/lighthouse.bench.mjs [--runs N] [--audits]
//   --runs N   N runs per page, the one of median performance shown (default 1)
//   --audits   also list, per page, the audits that cost points
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { Session } from './scale/load.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { freePort } = createRequire(import.meta.url)(path.join(root, 'backend/dist/core/database/embedded-postgres.js'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const arg = (name) => process.argv[process.argv.indexOf(name) + 1];
const runs = process.argv.includes('--runs') ? Math.max(1, Number(arg('--runs')) || 1) : 1;
const listAudits = process.argv.includes('--audits');

const work = mkdtempSync(path.join(tmpdir(), 'coach-lighthouse-'));
const children = [];
const stopAll = async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
};

// The e2e suite's stack, with the demo content (posts and products) seeded.
async function startSite() {
  const port = await freePort();
  const log = path.join(work, 'stack.log');
  mkdirSync(path.join(work, 'mail'));
  const stack = spawn(process.execPath, [path.join(root, 'e2e/support/stack.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), E2E_MAILBOX: path.join(work, 'mail'), E2E_SEED_DEMO: 'true' },
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  });
  children.push(stack);
  console.log(`Site log: ${log}`);
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (stack.exitCode !== null) throw new Error(`the site did not start (exit ${stack.exitCode}); see ${log}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not answer /api/health through nginx within 150 s; see ${log}`);
}

async function expectOk(promise, what) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return res.body.length ? JSON.parse(res.body.toString()) : null;
}

// A post and a product with a photo (the demo content has none), by an admin through the API; and
// the pages to measure.
async function pagesOf(base) {
  const admin = new Session(base);
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'lighthouse-bench-1';
  await admin.call('GET', '/api/health');
  await expectOk(
    admin.call('POST', '/api/auth/register', { email, password, firstName: 'Olivia', lastName: 'Owner' }),
    'register',
  );
  await expectOk(admin.call('POST', '/api/auth/login', { email, password }), 'login');
  const adminSecret = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';
  await expectOk(admin.call('POST', '/api/make-admin', { email, adminSecret }), 'make-admin');
  const form = new FormData();
  const photo = readFileSync(path.join(root, 'e2e/fixtures/coach-portrait.jpg'));
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'coach-portrait.jpg');
  const { url: imageUrl } = await expectOk(admin.call('POST', '/api/upload-image', form), 'upload-image');
  const post = await expectOk(
    admin.call('POST', '/api/admin/blog-posts', {
      title: 'Leading Through Uncertainty',
      category: 'Business',
      excerpt:
        'Clear priorities, honest updates and a steady rhythm: how to keep a team moving when the map is unclear.',
      content: Array.from(
        { length: 6 },
        (_, i) =>
          `<p>Paragraph ${i + 1}. Uncertainty is not a reason to stop deciding. Name what you know, what you do not, and the next date you will decide again; then keep that date.</p>`,
      ).join(''),
      imageUrl,
      published: true,
    }),
    'create post',
  );
  const pages = [
    ['/', '/'],
    ['/blog', '/blog'],
    ['a post', `/blog/${post.slug}`],
    ['/products', '/products'],
  ];
  // a product's own page, with the same photo (the demo products have none)
  const [product] = await expectOk(new Session(base).call('GET', '/api/products'), 'products');
  await expectOk(admin.call('PATCH', `/api/products/${product.id}`, { imageUrls: [imageUrl] }), 'product photo');
  pages.push(['a product', `/products/${encodeURIComponent(product.slug)}`]);
  // the server's first rendering of each page loads its code: not what a visitor waits for
  for (const [, pagePath] of pages) await fetch(base + pagePath).then((res) => res.arrayBuffer());
  return pages;
}

// Debian's Chromium, headless, with a DevTools port for Lighthouse.
async function startChromium() {
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${path.join(work, 'chromium')}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(chromium);
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`${CHROMIUM_PATH} gave no DevTools port in 30 s: ${seen}`)),
      30_000,
    );
    chromium.on('error', reject);
    chromium.stderr.on('data', (chunk) => {
      seen += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)?.[1];
      if (port) {
        clearTimeout(timer);
        chromium.stderr.removeAllListeners('data').resume();
        resolve(Number(port));
      }
    });
  });
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The audits of the scored categories that did not pass, with their weight in the category.
function costs(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'notApplicable') continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`    ${id} w${ref.weight} ${ref.id}: ${audit.score.toFixed(2)}${value}`);
    }
  }
  return lines;
}

let base;
let version;
try {
  base = await startSite();
  const pages = await pagesOf(base);
  const port = await startChromium();
  const rows = [];
  const details = [];
  for (const [label, pagePath] of pages) {
    const results = [];
    // a run whose trace Chrome garbled (NO_NAVSTART and the like, on a busy machine) is run again
    for (let i = 1; results.length < runs && i <= runs + 2; i++) {
      const result = await lighthouse(base + pagePath, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      writeFileSync(path.join(work, `${label.replace(/\W+/g, '_') || 'home'}-${i}.json`), result.report);
      if (result.lhr.runtimeError) console.log(`Run ${i} of ${pagePath} failed: ${result.lhr.runtimeError.code}`);
      else results.push(result.lhr);
    }
    if (!results.length) {
      console.log(`No run of ${pagePath} succeeded; see its reports.`);
      continue;
    }
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = results[Math.floor((results.length - 1) / 2)];
    version = lhr.lighthouseVersion;
    rows.push({
      page: pagePath,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      'best practices': score(lhr, 'best-practices'),
      SEO: score(lhr, 'seo'),
      FCP: seconds(metric(lhr, 'first-contentful-paint')),
      LCP: seconds(metric(lhr, 'largest-contentful-paint')),
      CLS: metric(lhr, 'cumulative-layout-shift').toFixed(3),
      TBT: `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
    });
    if (listAudits) details.push(`  ${pagePath}`, ...costs(lhr));
    if (lhr.runWarnings.length) console.log(`Warnings on ${pagePath}: ${lhr.runWarnings.join(' | ')}`);
  }
  console.log(`Lighthouse ${version}, mobile, simulated throttling; ${runs} run(s) a page, median shown.`);
  console.table(rows);
  if (details.length) console.log(['Audits that cost points (category, weight, audit: score):', ...details].join('\n'));
  console.log(`JSON reports: ${work}`);
} catch (error) {
  console.error(`The Lighthouse bench could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (process.exitCode) rmSync(work, { recursive: true, force: true });
}
