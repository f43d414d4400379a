import { createPost, signInAsAdmin } from '../support/api-session';
import { createProduct, signInAsCustomer } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// A product's own page (/products/{slug}), rendered on the server: a visitor opens it from the
// shop's card and buys from it as from the card; what a crawler or a link preview reads of it.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const productCard = (page: Page, title: string) => page.getByRole('article', { name: title });
// the content of a <meta> or the href of a <link> in a page's raw HTML
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

test("a visitor opens a product's page from its card and presses Buy Now, as a customer does", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const title = `Focus Planner ${suffix()}`;
  const product = await createProduct(page, {
    title,
    type: 'digital',
    price: '19.50',
    description: 'A planner for one focused hour a day.\nWith a weekly review.',
    digitalFileName: 'focus-planner.pdf',
  });
  expect(product.slug).toMatch(/^focus-planner-/);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/products');
  await productCard(visitor, title).getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(`/products/${product.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} · Business Coach & Author`);
  const details = visitor.getByRole('article', { name: title });
  await expect(details).toContainText('$19.50');
  await expect(details).toContainText('A planner for one focused hour a day.');
  await expect(visitor.getByRole('region', { name: 'What you get' })).toContainText('A download: focus-planner.pdf');

  // signed out, Buy Now asks to sign in first and comes back to the same checkout
  await visitor.getByRole('link', { name: 'Buy Now' }).click();
  const checkout = `/checkout?amount=19.5&products=${product.id}`;
  await expect(visitor).toHaveURL(`/login?${new URLSearchParams({ next: checkout })}`);
  // back in the shop, the tab's title follows the page
  await visitor.goto(`/products/${product.slug}`);
  await visitor.getByRole('link', { name: 'Back to Products' }).click();
  await expect(visitor).toHaveTitle('Products · Business Coach & Author');
  await visitorContext.close();

  // a customer opening the page directly (server-rendered, then hydrated) goes straight to paying
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAsCustomer(customer);
  const errors: string[] = [];
  customer.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await customer.goto(`/products/${product.slug}`);
  await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await customer.getByRole('link', { name: 'Buy Now' }).click();
  await expect(customer).toHaveURL(checkout);
  await expect(customer.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  await expect(customer.getByRole('list', { name: 'Products in this order' })).toContainText(title);
  // the server's markup was hydrated as it was (React reports a mismatch as an error)
  expect(errors).toEqual([]);
  await customerContext.close();
});

test("a product's and a post's address return their title, text and meta in the HTML; unknown ones 404", async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const title = `Calm Leader Journal ${suffix()}`;
  const product = await createProduct(page, { title, type: 'physical', price: '32', inventory: 3 });

  // as curl would: no JavaScript runs
  const response = await request.get(`/products/${product.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${title} · Business Coach &amp; Author</title>`);
  expect(html).toContain(`<h1 class="product-page__title" id="product-title">${title}</h1>`);
  expect(html).toContain(`All about ${title}, in a few words.`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/${product.slug}" />`);
  expect(metaContent(html, 'description')).toBe(`All about ${title}, in a few words.`);
  expect(metaContent(html, 'og:title')).toBe(title);
  expect(metaContent(html, 'og:image')).toBe(`${baseURL}/icon-512.png`);
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'Product',
    name: title,
    offers: { '@type': 'Offer', price: '32.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });

  const post = await createPost(page, {
    title: `Five Habits of Calm Leaders ${suffix()}`,
    excerpt: 'What the calmest leaders do before their first meeting.',
    content: '<p>Start the day with one question.</p>',
    published: true,
  });
  const postHtml = await (await request.get(`/blog/${post.slug}`)).text();
  expect(postHtml).toContain(`<title>${post.title} · Business Coach &amp; Author</title>`);
  expect(postHtml).toContain('<p>Start the day with one question.</p>');
  expect(metaContent(postHtml, 'description')).toBe('What the calmest leaders do before their first meeting.');
  expect(metaContent(postHtml, 'og:type')).toBe('article');
  expect(postHtml).toContain(`<link rel="canonical" href="${baseURL}/blog/${post.slug}" />`);
  const postLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(postHtml)?.[1];
  expect(JSON.parse(postLd!)).toMatchObject({ '@type': 'BlogPosting', headline: post.title });

  const missing = await request.get('/products/there-is-no-such-product');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Product not found.');
  const visitor = await page.context().browser()!.newPage();
  expect((await visitor.goto('/products/there-is-no-such-product'))?.status()).toBe(404);
  await expect(visitor.getByText('Product not found.')).toBeVisible();
  await visitor.close();

  // the sitemap lists it, robots.txt points at the sitemap (both through nginx, from the backend)
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/products/${product.slug}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /checkout');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const icon = await request.get('/apple-touch-icon.png');
  expect(icon.headers()['content-type']).toBe('image/png');
});
