import { signInAsAdmin } from '../support/api-session';
import { buyThroughApi, createProduct, signInAsCustomer } from '../support/shop';
import type { Browser, Locator } from '@playwright/test';
import { motionless } from '../support/motion';
import { expect, test, type Page } from '../support/test';

// Issue 33, the API for its consumers: the owner makes an admin key in the admin, Swagger UI's
// "Authorize" takes it and "Try it out" lists the orders with it (the key wins over the session of
// the same browser: once revoked, the same call answers 401); without a key, "Try it out" works
// with the owner's session.
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// a paid order of a new customer (in a browser of their own): the buyer's address
async function customerOrder(owner: Page, browser: Browser): Promise<string> {
  const product = await createProduct(owner, { title: `API Workbook ${suffix()}`, price: '12' });
  const context = await browser.newContext();
  const customer = await context.newPage();
  const { email } = await signInAsCustomer(customer);
  await buyThroughApi(customer, 12, [product.id]);
  await context.close();
  return email;
}

// Swagger UI at its link to GET /api/admin/orders (`#/{tag}/{operationId}`: Swagger UI draws only
// the operations near the screen, and opens the one its address names)
async function openListOrders(docs: Page): Promise<Locator> {
  const document = (await (await docs.request.get('/api/docs-json')).json()) as {
    paths: Record<string, { get: { tags: string[] } }>;
  };
  const tag = document.paths['/api/admin/orders'].get.tags[0].replace(/\s/g, '%20');
  await docs.goto(`/api/docs#/${tag}/listAdminOrders`);
  const operation = docs.locator('.opblock-get').filter({
    has: docs.locator('.opblock-summary-path[data-path="/api/admin/orders"]'),
  });
  await expect(operation).toHaveClass(/is-open/);
  return operation;
}

// "Try it out" on, searching for `search` (the days Swagger UI fills in from the examples emptied)
async function tryItOut(operation: Locator, search: string) {
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const parameter = (name: string) => operation.locator(`tr[data-param-name="${name}"] input`);
  await parameter('search').fill(search);
  await parameter('from').clear();
  await parameter('to').clear();
}

// "Execute", and the status of the answer shown
async function execute(operation: Locator, status: string) {
  await operation.getByRole('button', { name: 'Execute' }).click();
  const answer = operation.locator('.live-responses-table .response').first();
  await expect(answer.locator('.response-col_status')).toHaveText(status);
  return answer;
}

test('the owner makes an admin key, lists the orders with it in Swagger UI, then revokes it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const buyer = await customerOrder(page, browser);

  await page.goto('/admin?tab=api-keys');
  const name = `Nightly orders ${suffix()}`;
  await page.getByRole('button', { name: 'New API key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: /^Admin/ }).check();
  await form.getByRole('button', { name: 'Create API key' }).click();

  const shown = page.getByRole('dialog', { name: `API key “${name}” created` });
  await expect(shown).toContainText('You will not see this key again');
  const token = await shown.getByLabel('Your new API key').inputValue();
  expect(token).toMatch(/^csk_[A-Za-z0-9_-]{40}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(shown).toContainText(`curl -H "Authorization: Bearer ${token}" `);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Admin${token.slice(0, 12)}…`);
  await expect(row).toContainText('NeverActive');

  // Swagger UI in another tab of the same signed-in browser: the key, once authorized, is what counts
  const docs = await page.context().newPage();
  const listOrders = await openListOrders(docs);
  // "Authorize" is at the top: back down to the operation afterwards (drawn again once near the screen)
  const atOperation = await docs.evaluate(() => window.scrollY);
  await docs.locator('.scheme-container').getByRole('button', { name: 'Authorize' }).click();
  const bearer = docs.locator('.auth-container').filter({ hasText: 'http, Bearer' });
  await bearer.locator('input').fill(token);
  // the form's "Authorize" button is named "Apply credentials"
  await bearer.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(bearer).toContainText('Authorized');
  await bearer.getByRole('button', { name: 'Close' }).click();
  await docs.evaluate((top) => window.scrollTo(0, top), atOperation);

  await tryItOut(listOrders, buyer);
  const listed = await execute(listOrders, '200');
  await expect(listed).toContainText(buyer);
  await expect(listed).toContainText('"status": "completed"');
  await expect(listOrders.locator('.curl-command')).toContainText(`Authorization: Bearer ${token}`);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('Never');

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  await expect(confirm).toBeVisible();
  await motionless(page);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');

  const refused = await execute(listOrders, '401');
  await expect(refused).toContainText('This API key is not valid');
});

test("Swagger UI's Try it out works with the owner's browser session, no key authorized", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const buyer = await customerOrder(page, browser);
  const listOrders = await openListOrders(page);
  await tryItOut(listOrders, buyer);
  const listed = await execute(listOrders, '200');
  await expect(listed).toContainText(buyer);
  await expect(listOrders.locator('.curl-command')).not.toContainText('Authorization');
});
