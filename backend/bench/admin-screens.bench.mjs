#!/usr/bin/env node
// How long each admin screen takes to show its rows with the scale bench's data (5,000 posts,
// 50,000 subscribers, 10,000 orders...): the built backend serves the built SPA as `make run` does,
// and Debian's Chromium (Playwright) opens /admin?tab=… fresh for each tab (the whole page load,
// sign-in check included), then switches to each tab from another; the gallery of the editor and
// the busy customer's Orders tab are timed the same way. Run `make build` first.
// Usage: node backend/bench/admin-screens.bench.mjs
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { ADMIN_EMAIL, benchSizes, BUSY_CUSTOMER_EMAIL, PASSWORD } from './scale/seed.mjs';
import { startSeededBackend } from './scale/stack.mjs';

// [tab key, its label, what shows once its data is there]
const SCREENS = [
  ['overview', 'Overview', (p) => p.getByRole('group', { name: 'Subscribers' }).getByText('50,000')],
  ['subscribers', 'Subscribers', (p) => p.locator('.ant-table-row').first()],
  ['messages', 'Messages', (p) => p.locator('.admin-messages .ant-list-item').first()],
  ['blog-posts', 'Blog Posts', (p) => p.getByRole('list', { name: 'Blog posts' }).locator('li').first()],
  ['content', 'Content', (p) => p.getByRole('button', { name: 'Edit' }).first()],
  ['backgrounds', 'Backgrounds', (p) => p.getByText('JPG, PNG up to 5MB').first()],
  ['profile', 'Profile', (p) => p.getByText('Administrator', { exact: true })],
];
const ROUNDS = 3;

const backend = await startSeededBackend(benchSizes(), { spa: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const admin = await signedInPage(ADMIN_EMAIL);
  const rows = [];
  for (const [key, label, ready] of SCREENS) {
    const open = await median(() => timed(admin, () => admin.goto(`${backend.base}/admin?tab=${key}`), ready));
    const other = key === 'profile' ? 'overview' : 'profile';
    const switchTo = await median(async () => {
      await admin.goto(`${backend.base}/admin?tab=${other}`);
      await admin.getByRole('tab', { name: other === 'profile' ? 'Profile' : 'Overview' }).waitFor();
      return timed(admin, () => admin.getByRole('tab', { name: label, exact: true }).click(), ready);
    });
    rows.push({ screen: label, 'open /admin?tab= ms': open, 'switch to tab ms': switchTo });
  }
  rows.push({ screen: 'editor: Choose from Gallery', 'switch to tab ms': await median(() => gallery(admin)) });
  const customer = await signedInPage(BUSY_CUSTOMER_EMAIL);
  const orders = (p) => p.getByRole('list', { name: 'Orders' }).locator('> li').first();
  rows.push({
    screen: 'account Orders (1,000 orders)',
    'open /admin?tab= ms': await median(() =>
      timed(customer, () => customer.goto(`${backend.base}/account?tab=orders`), orders),
    ),
  });
  console.log(`Median of ${ROUNDS} rounds, time until the screen shows its rows:`);
  console.table(rows);
} finally {
  await browser.close();
  await backend.stop();
}

async function signedInPage(email) {
  const page = await (await browser.newContext()).newPage();
  await page.request.get(`${backend.base}/api/health`);
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(`${backend.base}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} answered ${res.status()}`);
  return page;
}

async function timed(page, action, ready) {
  const t0 = performance.now();
  await action();
  await ready(page)
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(async (error) => {
      await page.screenshot({ path: '/tmp/admin-screens-failure.png' });
      throw error;
    });
  return Math.round(performance.now() - t0);
}

async function median(measure) {
  const times = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await measure());
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}

async function gallery(page) {
  await page.goto(`${backend.base}/admin?tab=blog-posts`);
  const choose = page.getByRole('button', { name: 'Choose from Gallery' });
  await choose.waitFor();
  return timed(
    page,
    () => choose.click(),
    (p) => p.getByRole('button', { name: /Choose image/ }).first(),
  );
}
