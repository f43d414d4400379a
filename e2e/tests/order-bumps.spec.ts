import type { OrderDto } from '../../frontend/src/api/generated';
import { csrfHeaders, signInAsAdmin } from '../support/api-session';
import { createProduct, getJson, payWithTestCard, signInAsCustomer } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 47, "Order bumps and a one-click upsell": the owner offers a workbook as the guide's order
// bump and a recording as its upsell; a buyer ticks the bump at the checkout, pays the one total
// with the offline test card, and takes the upsell with one click on the orders it lands on, which
// charges the same (saved) card: three items, two orders.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function setOffer(owner: Page, productId: number, kind: 'bump' | 'upsell', data: object) {
  const response = await owner.request.put(`/api/admin/products/${productId}/offers/${kind}`, {
    data,
    headers: await csrfHeaders(owner),
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a buyer ticks the order bump, pays once, and takes the one-click upsell', async ({ page: owner, browser }) => {
  const tag = suffix();
  await signInAsAdmin(owner);
  const guide = await createProduct(owner, { title: `Bump Guide ${tag}`, type: 'digital', price: '49' });
  const workbook = await createProduct(owner, { title: `Bump Workbook ${tag}`, type: 'digital', price: '29' });
  const recording = await createProduct(owner, { title: `Upsell Recording ${tag}`, type: 'digital', price: '99' });
  await setOffer(owner, guide.id, 'bump', {
    offeredProductId: workbook.id,
    price: '19',
    headline: 'Add the workbook',
    text: 'Exercises for each chapter.',
  });
  await setOffer(owner, guide.id, 'upsell', { offeredProductId: recording.id, price: '59', headline: 'Watch it' });

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAsCustomer(customer, 'Bailey');
  await customer.goto(`/checkout?amount=49&products=${guide.id}`);
  const bump = customer.getByRole('checkbox', { name: `Add ${workbook.title} for $19` });
  await expect(customer.getByText('Exercises for each chapter.')).toBeVisible();
  await expect(customer.getByTestId('checkout-total')).toContainText('$49.00');
  await bump.check();
  await expect(customer.getByTestId('checkout-total')).toContainText('$68.00');
  await payWithTestCard(customer, '$68.00');

  // the orders: the one-click offer above them, charged to the card just used
  const offer = customer.getByRole('region', { name: 'Special offers' });
  await expect(offer.getByText('Watch it')).toBeVisible();
  await offer.getByRole('button', { name: 'Yes, add it — $59' }).click();
  await expect(offer.getByText(`Added to your purchases: ${recording.title}.`)).toBeVisible();

  const orders = await getJson<OrderDto[]>(customer, '/api/orders');
  expect(orders.map((o) => [o.status, o.totalAmount])).toEqual([
    ['completed', '$59'],
    ['completed', '$68'],
  ]);
  expect(orders[1].items.map((i) => [i.title, i.price])).toEqual([
    [guide.title, '$49'],
    [workbook.title, '$19'],
  ]);
  await customerContext.close();
});
