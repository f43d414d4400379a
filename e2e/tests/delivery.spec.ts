import { expect, test } from '../support/test';

// What nginx (deploy/nginx.conf) promises: compressed, correctly cached files and the API behind it.
test('a page is checked by the browser each time and hashed assets are cached for a year, gzipped', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(index.headers()['cache-control']).toBe('no-cache');

  // the entry script named in index.html (large enough to be compressed)
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
  expect(entry).toBeDefined();
  const asset = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  const missing = await request.get('/assets/does-not-exist-123.js');
  expect(missing.status()).toBe(404);
});

test('the API answers through the proxy, with JSON errors for unknown API paths', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', db: 'up' });

  const unknown = await request.get('/api/nothing-here');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({
    statusCode: 404,
    message: 'No API route matches GET /api/nothing-here.',
  });
});

test('the home page loads little: the landing route does not pull other pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeVisible();
  expect(scripts.some((s) => /Admin|ProductManager|Checkout/i.test(s))).toBe(false);
});

test('the RSS feed is served at the site root through the proxy', async ({ request }) => {
  const feed = await request.get('/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain('<rss version="2.0"');
});
