import { expect, test, type Page } from '../support/test';
import { signInAsAdmin } from '../support/api-session';
import { addLessons } from '../support/courses';
import type { DownloadDto, OrderDto, ProductDto } from '../support/shop';
import {
  createProduct,
  DECLINED_CARD,
  getJson,
  PAYING_CARD,
  signInAsCustomer,
  uploadDigitalFile,
} from '../support/shop';

// The shop with the offline payment provider (no Stripe keys in the e2e stack): products, their
// filters, checkout with the test card, the order and the download; the product manager.

// a 1×1 PNG: the API checks uploads by their content
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const productCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('a visitor filters the products, is asked to sign in to buy, and a customer buys and downloads', async ({
  page,
  browser,
}) => {
  // an admin stocks the shop through the API, with a file for the digital product
  const id = suffix();
  const fileText = `The Calm Leader Workbook ${id}\nWeek 1: breathe before you answer.\n`;
  await signInAsAdmin(page);
  const file = await uploadDigitalFile(page, 'calm-leader-workbook.txt', fileText);
  const workbook = await createProduct(page, {
    title: `Calm Leader Workbook ${id}`,
    type: 'digital',
    price: '24.50',
    downloads: 1240,
    rating: 4.8,
    digitalFileUrl: file.path,
    digitalFileName: file.originalName,
  });
  const course = await createProduct(page, {
    title: `Leading Change Course ${id}`,
    type: 'course',
    price: '199',
    students: 320,
  });
  // a course is sold once a lesson of it is out
  await addLessons(page, course.id, [{ title: 'Welcome' }]);
  const session = await createProduct(page, {
    title: `Strategy Session ${id}`,
    type: 'consultation',
    price: '150',
    duration: '60 min',
  });
  const book = await createProduct(page, { title: `Signed Book ${id}`, type: 'physical', price: '29', inventory: 5 });
  expect(workbook.price).toBe('$24.50');

  // a visitor sees all of them, then only the digital ones
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/products');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Professional Products' })).toBeVisible();
  for (const product of [workbook, course, session, book]) {
    await expect(productCard(visitor, product.title)).toBeVisible();
  }
  await expect(productCard(visitor, course.title).getByRole('link', { name: 'Enroll Now' })).toBeVisible();
  await expect(productCard(visitor, session.title).getByRole('link', { name: 'Book Session' })).toBeVisible();
  await expect(productCard(visitor, session.title)).toContainText('60 min');
  // the figure the owner typed is not shown: downloads are counted from paid orders, none yet
  await expect(productCard(visitor, workbook.title)).not.toContainText('downloads');

  await visitor.getByRole('button', { name: 'Digital Products' }).click();
  await expect(productCard(visitor, workbook.title)).toBeVisible();
  for (const product of [course, session, book]) {
    await expect(productCard(visitor, product.title)).toHaveCount(0);
  }
  // every card shown is a digital product, by the API's word (a shared cache may hold a list for
  // up to 2 s, so the two are read again until they agree); the cards that are not are named
  const notDigital = async () => {
    const shown = await getJsonTypes(visitor);
    const titles = await visitor
      .getByRole('list', { name: 'Products' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    return titles.length === 0 ? ['(no card shown)'] : titles.filter((title) => shown.get(title) !== 'digital');
  };
  await expect.poll(notDigital).toEqual([]);

  // buying needs an account: the payment intent answers 401 and the checkout sends the visitor to sign in,
  // to come back afterwards (tests/shop-sign-in.spec.ts)
  await productCard(visitor, workbook.title).getByRole('link', { name: 'Buy Now' }).click();
  await expect(visitor).toHaveURL(/\/login\?next=%2Fcheckout%3F/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await visitorContext.close();

  // a signed-in customer buys it with the test card
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAsCustomer(customer);
  await customer.goto('/products');
  await productCard(customer, workbook.title).getByRole('link', { name: 'Buy Now' }).click();
  await expect(customer).toHaveURL(`/checkout?amount=24.5&products=${workbook.id}`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  const summary = customer.getByRole('list', { name: 'Products in this order' });
  await expect(summary).toContainText(workbook.title);
  await expect(customer.getByTestId('checkout-total')).toHaveText('$24.50');
  await expect(customer.getByText('Test payment — no real card is charged')).toBeVisible();

  // a declined card first: the order can still be paid
  await customer.getByLabel('Card number').fill(DECLINED_CARD);
  await customer.getByLabel('Expiry').fill('12/34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByRole('button', { name: 'Pay $24.50' }).click();
  await expect(notifications(customer)).toContainText('Payment Failed');
  await expect(notifications(customer)).toContainText('Your card was declined.');
  await expect(customer).toHaveURL(/\/checkout\?/);

  await customer.getByLabel('Card number').fill(PAYING_CARD);
  await customer.getByRole('button', { name: 'Pay $24.50' }).click();
  await expect(notifications(customer)).toContainText('Payment Successful!');
  await expect(customer).toHaveURL('/account?tab=orders');

  // the order is completed and its file can be downloaded, by this customer only
  const orders = await getJson<OrderDto[]>(customer, '/api/orders');
  const order = orders.find((o) => o.items.some((item) => item.productId === workbook.id));
  expect(order).toMatchObject({ status: 'completed', totalAmount: '$24.50', paymentMethod: 'test card' });
  const downloads = await getJson<DownloadDto[]>(customer, '/api/downloads');
  const download = downloads.find((d) => d.productId === workbook.id);
  expect(download).toMatchObject({ orderId: order!.id, fileName: 'calm-leader-workbook.txt' });
  const fileResponse = await customer.request.get(download!.url);
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()['content-disposition']).toContain('attachment');
  expect(await fileResponse.text()).toBe(fileText);
  const stranger = await page.request.get(download!.url);
  expect(stranger.ok()).toBe(false);
  // the paid order is the workbook's first download
  await expect
    .poll(async () => (await getJson<ProductDto[]>(page, '/api/products')).find((p) => p.id === workbook.id)?.downloads)
    .toBe(1);
  await customerContext.close();
});

// title → type of every product, as the API lists them
async function getJsonTypes(page: Page): Promise<Map<string, string>> {
  const products = await getJson<ProductDto[]>(page, '/api/products');
  return new Map(products.map((p) => [p.title, p.type]));
}

test('an admin creates a physical product with an image in the product manager and it is in the shop', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/product-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create Product' })).toHaveAttribute('aria-selected', 'true');

  // nothing is saved without the required fields
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();

  const title = `Hardcover Journal ${suffix()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description', { exact: true }).fill('A linen-bound journal for daily reflection, 200 pages.');
  await page.getByLabel('Price').fill('32.00');
  await page.getByLabel('Category').fill('Journals');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('Physical').click();
  await page.getByLabel('Weight').fill('1.1 lb');
  await page.getByLabel('Dimensions').fill('8 x 5 x 1 in');
  await page.getByLabel('Inventory').fill('3');
  await page.getByRole('switch', { name: 'Requires Shipping' }).click();
  await page.getByLabel('Tags').fill('journal, reflection');
  await page.getByLabel('Images').setInputFiles({ name: 'journal.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(notifications(page)).toContainText('Product Created');
  await expect(page.getByLabel('Title')).toHaveValue('');

  // the manage list has it, low on stock (3 ≤ 5) and shipping
  await page.getByRole('tab', { name: 'Manage Products' }).click();
  const item = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Ships');
  await expect(item).toContainText('$32');
  await expect(item).toContainText('3 (low)');
  await expect(item).toContainText('journal');

  // and the shop shows it with its image and price
  await page.goto('/products');
  const card = productCard(page, title);
  await expect(card).toContainText('$32');
  await expect(card.getByRole('link', { name: 'Buy Now' })).toBeVisible();
  // the upload as it came, its size in its name, and its WebP copy the browser picks (srcset)
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/images\/[0-9a-f]{24}-1x1\.png$/);
  await expect(card.locator('img')).toHaveAttribute('srcset', /^\/api\/uploads\/images\/[0-9a-f]{24}-1x1-1w\.webp 1w$/);
  const loaded = await card
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith('-1w.webp'));
  expect(loaded).toBe(true);
});

test('the shop arrives a page of twelve at a time: the first in the HTML, the rest with "Load More Products"', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const id = suffix();
  const made: ProductDto[] = [];
  for (let i = 1; i <= 14; i++) {
    made.push(await createProduct(page, { title: `Pocket Guide ${String(i).padStart(2, '0')} ${id}`, price: '9' }));
  }
  const newest = [...made].reverse();

  // the server's page, for a visitor without a session, holds the twelve newest and no more
  const visitor = await (await browser.newContext()).newPage();
  const html = await (await visitor.request.get('/products')).text();
  expect(html).toContain(newest[0].title);
  expect(html).toContain(newest[11].title);
  expect(html).not.toContain(newest[12].title);

  await visitor.goto('/products');
  const cards = visitor.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAccessibleName(newest[0].title);
  await visitor.getByRole('button', { name: 'Load More Products' }).click();
  await expect(productCard(visitor, newest[13].title)).toBeVisible();
  await expect(productCard(visitor, newest[12].title)).toBeVisible();
  await visitor.context().close();
});
