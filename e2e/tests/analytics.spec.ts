import { readFile } from 'node:fs/promises';
import type { Browser, Locator } from '@playwright/test';
import type { AnalyticsSummaryDto } from '../../frontend/src/api/generated-admin';
import { DESKTOP_CHROME, DESKTOP_CHROME_MAC, pageViewAnswered, type RecordViewDto } from '../support/analytics';
import { adminSection } from '../support/admin';
import { createPost, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { createProduct, payWithTestCard } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 34's journey: a visitor comes from a campaign link in a newsletter, reads a post, subscribes
// and buys; the owner sees each step in Admin → Analytics (README, "Analytics: the owner's reports"),
// and their own visit to the post is not counted. Other journeys share the database and browse the
// site too: what is checked is this journey's own post, campaign and product, and the totals'
// differences (the journeys run one at a time).

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const productCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const report = (page: Page, title: string) => page.getByRole('region', { name: title });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const figure = (page: Page, title: string) =>
  page.getByRole('group', { name: title, exact: true }).locator('.ant-statistic-content');
const COUNT = new Intl.NumberFormat('en-US');
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// A person's browser: a desktop Chrome's user agent (HeadlessChrome's is a bot's, not counted) on
// every request, the beacon's and the API calls' alike (support/analytics.ts).
async function browserOf(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent });
  return context.newPage();
}

