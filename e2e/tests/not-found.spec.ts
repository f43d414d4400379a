import { expect, test } from '../support/test';
import { createPost, signInAsAdmin } from '../support/api-session';

// Through nginx (deploy/nginx.conf): the SPA's pages answer 200, anything else answers 404 with
// the same SPA, which shows its 404 page.
test('an unknown path answers 404 and shows the 404 page', async ({ page }) => {
  for (const url of ['/no-such-page', '/no/such/page', '/products/42/reviews']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  }
});

test('a published post answers 200; a missing one 404, saying "Blog post not found."', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const post = await createPost(page, { title: `Found at its address ${Date.now()}`, published: true });
  const draft = await createPost(page, { title: `Not yet out ${Date.now()}`, published: false });

  const visitor = await browser.newPage();
  const found = await visitor.goto(`/blog/${post.slug}`);
  expect(found?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

  for (const slug of ['there-is-no-such-post', draft.slug]) {
    const missing = await visitor.goto(`/blog/${slug}`);
    expect(missing?.status(), slug).toBe(404);
    await expect(visitor.getByText('Blog post not found.')).toBeVisible();
  }
  await visitor.close();
});

test('the pages of the spec answer 200, with or without a query', async ({ request }) => {
  const pages = [
    '/',
    '/blog',
    '/products',
    '/about',
    '/contact',
    '/login',
    '/account?tab=orders',
    '/checkout?amount=49&products=1',
    '/admin',
    '/admin-setup',
    '/product-manager',
    '/app',
    '/forgot-password',
    '/reset-password?token=abc',
    '/confirm-email?token=abc',
    '/privacy-policy',
    '/terms-of-service',
    '/refund-policy',
  ];
  for (const url of pages) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  }
});

test('the site has a favicon at /favicon.ico', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // an ICO file: reserved 0, type 1
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
