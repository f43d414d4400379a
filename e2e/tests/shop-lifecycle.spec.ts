import { expect, test, type Page } from '../support/test';
import { signInAsAdmin } from '../support/api-session';
import { createProduct, PAYING_CARD, signInAsCustomer } from '../support/shop';

// Issue 28: the last unit sold, its card says "Sold out"; the owner archives a product and it
// leaves the shop, then deletes one that was never bought.
const productCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('a customer buys the last copy and the card says "Sold out" for the next visitor', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const book = await createProduct(page, {
    title: `Last Copy ${suffix()}`,
    type: 'physical',
    price: '18',
    inventory: 1,
  });

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAsCustomer(customer);
  await customer.goto('/products');
  await productCard(customer, book.title).getByRole('link', { name: 'Buy Now' }).click();
  await customer.getByLabel('Card number').fill(PAYING_CARD);
  await customer.getByLabel('Expiry').fill('12/34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByRole('button', { name: 'Pay $18' }).click();
  await expect(customer).toHaveURL('/account?tab=orders');
  await customerContext.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/products');
  const card = productCard(visitor, book.title);
  await expect(card.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(card.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await visitorContext.close();
});

test('the owner archives a product (it leaves the shop), brings it back, and deletes one never bought', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const id = suffix();
  const kept = await createProduct(page, { title: `Seasonal Guide ${id}`, price: '12' });
  const draft = await createProduct(page, { title: `Draft Idea ${id}`, price: '3' });

  await page.goto('/product-manager');
  await page.getByRole('tab', { name: 'Manage Products' }).click();
  const item = (title: string) =>
    page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: title });
  await item(kept.title).getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(item(kept.title).getByText('Archived', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/products');
  await expect(visitor.getByRole('list', { name: 'Products' })).toBeVisible();
  await expect(productCard(visitor, kept.title)).toHaveCount(0);
  expect((await visitor.request.get(`/products/${kept.slug}`)).status()).toBe(404);

  await item(kept.title).getByRole('button', { name: 'Unarchive', exact: true }).click();
  await expect(item(kept.title).getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect.poll(async () => (await visitor.request.get(`/products/${kept.slug}`)).status()).toBe(200);
  await visitorContext.close();

  await item(draft.title).getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(item(draft.title)).toHaveCount(0);
});