// Opens Admin → Analytics and answers the summary of the last 7 days the page read: the Overview's
// card reads it, and the tab's default period is the same.
async function openAnalytics(owner: Page): Promise<AnalyticsSummaryDto> {
  const read = owner.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/analytics/summary');
  await owner.goto('/admin');
  const summary = (await (await read).json()) as AnalyticsSummaryDto;
  const visitors = COUNT.format(summary.current.visitors);
  await expect(figure(owner, 'Visitors, last 7 days')).toHaveText(visitors);
  await adminSection(owner, 'Analytics').click();
  await expect(owner.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(figure(owner, 'Visitors')).toHaveText(visitors);
  return summary;
}

test('a visitor from a campaign reads a post, subscribes and buys; the owner sees each step in Analytics', async ({
  browser,
}) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const campaign = `spring-${run}`;
  const owner = await browserOf(browser, DESKTOP_CHROME_MAC);
  await signInAsAdmin(owner);
  const post = await createPost(owner, { title: `Rest without asking ${run}`, published: true });
  const product = await createProduct(owner, { title: `Rest Workbook ${run}`, type: 'digital', price: '37' });
  const before = await openAnalytics(owner);

  // the visitor follows the newsletter's link to the post: the beacon tells its path, referrer and campaign
  const visitor = await browserOf(browser, DESKTOP_CHROME);
  const entry = `/blog/${post.slug}`;
  const entryCounted = pageViewAnswered(visitor, entry);
  await visitor.goto(`${entry}?utm_source=Newsletter&utm_medium=email&utm_campaign=${campaign}`, {
    referer: 'http://news.example.org/issues/12',
  });
  await expect(visitor.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(visitor.getByText(`The words of ${post.title}.`)).toBeVisible();
  const beacon = await entryCounted;
  expect(beacon.status()).toBe(204);
  expect(beacon.request().postDataJSON() as RecordViewDto).toEqual({
    path: entry,
    // the referrer's origin only: the server keeps its host
    referrer: 'http://news.example.org',
    utmSource: 'Newsletter',
    utmMedium: 'email',
    utmCampaign: campaign,
  });

  // back on the blog, the visitor subscribes with its card
  await visitor.getByRole('link', { name: 'Back to Blog' }).click();
  const email = uniqueEmail('campaign-reader');
  const card = visitor.getByRole('region', { name: 'Get Daily Insights in Your Inbox' });
  await card.getByRole('textbox', { name: 'Email address' }).fill(email);
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notifications(visitor)).toContainText('Check your inbox and click the link to confirm.');

  // and buys the workbook: the shop asks for an account, made on the way (which signs it in), then
  // the test card pays
  await visitor.goto('/products');
  await productCard(visitor, product.title).getByRole('link', { name: 'Buy Now' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await visitor.getByLabel('First Name', { exact: true }).fill('Robin');
  await visitor.getByLabel('Last Name', { exact: true }).fill('Reader');
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(notifications(visitor)).toContainText('Account Created!');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  await payWithTestCard(visitor, '$37.00');
  await visitor.context().close();

  // the owner reads the post too: their own visits are not counted
  const ownerViewAnswered = pageViewAnswered(owner, entry);
  await owner.goto(entry);
  await expect(owner.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect((await ownerViewAnswered).status()).toBe(204);

  // Admin → Analytics: one more visitor (the owner is none), one more subscriber, order and sale
  const after = await openAnalytics(owner);
  expect(after.from).toBe(before.from);
  const grew = (key: 'visitors' | 'subscribers' | 'orders' | 'revenueCents') =>
    after.current[key] - before.current[key];
  expect({
    visitors: grew('visitors'),
    subscribers: grew('subscribers'),
    orders: grew('orders'),
    revenueCents: grew('revenueCents'),
  }).toEqual({ visitors: 1, subscribers: 1, orders: 1, revenueCents: 3700 });
  await expect(figure(owner, 'New subscribers')).toHaveText(COUNT.format(after.current.subscribers));
  await expect(figure(owner, 'Orders')).toHaveText(COUNT.format(after.current.orders));
  await expect(figure(owner, 'Revenue')).toHaveText(DOLLARS.format(after.current.revenueCents / 100));

  // the post among the top pages: one view (the visitor's), the entry of a visit that brought a
  // subscriber and an order
  const pages = report(owner, 'Top pages');
  await expect((await rowIn(pages, entry)).getByRole('cell')).toHaveText([
    entry,
    post.title,
    '1',
    '1',
    '1',
    '1',
    '1',
    '$37.00',
  ]);
  // the campaign among the sources, with what its visit brought
  const sources = report(owner, 'Sources and campaigns');
  await expect((await rowIn(sources, campaign)).getByRole('cell')).toHaveText([
    'news.example.org',
    'newsletter',
    'email',
    campaign,
    '1',
    '1',
    '1',
    '1',
    '$37.00',
  ]);
  // the post's row: its view and the reader who subscribed
  const postRow = await rowIn(report(owner, 'Posts'), post.title);
  await expect(postRow.getByRole('cell').nth(0)).toHaveText(post.title);
  await expect(postRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(postRow.getByRole('cell').nth(3)).toHaveText('1');

  // each table exports as CSV with the same rows (figures as numbers: revenue in dollars and cents)
  expect(await exportedCsv(pages)).toContain(`\r\n${entry},${post.title},1,1,1,1,1,37.00\r\n`);
  expect(await exportedCsv(sources)).toContain(`\r\nnews.example.org,newsletter,email,${campaign},1,1,1,1,37.00\r\n`);
  await owner.context().close();
});

// The row of a report's table that has `text`, on whichever of the table's pages of 20 it is (the
// other journeys' pages and sources are in the reports too, some with more views).
async function rowIn(table: Locator, text: string): Promise<Locator> {
  // the report is in ("Export CSV" waits for it) and shown
  await expect(table.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
  const row = rowOf(table, text);
  const next = table.getByTitle('Next Page');
  for (let page = 1; !(await row.count()); page++) {
    await expect(next, `"${text}" is on none of the table's pages`).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    await expect(table.locator('.ant-pagination-item-active')).toHaveText(String(page + 1));
  }
  return row;
}

// The CSV file a table's "Export CSV" saves, as text.
async function exportedCsv(table: Locator): Promise<string> {
  const downloading = table.page().waitForEvent('download');
  await table.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFile((await download.path())!, 'utf8');
}
