import Stripe from 'stripe';
import request from 'supertest';
import { DownloadsService } from '../../src/modules/commerce/downloads.service';
import { RECONCILE_AT_MOST } from '../../src/modules/commerce/orders.service';
import { PaymentsController } from '../../src/modules/commerce/payments.controller';
import { newClient, signedIn, TestClient } from '../support/client';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { StripeFake } from '../support/stripe-fake';
import { createTestApp, TestApp } from '../support/test-app';
import { createProduct, resetShop } from './commerce-helpers';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');

describe('checkout with Stripe (official SDK against a loopback fake)', () => {
  let t: TestApp;
  let fake: StripeFake;
  let smtp: SmtpCapture;
  let admin: TestClient;
  let buyer: TestClient;

  beforeAll(async () => {
    fake = new StripeFake();
    smtp = new SmtpCapture();
    const [stripeUrl, smtpUrl] = await Promise.all([fake.start(), smtp.start()]);
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeUrl, SMTP_URL: smtpUrl },
    });
    await resetShop(t);
    admin = await signedIn(t, 'admin');
    buyer = await signedIn(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await smtp.close();
  });

  const webhook = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(t.server).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
  };
  const succeeded = (intentId: string, eventId: string) => ({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });
  const checkout = async (client: TestClient, productIds: number[], amount: number) => {
    const res = await client.post('/api/create-payment-intent', { amount, productIds }).expect(200);
    const intentId = (res.body.clientSecret as string).split('_secret_')[0];
    return { clientSecret: res.body.clientSecret as string, intentId };
  };
  const orders = async (client: TestClient) => (await client.get('/api/orders').expect(200)).body as { id: number; status: string; totalAmount: string }[];

  it('tells the checkout to use Stripe Elements with the publishable key', async () => {
    expect((await buyer.get('/api/payments/config').expect(200)).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('needs a signed-in buyer, and prices the order itself: a tampered amount is refused', async () => {
    const p = await createProduct(admin, { price: '49.99' });
    const anonymous = await newClient(t);
    await anonymous.post('/api/create-payment-intent', { amount: 49.99, productIds: [p.id] }).expect(401);
    const cheap = await buyer.post('/api/create-payment-intent', { amount: 0.5, productIds: [p.id] }).expect(400);
    expect(cheap.body.message).toBe('The amount does not match the current prices. Please go back to the products and try again.');
    const missing = await buyer.post('/api/create-payment-intent', { amount: 10, productIds: [999999] }).expect(400);
    expect(missing.body.message).toMatch(/no longer available/);
    expect((await buyer.post('/api/create-payment-intent', { amount: 0, productIds: [p.id] }).expect(400)).body.message).toBe('The amount must be above 0');
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
    const mailsBefore = smtp.mails.length;
    const event = succeeded(intentId, 'evt_once');
    await Promise.all([webhook(event).expect(200), webhook(event).expect(200)]);
    for (let i = 0; i < 3; i++) await webhook(event).expect(200);
    // the same payment reported by another event id still changes nothing twice
    await webhook(succeeded(intentId, 'evt_other_id')).expect(200);
    expect((await orders(buyer))[0]).toMatchObject({ status: 'completed', paymentMethod: 'card' });
    const [{ inventory }] = await t.dataSource.query('SELECT inventory FROM products WHERE id = $1', [book.id]);
    expect(inventory).toBe(9);
    await waitFor(() => (smtp.mails.length > mailsBefore ? true : false), 5000, 'the confirmation mail');
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length - mailsBefore).toBe(1);
    expect(smtp.mails.at(-1)!.subject).toMatch(/^Your order #\d+ is confirmed$/);
  });

  it('ends completed when the webhook comes before the buyer returns, and when it never comes', async () => {
    const p = await createProduct(admin, { price: '15' });
    const early = await checkout(buyer, [p.id], 15);
    await webhook(succeeded(early.intentId, 'evt_early')).expect(200);
    expect((await orders(buyer))[0].status).toBe('completed');

    // paid at Stripe, webhook lost: reading the orders asks Stripe and completes it
    const late = await checkout(buyer, [p.id], 15);
    fake.intents.get(late.intentId)!.status = 'succeeded';
    expect((await orders(buyer))[0].status).toBe('completed');
    // the webhook arriving afterwards changes nothing
    await webhook(succeeded(late.intentId, 'evt_late')).expect(200);
    const rows = await t.dataSource.query(`SELECT status FROM orders WHERE payment_intent_id = ANY($1)`, [[early.intentId, late.intentId]]);
    expect(rows).toEqual([{ status: 'completed' }, { status: 'completed' }]);
  });

  it('asks Stripe about the newest few pending orders only, however many checkouts were left unpaid', async () => {
    const p = await createProduct(admin, { price: '7' });
    const shopper = await signedIn(t);
    const started = [];
    for (let i = 0; i < RECONCILE_AT_MOST + 3; i++) started.push(await checkout(shopper, [p.id], 7));
    const reads = () => fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payment_intents/')).length;
    const before = reads();
    // the newest was paid but its webhook was lost
    fake.intents.get(started.at(-1)!.intentId)!.status = 'succeeded';
    const list = await orders(shopper);
    expect(reads() - before).toBe(RECONCILE_AT_MOST);
    expect(list.map((o) => o.status)).toEqual(['completed', ...Array(RECONCILE_AT_MOST + 2).fill('pending')]);
  });

  it('marks a failed payment failed, and answers unknown events 200', async () => {
    const p = await createProduct(admin, { price: '12' });
    const { intentId } = await checkout(buyer, [p.id], 12);
    await webhook({ id: 'evt_fail', object: 'event', type: 'payment_intent.payment_failed', data: { object: { id: intentId, object: 'payment_intent' } } }).expect(200);
    expect((await orders(buyer))[0].status).toBe('failed');
    await webhook({ id: 'evt_misc', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } }).expect(200);
  });

  it('serves a bought file through a signed link: only to the buyer, and not after it expires', async () => {
    const up = await admin.post('/api/upload/digital').attach('file', Buffer.from('THE GUIDE'), 'guide.txt').expect(201);
    const p = await createProduct(admin, { price: '9', digitalFileUrl: up.body.file.path, digitalFileName: 'guide.txt' });
    const { intentId } = await checkout(buyer, [p.id], 9);
    expect((await buyer.get('/api/downloads').expect(200)).body.find((d: { productId: number }) => d.productId === p.id)).toBeUndefined();
    await webhook(succeeded(intentId, 'evt_download')).expect(200);

    const download = (await buyer.get('/api/downloads').expect(200)).body.find((d: { productId: number }) => d.productId === p.id);
    expect(download).toMatchObject({ title: p && 'Workbook', fileName: 'guide.txt', url: expect.stringMatching(/^\/api\/downloads\/\d+\?expires=\d+&signature=/) });
    const file = await buyer.get(download.url).buffer(true).expect(200);
    expect(file.body.toString()).toBe('THE GUIDE');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''guide.txt");

    const other = await signedIn(t);
    expect((await other.get(download.url).expect(403)).body.message).toBe('This download belongs to another account.');
    await (await newClient(t)).get(download.url).expect(401);

    const buyerId = (await buyer.get('/api/auth/user').expect(200)).body.id;
    const [stale] = await t.app.get(DownloadsService).listForUser(buyerId, Date.now() - 60 * 60 * 1000);
    expect((await buyer.get(stale.url).expect(403)).body.message).toBe('This download link has expired. Open Downloads in your account for a fresh one.');
  });

  it('keeps the order, marked failed, when Stripe cannot create the intent', async () => {
    const p = await createProduct(admin, { price: '8' });
    fake.failNext = 1;
    const res = await buyer.post('/api/create-payment-intent', { amount: 8, productIds: [p.id] }).expect(502);
    expect(res.body.message).toBe('The payment could not be started. Please try again in a moment.');
    expect((await orders(buyer))[0]).toMatchObject({ status: 'failed', totalAmount: '$8' });
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
    expect((await buyer.get('/api/payments/config').expect(200)).body).toEqual({ provider: 'offline', publishableKey: null });
    const p = await createProduct(admin, { price: '30', type: 'physical', inventory: 2 });

    const declined = (await buyer.post('/api/create-payment-intent', { amount: 30, productIds: [p.id] }).expect(200)).body.clientSecret;
    const no = await buyer.post('/api/payments/offline/confirm', { clientSecret: declined, cardNumber: '4000000000000002' }).expect(200);
    expect(no.body.status).toBe('declined');

    const secret = (await buyer.post('/api/create-payment-intent', { amount: 30, productIds: [p.id] }).expect(200)).body.clientSecret;
    const yes = await buyer.post('/api/payments/offline/confirm', { clientSecret: secret, cardNumber: '4242424242424242' }).expect(200);
    expect(yes.body).toEqual({ status: 'succeeded', message: 'Payment Successful!' });
    const list = (await buyer.get('/api/orders').expect(200)).body;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['completed', 'failed']);
    expect(list[0].paymentMethod).toBe('test card');
    const [{ inventory }] = await t.dataSource.query('SELECT inventory FROM products WHERE id = $1', [p.id]);
    expect(inventory).toBe(1);
    // the webhook has nothing to do here
    await request(t.server).post('/api/stripe/webhook').send({}).expect(400);
  });

  it('is refused in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const buyer = { id: 1, email: 'b@example.com', firstName: 'B', lastName: 'C', role: 'customer', createdAt: new Date() };
      const controller = prod.app.get(PaymentsController);
      await expect(controller.createPaymentIntent(buyer, { amount: 10, productIds: [1] })).rejects.toThrow(
        'Card payments are not configured on this server.',
      );
      await expect(controller.confirmOfflinePayment({ clientSecret: 'offline_pi_1_ab_secret_cd', cardNumber: '4242424242424242' })).rejects.toThrow(
        'Card payments are not configured on this server.',
      );
    } finally {
      await prod.close();
    }
  });
});
