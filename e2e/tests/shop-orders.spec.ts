import { apiPost, csrfHeaders, signInAsAdmin } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import {
  buyThroughApi,
  createProduct,
  getJson,
  openOrderInAdmin,
  payWithTestCard,
  signInAsCustomer,
  uploadDigitalFile,
  type DownloadDto,
} from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 28, the owner's side of the shop: a paperback bought with a shipping address and a coupon,
// found in the Orders tab, shipped with its tracking number, which the customer then sees; a
// refunded download stops working.
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('a customer buys a paperback with an address and a coupon; the owner ships it and the customer sees the tracking', async ({
  page,
  browser,
}) => {
  const id = suffix();
  await signInAsAdmin(page);
  const response = await page.request.put('/api/admin/shop-settings', {
    data: { shippingRate: 4.5 },
    headers: await csrfHeaders(page),
  });
  expect(response.ok()).toBe(true);
  const book = await createProduct(page, {
    title: `Paperback ${id}`,
    type: 'physical',
    price: '24',
    inventory: 5,
    requiresShipping: true,
  });
  const code = `SAVE${id}`.toUpperCase().slice(0, 40);
  await apiPost(page, '/api/admin/coupons', { code, amountOff: 4 });

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const { email } = await signInAsCustomer(customer);
  await customer.goto('/products');
  await customer.getByRole('article', { name: book.title }).getByRole('link', { name: 'Buy Now' }).click();

  const address = customer.getByRole('form', { name: 'Shipping address' });
  await address.getByLabel('Full name').fill('Casey Customer');
  await address.getByLabel('Address', { exact: true }).fill('12 Market Street');
  await address.getByLabel('City').fill('Springfield');
  await address.getByLabel('Postal code').fill('62701');
  await address.getByLabel('Country').fill('United States');
  await expect(customer.getByTestId('checkout-shipping')).toHaveText('$4.50');
  await expect(customer.getByTestId('checkout-total')).toHaveText('$28.50');
  await address.getByRole('button', { name: 'Continue to Payment' }).click();

  await customer.getByLabel('Discount code').fill(code.toLowerCase());
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByTestId('checkout-discount')).toHaveText('-$4.00');
  await expect(customer.getByTestId('checkout-total')).toHaveText('$24.50');
  await payWithTestCard(customer, '$24.50');

  // the owner's alerts go to the stack's OWNER_EMAIL (e2e/support/stack.mjs)
  const toShip = await waitForMail(
    'owner@coach.test',
    (m) => m.subject.startsWith('New order to ship') && m.text.includes('Casey Customer'),
  );
  expect(toShip.text).toContain('12 Market Street');

  const drawer = await openOrderInAdmin(page, email);
  await expect(drawer).toContainText('12 Market Street');
  // its times on the site's clock, the zone named ("… at 6:51 AM UTC", "… at 10:51 PM Los Angeles time")
  await expect(drawer).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM) (UTC|[A-Z][A-Za-z ]* time)/);
  await expect(drawer).toContainText(`${code}: -$4`);
  const ship = drawer.getByRole('form', { name: 'Mark shipped' });
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill(`1Z${id}`);
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(notifications(page)).toContainText('is marked shipped; the buyer has been told.');
  await expect(drawer).toContainText(`by UPS, tracking number 1Z${id}`);

  const shipped = await waitForMail(email, (m) => /^Your order #\d+ has shipped$/.test(m.subject));
  expect(shipped.text).toContain(`Tracking number: 1Z${id}`);
  await customer.goto('/account?tab=orders');
  await customer.getByRole('button', { name: 'View Details' }).first().click();
  const details = customer.getByRole('dialog');
  await expect(details).toContainText(`by UPS, tracking number 1Z${id}`);
  await expect(details).toContainText(`Discount (${code})`);
  await customerContext.close();
});

test('the owner refunds an order and its download stops working', async ({ page, browser }) => {
  const id = suffix();
  await signInAsAdmin(page);
  const file = await uploadDigitalFile(page, 'workbook.txt', `Workbook ${id}\n`);
  const workbook = await createProduct(page, {
    title: `Refundable Workbook ${id}`,
    price: '15',
    digitalFileUrl: file.path,
    digitalFileName: file.originalName,
  });

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const { email } = await signInAsCustomer(customer);
  await buyThroughApi(customer, 15, [workbook.id]);
  const [download] = (await getJson<DownloadDto[]>(customer, '/api/downloads')).filter(
    (d) => d.title === workbook.title,
  );
  expect((await customer.request.get(download.url)).status()).toBe(200);

  const drawer = await openOrderInAdmin(page, email);
  await drawer.getByRole('button', { name: 'Refund Order' }).click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(notifications(page)).toContainText('Refunded $15 to the buyer’s card.');
  await expect(drawer).toContainText('Refund of $15 done');

  const refundMail = await waitForMail(email, (m) => /^Your refund for order #\d+$/.test(m.subject));
  expect(refundMail.text).toContain('We have refunded $15');
  const refused = await customer.request.get(download.url);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('This purchase was refunded, so its download is no longer available.');
  const downloads = await getJson<DownloadDto[]>(customer, '/api/downloads');
  expect(downloads.map((d) => d.title)).not.toContain(workbook.title);
  await customerContext.close();
});
