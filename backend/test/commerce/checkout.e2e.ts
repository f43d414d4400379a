import request from 'supertest';
import { CheckoutExpiryService } from '../../src/modules/commerce/checkout/checkout-expiry.service';
import { DownloadsService } from '../../src/modules/commerce/orders/downloads.service';
import { RECONCILE_AT_MOST } from '../../src/modules/commerce/orders/orders.service';
import { PaymentsService } from '../../src/modules/commerce/checkout/payments.service';
import { newClient, signedIn, TestClient } from '../support/client';
import { copyOpenCheckout } from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { StripeFake } from '../support/stripe-fake';
import { createTestApp, TestApp } from '../support/test-app';
import {
  checkout,
  createProduct,
  inventoryOf,
  listOrders as orders,
  orderStatus,
  paymentFailed,
  startStripeShop,
  StripeShop,
  succeeded as succeededFor,
  webhook as signedWebhook,
} from './commerce-helpers';

describe('checkout with Stripe (official SDK against a loopback fake)', () => {
  let shop: StripeShop;
  let t: TestApp;
  let fake: StripeFake;
  let smtp: SmtpCapture;
  let admin: TestClient;
  let buyer: TestClient;

  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, fake, smtp, admin } = shop);
    buyer = await signedIn(t);
  });
  afterAll(() => shop.close());

  const webhook = (event: object, secret?: string) => signedWebhook(t, event, secret);
  const succeeded = (intentId: string, eventId: string) => succeededFor(fake, intentId, eventId);
  const statusOf = (intentId: string) => orderStatus(t, intentId);

  it('tells the checkout to use Stripe Elements with the publishable key', async () => {
    expect((await buyer.get('/api/payments/config').expect(200)).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      shippingRateCents: 0,
    });
  });

  it('needs a signed-in buyer, and prices the order itself: a tampered amount is refused', async () => {
    const p = await createProduct(admin, { price: '49.99' });
    const anonymous = await newClient(t);
    await anonymous.post('/api/create-payment-intent', { amount: 49.99, productIds: [p.id] }).expect(401);
    const cheap = await buyer.post('/api/create-payment-intent', { amount: 0.5, productIds: [p.id] }).expect(400);
    expect(cheap.body.message).toBe(
      'The amount does not match the current prices. Please go back to the products and try again.',
    );
    const missing = await buyer.post('/api/create-payment-intent', { amount: 10, productIds: [999999] }).expect(400);
    expect(missing.body.message).toMatch(/no longer available/);
    expect(
      (await buyer.post('/api/create-payment-intent', { amount: 0, productIds: [p.id] }).expect(400)).body.message,
    ).toBe('The amount must be above 0');
  });

  it('stores a pending order first, then creates the intent with the order id and an idempotency key', async () => {
    const p = await createProduct(admin, { price: '20' });
    const q = await createProduct(admin, { price: '5.50' });
    const { clientSecret, intentId } = await checkout(buyer, [p.id, q.id], 25.5);
    expect(clientSecret).toBe(`${intentId}_secret_fake`);
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    const [order] = await orders(buyer);
    expect(order).toMatchObject({ status: 'pending', totalAmount: '$25.50' });
    expect(created.form.get('amount')).toBe('2550');
    expect(created.form.get('metadata[orderId]')).toBe(String(order.id));
    expect(created.idempotencyKey).toBe(`order-${order.id}`);
  });

  it('refuses a webhook with a bad signature, changing nothing', async () => {
    const p = await createProduct(admin, { price: '10' });
    const { intentId } = await checkout(buyer, [p.id], 10);
    const res = await webhook(succeeded(intentId, 'evt_forged'), 'whsec_wrong').expect(400);
    expect(res.body.message).toBe('The webhook signature is not valid.');
    expect((await orders(buyer))[0].status).toBe('pending');
  });

  it('completes an order once and lowers stock once, however often the webhook comes (5 times, 2 at once)', async () => {
    const book = await createProduct(admin, { type: 'physical', price: '24.99', inventory: 10 });
    const { intentId } = await checkout(buyer, [book.id], 24.99);
    // order mails only: the accounts' confirmation mails may still be on their way
    const receipts = () => smtp.mails.filter((m) => /^Your order #\d+ is confirmed$/.test(m.subject));
    const mailsBefore = receipts().length;
    const event = succeeded(intentId, 'evt_once');
    await Promise.all([webhook(event).expect(200), webhook(event).expect(200)]);
    for (let i = 0; i < 3; i++) await webhook(event).expect(200);
    // the same payment reported by another event id still changes nothing twice
    await webhook(succeeded(intentId, 'evt_other_id')).expect(200);
    expect((await orders(buyer))[0]).toMatchObject({ status: 'completed', paymentMethod: 'card' });
    expect(await inventoryOf(t, book.id)).toBe(9);
    await waitFor(() => (receipts().length > mailsBefore ? true : false), 5000, 'the confirmation mail');
    await outboxSettled(t, 'order-confirmation'); // nothing more is on its way
    expect(receipts().length - mailsBefore).toBe(1);
  });

  it('ends completed when the webhook comes before the buyer returns, and when it never comes', async () => {
    const p = await createProduct(admin, { price: '15' });
    const early = await checkout(buyer, [p.id], 15);
    await webhook(succeeded(early.intentId, 'evt_early')).expect(200);
    expect((await orders(buyer))[0].status).toBe('completed');

    // paid at Stripe, webhook lost: reading the orders asks Stripe and completes it (another
    // product: the one bought is the buyer's now)
    const q = await createProduct(admin, { price: '15' });
    const late = await checkout(buyer, [q.id], 15);
    fake.intents.get(late.intentId)!.status = 'succeeded';
    expect((await orders(buyer))[0].status).toBe('completed');
    // the webhook arriving afterwards changes nothing
    await webhook(succeeded(late.intentId, 'evt_late')).expect(200);
    const rows = await t.dataSource.query(`SELECT status FROM orders WHERE payment_intent_id = ANY($1)`, [
      [early.intentId, late.intentId],
    ]);
    expect(rows).toEqual([{ status: 'completed' }, { status: 'completed' }]);
  });

  it('asks Stripe about the newest few pending orders only, however many checkouts are open', async () => {
    const p = await createProduct(admin, { price: '7' });
    const shopper = await signedIn(t);
    const newest = await checkout(shopper, [p.id], 7);
    // a customer has one open checkout through the API; more (started at the same moment) are copied in here
    await copyOpenCheckout(t, newest.intentId, RECONCILE_AT_MOST + 2);
    const reads = () =>
      fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payment_intents/')).length;
    const before = reads();
    // the newest was paid but its webhook was lost
    fake.intents.get(newest.intentId)!.status = 'succeeded';
    const list = await orders(shopper);
    expect(reads() - before).toBe(RECONCILE_AT_MOST);
    expect(list.map((o) => o.status)).toEqual(['completed', ...Array(RECONCILE_AT_MOST + 2).fill('pending')]);
  });

  it('marks a failed payment failed (not listed among the orders), and answers unknown events 200', async () => {
    const p = await createProduct(admin, { price: '12' });
    const { intentId } = await checkout(buyer, [p.id], 12);
    await webhook(paymentFailed(intentId, 'evt_fail')).expect(200);
    expect(await statusOf(intentId)).toBe('failed');
    expect((await orders(buyer)).map((o) => o.totalAmount)).not.toContain('$12');
    await webhook({
      id: 'evt_misc',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    }).expect(200);
  });

  it('serves a bought file through a signed link: only to the buyer, and not after it expires', async () => {
    const up = await admin
      .post('/api/upload/digital')
      .attach('file', Buffer.from('THE GUIDE'), 'guide.txt')
      .expect(201);
    const p = await createProduct(admin, {
      price: '9',
      digitalFileUrl: up.body.file.path,
      digitalFileName: 'guide.txt',
    });
    const { intentId } = await checkout(buyer, [p.id], 9);
    expect(
      (await buyer.get('/api/downloads').expect(200)).body.find((d: { productId: number }) => d.productId === p.id),
    ).toBeUndefined();
    await webhook(succeeded(intentId, 'evt_download')).expect(200);

    const download = (await buyer.get('/api/downloads').expect(200)).body.find(
      (d: { productId: number }) => d.productId === p.id,
    );
    expect(download).toMatchObject({
      title: p && 'Workbook',
      fileName: 'guide.txt',
      url: expect.stringMatching(/^\/api\/downloads\/\d+\?expires=\d+&signature=/),
    });
    const file = await buyer.get(download.url).buffer(true).expect(200);
    expect(file.body.toString()).toBe('THE GUIDE');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''guide.txt");
    // a private file is no public upload: other sites may not embed it
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');

    const other = await signedIn(t);
    expect((await other.get(download.url).expect(403)).body.message).toBe('This download belongs to another account.');
    await (await newClient(t)).get(download.url).expect(401);

    const buyerId = (await buyer.get('/api/auth/user').expect(200)).body.id;
    const [stale] = await t.app.get(DownloadsService).listForUser(buyerId, Date.now() - 60 * 60 * 1000);
    expect((await buyer.get(stale.url).expect(403)).body.message).toBe(
      'This download link has expired. Open Downloads in your account for a fresh one.',
    );
  });

  it('tells an altered download link from another account’s and from an expired one', async () => {
    const up = await admin.post('/api/upload/digital').attach('file', Buffer.from('NOTES'), 'notes.txt').expect(201);
    const p = await createProduct(admin, {
      price: '5',
      digitalFileUrl: up.body.file.path,
      digitalFileName: 'notes.txt',
    });
    const { intentId } = await checkout(buyer, [p.id], 5);
    await webhook(succeeded(intentId, 'evt_altered_link')).expect(200);
    const { url } = (await buyer.get('/api/downloads').expect(200)).body.find(
      (d: { productId: number }) => d.productId === p.id,
    );
    const link = new URL(url, 'https://coach.example');
    const altered = (change: (q: URLSearchParams) => void) => {
      const copy = new URL(link);
      change(copy.searchParams);
      return `${copy.pathname}${copy.search}`;
    };
    // a different first character, whatever the signature starts with
    const flipFirst = (signature: string) => (signature[0] === 'x' ? 'y' : 'x') + signature.slice(1);
    const messageFor = async (client: TestClient, path: string) => (await client.get(path).expect(403)).body.message;
    const invalid =
      'This download link is not valid: it was changed or cut off. Open Downloads in your account for a fresh one.';

    // the case: a later expiry written into the link
    const later = Number(link.searchParams.get('expires')) + 3600;
    expect(
      await messageFor(
        buyer,
        altered((q) => q.set('expires', String(later))),
      ),
    ).toBe(invalid);
    expect(
      await messageFor(
        buyer,
        altered((q) => q.set('signature', flipFirst(q.get('signature')!))),
      ),
    ).toBe(invalid);
    expect(
      await messageFor(
        buyer,
        altered((q) => q.delete('expires')),
      ),
    ).toBe(invalid);
    // an expiry moved into the past has passed, whatever the signature says
    expect(
      await messageFor(
        buyer,
        altered((q) => q.set('expires', '1000')),
      ),
    ).toBe('This download link has expired. Open Downloads in your account for a fresh one.');
    // the buyer's own link, opened by another account; altered, it is only not valid
    const other = await signedIn(t);
    expect(await messageFor(other, url)).toBe('This download belongs to another account.');
    expect(
      await messageFor(
        other,
        altered((q) => q.set('expires', String(later))),
      ),
    ).toBe(invalid);
    // and the untouched link still works for the buyer
    await buyer.get(url).expect(200);
  });

  it('keeps the order, marked failed, and returns its stock when Stripe cannot create the intent', async () => {
    const p = await createProduct(admin, { price: '8', type: 'physical', inventory: 1 });
    fake.failNext = 1;
    const res = await buyer.post('/api/create-payment-intent', { amount: 8, productIds: [p.id] }).expect(502);
    expect(res.body.message).toBe('The payment could not be started. Please try again in a moment.');
    const rows = await t.dataSource.query(
      'SELECT o.status FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = $1',
      [p.id],
    );
    expect(rows).toEqual([{ status: 'failed' }]);
    expect(await inventoryOf(t, p.id)).toBe(1);
  });
});

