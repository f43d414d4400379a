import { CheckoutExpiryService } from '../../src/modules/commerce/checkout/checkout-expiry.service';
import { signedIn } from '../support/client';
import { expireCheckout } from '../support/factories';
import {
  checkout,
  createProduct,
  inventoryOf,
  listOrders,
  orderStatus,
  paymentFailed,
  startStripeShop,
  StripeShop,
  succeeded,
  webhook,
} from './commerce-helpers';

const MINUTE = 60 * 1000;

// Point 7 of issue 11: abandoned checkouts piled up as orders. A checkout reuses the open order of
// the same basket; one unpaid after 30 minutes is cancelled after asking Stripe; the Orders tab
// lists only paid, refunded and being-paid orders. Also: a webhook must match the order's amount.
describe('unpaid checkouts (Stripe SDK against the loopback fake)', () => {
  let shop: StripeShop;

  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  const expireUnpaid = (now: Date) => shop.t.app.get(CheckoutExpiryService).expireUnpaid(now);
  const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
  const statusOf = (intentId: string) => orderStatus(shop.t, intentId);
  const cancelsOf = (intentId: string) =>
    shop.fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`).length;

  it('reuses the open order and its payment for the same basket, and starts a new one for another basket', async () => {
    const p = await createProduct(shop.admin, { price: '20' });
    const q = await createProduct(shop.admin, { price: '5' });
    const buyer = await signedIn(shop.t);
    const first = await checkout(buyer, [p.id, q.id], 25);
    const again = await checkout(buyer, [q.id, p.id], 25);
    expect(again).toEqual(first);
    expect(await listOrders(buyer)).toHaveLength(1);

    const other = await checkout(buyer, [p.id], 20);
    expect(other.intentId).not.toBe(first.intentId);
    // the basket given up is closed: its payment is cancelled at Stripe, so it can no longer be paid
    expect(await statusOf(first.intentId)).toBe('cancelled');
    expect(shop.fake.intents.get(first.intentId)!.status).toBe('canceled');
    expect((await listOrders(buyer)).map((o) => o.totalAmount)).toEqual(['$20']);
  });

  it('gives the buyer their own held unit when they change the basket', async () => {
    const book = await createProduct(shop.admin, { title: 'Only One', type: 'physical', price: '10', inventory: 1 });
    const pen = await createProduct(shop.admin, { title: 'Pen', price: '2' });
    const buyer = await signedIn(shop.t);
    await checkout(buyer, [book.id], 10);
    await checkout(buyer, [book.id, pen.id], 12);
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
  });

  it('cancels a checkout unpaid after 30 minutes, returning its stock, but completes one Stripe reports paid', async () => {
    const book = await createProduct(shop.admin, { title: 'Swept', type: 'physical', price: '30', inventory: 2 });
    const [abandoning, paying, processing] = await Promise.all([signedIn(shop.t), signedIn(shop.t), signedIn(shop.t)]);
    const abandoned = await checkout(abandoning, [book.id], 30);
    const paid = await checkout(paying, [book.id], 30);
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
    await processing.post('/api/create-payment-intent', { amount: 30, productIds: [book.id] }).expect(409);
    const slow = await checkout(processing, [(await createProduct(shop.admin, { price: '3' })).id], 3);
    shop.fake.intents.get(paid.intentId)!.status = 'succeeded'; // paid, webhook lost
    shop.fake.intents.get(slow.intentId)!.status = 'processing';

    await expireUnpaid(later(29));
    expect([await statusOf(abandoned.intentId), await statusOf(paid.intentId)]).toEqual(['pending', 'pending']);

    // two replicas sweeping at once still cancel each payment once
    await Promise.all([expireUnpaid(later(31)), expireUnpaid(later(31))]);
    expect(await statusOf(abandoned.intentId)).toBe('cancelled');
    expect(cancelsOf(abandoned.intentId)).toBe(1);
    expect(await statusOf(paid.intentId)).toBe('completed');
    expect(cancelsOf(paid.intentId)).toBe(0);
    expect(await statusOf(slow.intentId)).toBe('pending'); // being paid: asked again next time
    expect(cancelsOf(slow.intentId)).toBe(0);
    expect(await inventoryOf(shop.t, book.id)).toBe(1);
  });

  it('closes a checkout left after a declined card once it expires', async () => {
    const p = await createProduct(shop.admin, { price: '4' });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [p.id], 4);
    await webhook(shop.t, paymentFailed(intentId, 'evt_expiry_declined')).expect(200);
    await expireUnpaid(later(31));
    expect(await statusOf(intentId)).toBe('cancelled');
    expect(shop.fake.intents.get(intentId)!.status).toBe('canceled');
  });

  it('lists only paid orders and those being paid right now', async () => {
    const p = await createProduct(shop.admin, { price: '6' });
    const q = await createProduct(shop.admin, { price: '7' });
    const r = await createProduct(shop.admin, { price: '8' });
    const buyer = await signedIn(shop.t);
    const paid = await checkout(buyer, [p.id], 6);
    await webhook(shop.t, succeeded(shop.fake, paid.intentId, 'evt_listed_paid')).expect(200);
    const declined = await checkout(buyer, [q.id], 7);
    await webhook(shop.t, paymentFailed(declined.intentId, 'evt_listed_declined')).expect(200);
    const old = await checkout(buyer, [r.id], 8);
    await expireCheckout(shop.t, old.intentId);
    // (p is the buyer's now: not sold to them again)
    const open = await checkout(buyer, [q.id, r.id], 15);

    const list = await listOrders(buyer);
    expect(list.map((o) => [o.totalAmount, o.status])).toEqual([
      ['$15', 'pending'],
      ['$6', 'completed'],
    ]);
    expect(open.intentId).not.toBe(old.intentId);
  });

  it('does not complete an order from a webhook or a reconciliation whose amount or currency differs', async () => {
    const p = await createProduct(shop.admin, { price: '50' });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [p.id], 50);
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_cheaper', { amount: 100 })).expect(200);
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_euros', { currency: 'eur' })).expect(200);
    expect(await statusOf(intentId)).toBe('pending');

    // Stripe reports it paid, but for another amount: reading the orders and the sweep leave it pending
    Object.assign(shop.fake.intents.get(intentId)!, { status: 'succeeded', amount: 100 });
    expect((await listOrders(buyer))[0].status).toBe('pending');
    await expireUnpaid(later(31));
    expect(await statusOf(intentId)).toBe('pending');
    expect(cancelsOf(intentId)).toBe(0);

    // the right amount completes it
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_right', { amount: 5000 })).expect(200);
    expect(await statusOf(intentId)).toBe('completed');
  });
});
