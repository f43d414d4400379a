import type { TestClient } from '../support/client';
import { resetAlertAddressAfterSuite, resetShopSettings, setAlertAddress } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  buyerWithEmail,
  checkout,
  createProduct,
  paidOrder,
  startStripeShop,
  type StripeShop,
} from './commerce-helpers';

const OWNER = 'orders@coach.example';

const ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'United States',
};

// Physical goods: the owner's flat rate, charged by the server with an address the checkout asks
// for (kept on the account), "new order to ship" to the owner, and "Mark shipped" with the tracking
// the buyer is mailed and sees on the order.
describe('shipping physical goods', () => {
  let shop: StripeShop;
  let t: TestApp;
  let admin: TestClient;
  let buyer: TestClient;
  let buyerEmail: string;
  let book: { id: number };
  let guide: { id: number };

  resetAlertAddressAfterSuite();
  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, admin } = shop);
    await setAlertAddress(t, OWNER);
    ({ buyer, buyerEmail } = await buyerWithEmail(t));
    book = await createProduct(admin, {
      title: 'Paperback',
      type: 'physical',
      price: '24.99',
      inventory: 10,
      requiresShipping: true,
    });
    guide = await createProduct(admin, { title: 'Guide', price: '10' });
  });
  // suites share the database: the rate back to none for the next
  afterAll(async () => {
    await resetShopSettings(shop.t);
    await shop.close();
  });

  const mailsTo = (to: string, subject: string) =>
    shop.smtp.mails.filter((m) => m.to.includes(to) && m.subject === subject);
  const firstMail = async (to: string, subject: string) =>
    (await waitFor(() => mailsTo(to, subject).length > 0 && mailsTo(to, subject), 10_000, subject))[0];

  it('lets the owner set the flat rate, which the checkout is told', async () => {
    expect((await admin.send('put', '/api/admin/shop-settings', { shippingRate: 4.5 }).expect(200)).body).toEqual({
      shippingRate: '$4.50',
    });
    expect((await admin.send('put', '/api/admin/shop-settings', { shippingRate: -1 }).expect(400)).body.message).toBe(
      'The shipping rate cannot be negative',
    );
    await buyer.send('put', '/api/admin/shop-settings', { shippingRate: 0 }).expect(403);
    expect((await admin.get('/api/admin/shop-settings').expect(200)).body).toEqual({ shippingRate: '$4.50' });
    expect((await buyer.get('/api/payments/config').expect(200)).body.shippingRateCents).toBe(450);
  });

  it('asks for an address and charges the rate when a product needs shipping, and keeps the address', async () => {
    const start = (body: object) => buyer.post('/api/create-payment-intent', body);
    expect((await start({ amount: 24.99, productIds: [book.id] }).expect(400)).body.message).toBe(
      'Please enter a shipping address: "Paperback" is shipped to you.',
    );
    expect(
      (await start({ amount: 29.49, productIds: [book.id], shippingAddress: { ...ADDRESS, city: ' ' } }).expect(400))
        .body.message,
    ).toMatch(/City is required/);
    expect(
      (await start({ amount: 24.99, productIds: [book.id], shippingAddress: ADDRESS }).expect(400)).body.message,
    ).toMatch(/amount does not match/);
    await start({ amount: 29.49, productIds: [book.id], shippingAddress: ADDRESS }).expect(200);
    const intent = shop.fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1)!;
    expect(intent.form.get('amount')).toBe('2949');
    expect((await buyer.get('/api/account/shipping-address').expect(200)).body).toEqual({
      address: { ...ADDRESS, line2: null },
    });

    // nothing to ship: no rate, and no address asked for or kept on the order
    await checkout(buyer, [guide.id], 10);
    const [digital] = await t.dataSource.query(
      `SELECT shipping_cents, shipping_address FROM orders WHERE total_cents = 1000 ORDER BY id DESC LIMIT 1`,
    );
    expect(digital).toEqual({ shipping_cents: 0, shipping_address: null });

    const edited = { ...ADDRESS, line1: '1 New Road' };
    await buyer.send('put', '/api/account/shipping-address', edited).expect(200);
    expect((await buyer.get('/api/account/shipping-address').expect(200)).body.address.line1).toBe('1 New Road');
    expect(
      (await buyer.send('put', '/api/account/shipping-address', { ...edited, name: '' }).expect(400)).body.message,
    ).toMatch(/Full name is required/);
  });

  it('tells the owner there is an order to ship; Mark shipped mails the buyer the tracking, once', async () => {
    const { orderId } = await paidOrder(shop, buyer, [book.id], 29.49, { shippingAddress: ADDRESS });
    const toShip = await firstMail(OWNER, `New order to ship: #${orderId}`);
    expect(toShip.text()).toContain('1 × Paperback');
    expect(toShip.text()).toContain('Springfield, IL, 62701');
    // the buyer's confirmation says where it goes
    const confirmation = await firstMail(buyerEmail, `Your order #${orderId} is confirmed`);
    expect(confirmation.text()).toContain(
      'Ship to:\nAda Lovelace\n12 Market Street\nSpringfield, IL, 62701\nUnited States',
    );
    expect(confirmation.html()).toContain('Ada Lovelace<br>');

    const ship = (id: number, body: object) => admin.post(`/api/admin/orders/${id}/shipment`, body);
    expect((await ship(orderId, { carrier: 'UPS' }).expect(400)).body.message).toMatch(/Tracking number is required/);
    await buyer.post(`/api/admin/orders/${orderId}/shipment`, { carrier: 'UPS', trackingNumber: '1Z9' }).expect(403);
    expect((await ship(orderId, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }).expect(200)).body).toEqual({
      message: `Order #${orderId} is marked shipped; the buyer has been told.`,
    });
    expect((await ship(orderId, { carrier: 'UPS', trackingNumber: 'again' }).expect(409)).body.message).toBe(
      'This order is already marked shipped.',
    );
    const shipped = await firstMail(buyerEmail, `Your order #${orderId} has shipped`);
    const upsPage = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(shipped.text()).toContain(`Tracking number: 1Z999AA10123456784\nTrack it: ${upsPage}`);
    expect(shipped.html()).toContain(`<a href="${upsPage}"`);
    expect(shipped.html()).toMatch(
      /<a href="https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA10123456784"[^>]*>1Z999AA10123456784<\/a>/,
    );

    const order = (await buyer.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order.totalAmount).toBe('$29.49');
    expect(order.shipping).toEqual({
      amount: '$4.50',
      address: { ...ADDRESS, line2: null },
      shippedAt: expect.any(String),
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: upsPage,
    });

    const digital = await paidOrder(shop, buyer, [guide.id], 10);
    expect((await ship(digital.orderId, { carrier: 'UPS', trackingNumber: '1' }).expect(409)).body.message).toBe(
      'Nothing in this order needs shipping.',
    );
    expect((await ship(987654, { carrier: 'UPS', trackingNumber: '1' }).expect(404)).body.message).toBe(
      'Order not found.',
    );
  });

  it('leaves the tracking number as plain text when the carrier is not one the site knows', async () => {
    const { orderId } = await paidOrder(shop, buyer, [book.id], 29.49, { shippingAddress: ADDRESS });
    await admin
      .post(`/api/admin/orders/${orderId}/shipment`, { carrier: 'Bob’s Bikes', trackingNumber: 'B-42' })
      .expect(200);
    expect((await buyer.get(`/api/orders/${orderId}`).expect(200)).body.shipping).toMatchObject({
      carrier: 'Bob’s Bikes',
      trackingNumber: 'B-42',
      trackingUrl: null,
    });
    const shipped = await firstMail(buyerEmail, `Your order #${orderId} has shipped`);
    expect(shipped.text()).toContain('Tracking number: B-42\n');
    expect(shipped.text()).not.toContain('Track it:');
    expect(shipped.html()).not.toMatch(/<a [^>]*>B-42<\/a>/);
  });

  it('refunds the shipping too when the whole order is refunded', async () => {
    const { orderId } = await paidOrder(shop, buyer, [book.id], 29.49, { shippingAddress: ADDRESS });
    expect((await admin.post(`/api/admin/orders/${orderId}/refunds`, {}).expect(200)).body.amount).toBe('$29.49');
  });

  it('keeps the shipping refundable after its only item was refunded on its own', async () => {
    const { orderId } = await paidOrder(shop, buyer, [book.id], 29.49, { shippingAddress: ADDRESS });
    const [item] = await t.dataSource.query('SELECT id FROM order_items WHERE order_id = $1', [orderId]);
    const refund = (body: object) => admin.post(`/api/admin/orders/${orderId}/refunds`, body);
    expect((await refund({ itemIds: [item.id] }).expect(200)).body.amount).toBe('$24.99');
    expect((await buyer.get(`/api/orders/${orderId}`).expect(200)).body).toMatchObject({
      status: 'completed',
      refundedAmount: '$24.99',
    });
    expect((await refund({}).expect(200)).body.amount).toBe('$4.50');
    expect((await buyer.get(`/api/orders/${orderId}`).expect(200)).body.status).toBe('refunded');
    expect((await refund({}).expect(409)).body.message).toBe('Everything in this order has already been refunded.');
  });
});
