import request from 'supertest';
import { RefundsService } from '../../src/modules/commerce/orders/refunds.service';
import { signedIn, type TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  chargeRefunded,
  createProduct,
  inventoryOf,
  paidOrder,
  startStripeShop,
  type StripeShop,
  webhook,
  buyerWithEmail,
} from './commerce-helpers';

interface Download {
  itemId: number;
  url: string;
}

// Refunds through Stripe's official SDK against the loopback fake: whole or per item, the items'
// fulfilment undone (downloads stop, stock returns), the buyer mailed through the outbox; the
// dashboard's refunds taken from the webhook once however often it comes; a refusal, and an answer lost.
describe('refunds through Stripe', () => {
  let shop: StripeShop;
  let t: TestApp;
  let admin: TestClient;
  let buyer: TestClient;
  let buyerEmail: string;

  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, admin } = shop);
    ({ buyer, buyerEmail } = await buyerWithEmail(t));
  });
  afterAll(() => shop.close());

  const refund = (orderId: number, body: object = {}) => admin.post(`/api/admin/orders/${orderId}/refunds`, body);
  const order = async (orderId: number) => (await buyer.get(`/api/orders/${orderId}`).expect(200)).body;
  const refundMails = (orderId: number) =>
    shop.smtp.mails.filter((m) => m.subject === `Your refund for order #${orderId}` && m.to.includes(buyerEmail));
  const refundRows = (orderId: number) =>
    t.dataSource.query('SELECT * FROM refunds WHERE order_id = $1 ORDER BY id', [orderId]);
  const downloads = async () => (await buyer.get('/api/downloads').expect(200)).body as Download[];
  const withFile = async (title: string, price: string) => {
    const up = await admin
      .post('/api/upload/digital')
      .field('uploadType', 'digital')
      .attach('file', Buffer.from('%PDF-1.4 guide'), 'guide.pdf')
      .expect(201);
    return createProduct(admin, { title, price, digitalFileUrl: up.body.file.path, digitalFileName: 'guide.pdf' });
  };

  it('refunds a whole order once: an idempotency key, the download stops, the buyer is mailed', async () => {
    const guide = await withFile('Refundable Guide', '49.99');
    const { orderId, intentId } = await paidOrder(shop, buyer, [guide.id], 49.99);
    const link = (await downloads()).find((d) => d.url.includes(`/downloads/`))!;
    expect(link).toBeDefined();

    const res = await refund(orderId).expect(200);
    expect(res.body).toEqual({
      status: 'succeeded',
      amount: '$49.99',
      message: 'Refunded $49.99 to the buyer’s card.',
    });
    const asked = shop.fake.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST');
    expect(asked).toHaveLength(1);
    expect(asked[0].idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(asked[0].form.get('amount')).toBe('4999');
    expect(asked[0].form.get('payment_intent')).toBe(intentId);

    expect(await order(orderId)).toMatchObject({
      status: 'refunded',
      refundedAmount: '$49.99',
      items: [expect.objectContaining({ refunded: true })],
    });
    expect(await downloads()).toEqual([]);
    const revoked = await buyer.get(link.url).expect(403);
    expect(revoked.body.message).toBe('This purchase was refunded, so its download is no longer available.');
    const [mail] = await waitFor(() => refundMails(orderId).length > 0 && refundMails(orderId), 10_000, 'refund mail');
    expect(mail.text()).toContain('We have refunded $49.99 for your order');
    expect(mail.text()).toContain('The downloads of what was refunded are no longer available.');

    const again = await refund(orderId).expect(409);
    expect(again.body.message).toBe('Everything in this order has already been refunded.');
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('refunds item by item: the stock of a physical item returns, the order stays paid until the last', async () => {
    const book = await createProduct(admin, {
      title: 'Paperback',
      price: '24.99',
      type: 'physical',
      inventory: 5,
    });
    const guide = await withFile('Companion Guide', '10');
    const { orderId } = await paidOrder(shop, buyer, [book.id, guide.id], 34.99);
    expect(await inventoryOf(t, book.id)).toBe(4);
    const items = (await t.dataSource.query('SELECT id, title FROM order_items WHERE order_id = $1 ORDER BY id', [
      orderId,
    ])) as { id: number; title: string }[];
    const [bookItem, guideItem] = items;

    expect((await refund(orderId, { itemIds: [999999] }).expect(400)).body.message).toBe(
      'Item 999999 is not in this order.',
    );
    expect((await refund(orderId, { itemIds: ['x'] }).expect(400)).body.message).toMatch(/item ids/i);
    expect((await refund(orderId, { itemIds: [bookItem.id] }).expect(200)).body.amount).toBe('$24.99');
    expect(await inventoryOf(t, book.id)).toBe(5);
    expect(await order(orderId)).toMatchObject({
      status: 'completed',
      refundedAmount: '$24.99',
      items: [expect.objectContaining({ refunded: true }), expect.objectContaining({ refunded: false })],
    });
    expect((await downloads()).map((d) => d.itemId)).toContain(guideItem.id);
    expect((await refund(orderId, { itemIds: [bookItem.id] }).expect(409)).body.message).toBe(
      '"Paperback" has already been refunded.',
    );

    expect((await refund(orderId).expect(200)).body.amount).toBe('$10');
    expect(await order(orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$34.99' });
    await waitFor(() => refundMails(orderId).length === 2, 10_000, 'two refund mails');
  });

  it('takes a refund made in the dashboard from its webhook once, replayed five times (two at once)', async () => {
    const guide = await withFile('Dashboard Guide', '30');
    const { orderId, intentId } = await paidOrder(shop, buyer, [guide.id], 30);
    // the owner refunds $12 in Stripe's dashboard: the money is partly back, the purchase stays
    shop.fake.makeRefund(new URLSearchParams({ payment_intent: intentId, amount: '1200' }));
    const partly = chargeRefunded(intentId, 'evt_partly');
    await Promise.all([webhook(t, partly).expect(200), webhook(t, partly).expect(200)]);
    for (let i = 0; i < 3; i++) await webhook(t, partly).expect(200);
    expect(await order(orderId)).toMatchObject({ status: 'completed', refundedAmount: '$12' });
    expect((await downloads()).some((d) => d.url.includes(`/downloads/`))).toBe(true);

    // then the rest: the whole order is refunded, its download stops
    shop.fake.makeRefund(new URLSearchParams({ payment_intent: intentId }));
    await webhook(t, chargeRefunded(intentId, 'evt_rest')).expect(200);
    await webhook(t, chargeRefunded(intentId, 'evt_rest_again')).expect(200);
    expect(await order(orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$30' });
    const rows = await refundRows(orderId);
    expect(
      rows.map((r: { amount_cents: number; source: string; status: string }) => [r.amount_cents, r.source, r.status]),
    ).toEqual([
      [1200, 'provider', 'succeeded'],
      [1800, 'provider', 'succeeded'],
    ]);
    await waitFor(() => refundMails(orderId).length === 2, 10_000, 'a mail for each refund');
    expect(
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject_key LIKE $1`, [
          `order:${orderId}:refund:%`,
        ])
      )[0].n,
    ).toBe(2);
  });

  it('a refund the webhook reports before the owner’s request is answered is settled once', async () => {
    const guide = await withFile('Raced Guide', '15');
    const { orderId, intentId } = await paidOrder(shop, buyer, [guide.id], 15);
    shop.fake.onRefund = () => webhook(t, chargeRefunded(intentId, 'evt_raced')).then(() => undefined);
    try {
      await refund(orderId).expect(200);
    } finally {
      shop.fake.onRefund = undefined;
    }
    expect(await order(orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$15' });
    expect(await refundRows(orderId)).toEqual([expect.objectContaining({ source: 'owner', status: 'succeeded' })]);
  });

  it('a refusal fails the refund and gives the items back; a lost answer is finished later, once', async () => {
    const guide = await withFile('Refused Guide', '20');
    const { orderId, intentId } = await paidOrder(shop, buyer, [guide.id], 20);
    shop.fake.makeRefund(new URLSearchParams({ payment_intent: intentId })); // refunded in the dashboard, webhook not yet
    const refused = await refund(orderId).expect(409);
    expect(refused.body.message).toMatch(
      /^The payment provider refused the refund: Charge for .* has already been refunded\.$/,
    );
    expect(await refundRows(orderId)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await order(orderId)).toMatchObject({ status: 'completed', refundedAmount: null });

    const other = await withFile('Lost Answer Guide', '8');
    const lost = await paidOrder(shop, buyer, [other.id], 8);
    shop.fake.loseRefundAnswers = 10; // the SDK's retries too
    const pending = await refund(lost.orderId).expect(200);
    shop.fake.loseRefundAnswers = 0;
    expect(pending.body.status).toBe('pending');
    expect(await order(lost.orderId)).toMatchObject({ status: 'completed', refundedAmount: null });
    const service = t.app.get(RefundsService);
    expect(await service.finishStalled(new Date())).toBe(1);
    expect(await service.finishStalled(new Date())).toBe(0);
    expect(await order(lost.orderId)).toMatchObject({ status: 'refunded', refundedAmount: '$8' });
    expect(shop.fake.refunds.filter((r) => r.payment_intent === lost.intentId)).toHaveLength(1);
  });

  it('is the owner’s only, for a paid order', async () => {
    const guide = await withFile('Guarded Guide', '5');
    const { orderId } = await paidOrder(shop, buyer, [guide.id], 5);
    await buyer.post(`/api/admin/orders/${orderId}/refunds`, {}).expect(403);
    await request(t.server).post(`/api/admin/orders/${orderId}/refunds`).send({}).expect(401);
    expect((await refund(987654).expect(404)).body.message).toBe('Order not found.');
    // an unpaid one (another guide: the one bought is the buyer's, not sold to them again)
    const unpaid = await withFile('Unpaid Guide', '5');
    await buyer.post('/api/create-payment-intent', { amount: 5, productIds: [unpaid.id] }).expect(200);
    const [{ id: pendingId }] = await t.dataSource.query(
      `SELECT id FROM orders WHERE status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    expect((await refund(pendingId).expect(409)).body.message).toBe('Only a paid order can be refunded.');
  });
});

describe('refunds with the offline test provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
  });
  afterAll(() => t.close());

  it('gives the money back at once, through the same code', async () => {
    const admin = await signedIn(t, 'admin');
    const buyer = await signedIn(t);
    const p = await createProduct(admin, { price: '12' });
    const { clientSecret } = (
      await buyer.post('/api/create-payment-intent', { amount: 12, productIds: [p.id] }).expect(200)
    ).body;
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const [{ id }] = await t.dataSource.query('SELECT id FROM orders');
    expect((await admin.post(`/api/admin/orders/${id}/refunds`, {}).expect(200)).body.status).toBe('succeeded');
    expect((await buyer.get(`/api/orders/${id}`).expect(200)).body).toMatchObject({
      status: 'refunded',
      refundedAmount: '$12',
    });
  });
});
