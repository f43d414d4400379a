import { signedIn, type TestClient } from '../support/client';
import { datePayment, resetShop, saveDecliningCard } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { createProduct, listOrders } from '../commerce/commerce-helpers';
import { myOrder, offeredShop, upsellOffers } from './offer-helpers';

const PAYS = '4242424242424242';

// Order bump and upsell with the offline provider: the owner's offers checked, a ticked bump priced
// by the server as an item of its own, the upsell charged to the saved test card once however often
// it is clicked, each refunded on its own, and both counted in the owner's analytics.
describe('order bump and upsell charged, refunded on their own (offline provider)', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  // a checkout paid with the offline test card: the order's id
  async function paid(buyer: TestClient, productIds: number[], amount: number, extras: object = {}) {
    const res = await buyer.post('/api/create-payment-intent', { amount, productIds, ...extras }).expect(200);
    const { clientSecret } = res.body as { clientSecret: string };
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: PAYS }).expect(200);
    const [order] = await listOrders(buyer);
    expect(order.status).toBe('completed');
    return order.id;
  }

  it("refuses the owner's offers that cannot be sold, with a readable message", async () => {
    const main = await createProduct(admin, { title: 'Checked Guide', price: '40' });
    const other = await createProduct(admin, { title: 'Checked Extra', price: '20' });
    const put = (body: object) => admin.send('put', `/api/admin/products/${main.id}/offers/bump`, body);
    const base = { offeredProductId: other.id, price: '10', headline: 'Add it' };
    expect((await put({ ...base, offeredProductId: main.id }).expect(400)).body.message).toBe(
      'A product cannot be offered with itself.',
    );
    expect((await put({ ...base, price: '0.49' }).expect(400)).body.message).toMatch(/at least \$0\.50/);
    expect((await put({ ...base, price: '20.01' }).expect(400)).body.message).toBe(
      'The offer\'s price must be at least $0.50 and no more than the price of "Checked Extra" ($20).',
    );
    await admin.post(`/api/products/${other.id}/archive`).expect(200);
    expect((await put(base).expect(400)).body.message).toBe(
      '"Checked Extra" is not in the shop: publish it before offering it.',
    );
    await admin.post(`/api/products/${other.id}/unarchive`).expect(200);
    await admin.send('put', `/api/admin/products/${main.id}/offers/fancy`, base).expect(400);
    // a customer may not set one
    await (await signedIn(t)).send('put', `/api/admin/products/${main.id}/offers/bump`, base).expect(403);
    const saved = await put(base).expect(200);
    expect(saved.body).toMatchObject({
      kind: 'bump',
      price: '$10',
      priceCents: 1000,
      headline: 'Add it',
      active: true,
    });
    expect((await admin.get(`/api/admin/products/${main.id}/offers`).expect(200)).body).toMatchObject({
      bump: { id: saved.body.id },
      upsell: null,
    });
    await admin.send('delete', `/api/admin/products/${main.id}/offers/bump`).expect(204);
    expect((await admin.get(`/api/admin/products/${main.id}/offers`).expect(200)).body.bump).toBeNull();
    // a product that is not there
    await admin.send('put', '/api/admin/products/2147483000/offers/bump', base).expect(404);
    await admin.send('delete', '/api/admin/products/2147483000/offers/bump').expect(404);
  });

  it('adds a ticked bump at its own price, and refunds it on its own', async () => {
    const { main, bumpProduct, bump } = await offeredShop(admin, 'Bump');
    const buyer = await signedIn(t);
    const shown = (await buyer.get(`/api/checkout/bumps?products=${main.id}`).expect(200)).body.bumps;
    expect(shown).toEqual([
      expect.objectContaining({ id: bump.id, title: bumpProduct.title, price: '$19', regularPrice: '$29' }),
    ]);
    // the client's amount is checked against the server's price of the bump
    await buyer
      .post('/api/create-payment-intent', { amount: 49 + 29, productIds: [main.id], bumps: [bump.id] })
      .expect(400);
    await buyer.post('/api/create-payment-intent', { amount: 49, productIds: [main.id], bumps: [999999] }).expect(400);
    const orderId = await paid(buyer, [main.id], 68, { bumps: [bump.id] });
    const order = await myOrder(buyer, orderId);
    expect(order.totalAmount).toBe('$68');
    expect(order.items.map((i) => [i.title, i.price])).toEqual([
      [main.title, '$49'],
      [bumpProduct.title, '$19'],
    ]);
    // bought: no longer offered to this buyer
    expect((await buyer.get(`/api/checkout/bumps?products=${main.id}`).expect(200)).body.bumps).toEqual([]);

    const detail = (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body as { items: { id: number }[] };
    const refunded = await admin.post(`/api/admin/orders/${orderId}/refunds`, { itemIds: [detail.items[1].id] });
    expect([refunded.status, refunded.body.amount]).toEqual([200, '$19']);
    const after = await myOrder(buyer, orderId);
    expect(after).toMatchObject({ status: 'completed', refundedAmount: '$19' });
    expect(after.items.map((i) => i.refunded)).toEqual([false, true]);
  });

  it('leaves the coupon off the bump', async () => {
    const { main, bump } = await offeredShop(admin, 'Coupon');
    await admin.post('/api/admin/coupons', { code: 'HALFBUMP', percentOff: 50 }).expect(201);
    const buyer = await signedIn(t);
    // 49 − 24.50 + 19
    const orderId = await paid(buyer, [main.id], 43.5, { bumps: [bump.id], couponCode: 'HALFBUMP' });
    expect((await myOrder(buyer, orderId)).totalAmount).toBe('$43.50');
  });

  it('charges the upsell once to the saved card, however many clicks at once, and refunds it on its own', async () => {
    const { main, upsellProduct } = await offeredShop(admin, 'Upsell');
    const buyer = await signedIn(t);
    const firstId = await paid(buyer, [main.id], 49);
    expect(await upsellOffers(buyer)).toEqual([
      expect.objectContaining({ orderId: firstId, title: upsellProduct.title, price: '$59' }),
    ]);

    // five clicks at once (two tabs, a double click): one order, one charge
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.post(`/api/upsell-offers/${firstId}/accept`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const upsellIds = new Set(answers.map((a) => a.body.order.id as number));
    expect(upsellIds.size).toBe(1);
    const [upsellId] = upsellIds;
    expect(answers[0].body.order).toMatchObject({ status: 'completed', totalAmount: '$59' });
    const orders = await listOrders(buyer);
    expect(orders.map((o) => o.id)).toEqual([upsellId, firstId]);
    expect(await upsellOffers(buyer)).toEqual([]);
    expect(answers[0].body.order.items).toEqual([
      expect.objectContaining({ productId: upsellProduct.id, price: '$59', refunded: false }),
    ]);
    expect(answers[0].body.message).toBe(`Added to your purchases: ${upsellProduct.title}.`);
    // owned now: a second checkout of it is refused as for any paid item
    await buyer.post('/api/create-payment-intent', { amount: 99, productIds: [upsellProduct.id] }).expect(409);

    // refunded on its own: the first order stands
    await admin.post(`/api/admin/orders/${upsellId}/refunds`, {}).expect(200);
    expect(await myOrder(buyer, upsellId)).toMatchObject({ status: 'refunded', refundedAmount: '$59' });
    expect(await myOrder(buyer, firstId)).toMatchObject({ status: 'completed', refundedAmount: null });
    // and not offered again
    await buyer.post(`/api/upsell-offers/${firstId}/accept`).expect(200);
    expect((await listOrders(buyer)).length).toBe(2);
  });

  it('declines a card with a clear message and writes nothing; No thanks and 30 minutes end the offer', async () => {
    const { main } = await offeredShop(admin, 'Declined');
    const buyer = await signedIn(t);
    const firstId = await paid(buyer, [main.id], 49);
    await saveDecliningCard(t, firstId);
    const declined = await buyer.post(`/api/upsell-offers/${firstId}/accept`).expect(402);
    expect(declined.body.message).toBe(
      'Your card was not charged: Your card was declined. Nothing was added to your order.',
    );
    expect((await listOrders(buyer)).map((o) => o.id)).toEqual([firstId]);
    // another account cannot answer it
    await (await signedIn(t)).post(`/api/upsell-offers/${firstId}/accept`).expect(404);

    await buyer.post(`/api/upsell-offers/${firstId}/decline`).expect(204);
    expect(await upsellOffers(buyer)).toEqual([]);
    await buyer.post(`/api/upsell-offers/${firstId}/accept`).expect(409);

    const laterId = await paid(buyer, [(await offeredShop(admin, 'Late')).main.id], 49);
    await datePayment(t, laterId, new Date(Date.now() - 31 * 60_000));
    expect(await upsellOffers(buyer)).toEqual([]);
    expect((await buyer.post(`/api/upsell-offers/${laterId}/accept`).expect(409)).body.message).toBe(
      'This offer is no longer available.',
    );
  });

  it('counts bump and upsell revenue in the analytics, net of refunds', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = (await admin.get(`/api/admin/analytics/summary?from=${today}&to=${today}`).expect(200)).body;
    const { main, bump } = await offeredShop(admin, 'Counted');
    const buyer = await signedIn(t);
    const orderId = await paid(buyer, [main.id], 68, { bumps: [bump.id] });
    await buyer.post(`/api/upsell-offers/${orderId}/accept`).expect(200);
    const after = (await admin.get(`/api/admin/analytics/summary?from=${today}&to=${today}`).expect(200)).body;
    expect(after.current.revenueCents - before.current.revenueCents).toBe(4900 + 1900 + 5900);
    expect(after.offers.bumpsOffered - before.offers.bumpsOffered).toBe(1);
    expect(after.offers.bumpsTaken - before.offers.bumpsTaken).toBe(1);
    expect(after.offers.bumpRevenueCents - before.offers.bumpRevenueCents).toBe(1900);
    expect(after.offers.upsellsTaken - before.offers.upsellsTaken).toBe(1);
    expect(after.offers.upsellRevenueCents - before.offers.upsellRevenueCents).toBe(5900);
    expect(after.offers.upsellRate).toBeGreaterThan(0);
  });
});