describe('checkout with the offline test provider (no Stripe keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks the whole purchase with the test card, through the same completion code', async () => {
    const admin = await signedIn(t, 'admin');
    const buyer = await signedIn(t);
    expect((await buyer.get('/api/payments/config').expect(200)).body).toEqual({
      provider: 'offline',
      publishableKey: null,
      shippingRateCents: 0,
    });
    const p = await createProduct(admin, { price: '30', type: 'physical', inventory: 2 });

    const declined = (await buyer.post('/api/create-payment-intent', { amount: 30, productIds: [p.id] }).expect(200))
      .body.clientSecret;
    const no = await buyer
      .post('/api/payments/offline/confirm', { clientSecret: declined, cardNumber: '4000000000000002' })
      .expect(200);
    expect(no.body.status).toBe('declined');

    const secret = (await buyer.post('/api/create-payment-intent', { amount: 30, productIds: [p.id] }).expect(200)).body
      .clientSecret;
    const yes = await buyer
      .post('/api/payments/offline/confirm', { clientSecret: secret, cardNumber: '4242424242424242' })
      .expect(200);
    expect(yes.body).toEqual({ status: 'succeeded', message: 'Payment Successful!' });
    // the declined checkout is not listed: only what was paid
    const list = await orders(buyer);
    expect(list.map((o) => [o.status, o.paymentMethod])).toEqual([['completed', 'test card']]);
    expect(await inventoryOf(t, p.id)).toBe(1);
    // the webhook has nothing to do here
    await request(t.server).post('/api/stripe/webhook').send({}).expect(400);
  });

  it("pays only with the payment's own client secret, for the customer who started it, before it expires", async () => {
    const admin = await signedIn(t, 'admin');
    const [buyer, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const p = await createProduct(admin, { price: '25', type: 'physical', inventory: 1 });
    const { clientSecret, intentId } = await checkout(buyer, [p.id], 25);
    const pay = (client: TestClient, secret: string) =>
      client.post('/api/payments/offline/confirm', { clientSecret: secret, cardNumber: '4242424242424242' });

    const stranger = await pay(other, clientSecret).expect(403);
    expect(stranger.body).toMatchObject({ statusCode: 403, message: 'This payment belongs to another account.' });
    const guessed = await pay(buyer, clientSecret.replace(/_secret_.*/, '_secret_0123456789abcdef')).expect(400);
    expect(guessed.body).toMatchObject({
      statusCode: 400,
      message: 'This payment could not be found. Please start the checkout again.',
    });
    expect(await orderStatus(t, intentId)).toBe('pending');

    // 30 minutes later the checkout is closed, its unit back in stock, and it can no longer be paid
    await t.app.get(CheckoutExpiryService).expireUnpaid(new Date(Date.now() + 31 * 60 * 1000));
    expect(await inventoryOf(t, p.id)).toBe(1);
    const expired = await pay(buyer, clientSecret).expect(400);
    expect(expired.body.message).toBe('This checkout has expired. Please go back to the products and start again.');
    expect(await orders(buyer)).toEqual([]);
  });

  it('is refused in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const buyer = {
        id: 1,
        email: 'b@example.com',
        firstName: 'B',
        lastName: 'C',
        role: 'customer',
        createdAt: new Date(),
      };
      const payments = prod.app.get(PaymentsService);
      await expect(payments.startCheckout(buyer, { amount: 10, productIds: [1] })).rejects.toThrow(
        'Card payments are not configured on this server.',
      );
      await expect(
        payments.confirmTestPayment(buyer, {
          clientSecret: 'offline_pi_1_ab_secret_cd',
          cardNumber: '4242424242424242',
        }),
      ).rejects.toThrow('Card payments are not configured on this server.');
    } finally {
      await prod.close();
    }
  });
});
