import { signedIn, type TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { checkout, createProduct, startStripeShop } from './commerce-helpers';

const PAYS = '4242424242424242';
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

interface PlanRow {
  status: string;
  instalments: number;
  total_cents: number;
  payment_method_id: string | null;
  card_last4: string | null;
}
interface InstalmentRow {
  number: number;
  amount_cents: number;
  status: string;
  due_at: Date | null;
  paid_at: Date | null;
}

// Commerce's side of payment plans: the owner offers one on a product, the shop shows it, a checkout
// in instalments charges the first and starts the plan once paid (the card kept for the next), a
// checkout given up or a refund cancels what is left. (The later instalments, their retries and
// the pause: test/payment-plans.)
describe('a product sold in instalments: its plan and its checkout', () => {
  let t: TestApp;
  let admin: TestClient;
  let buyer: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
    admin = await signedIn(t, 'admin');
  });
  beforeEach(async () => {
    buyer = await signedIn(t);
  });
  afterAll(() => t.close());

  const planOf = async (orderId: number): Promise<PlanRow | undefined> =>
    (await t.dataSource.query('SELECT * FROM payment_plans WHERE order_id = $1', [orderId]))[0];
  const scheduleOf = (orderId: number): Promise<InstalmentRow[]> =>
    t.dataSource.query(
      `SELECT i.* FROM plan_instalments i JOIN payment_plans p ON p.id = i.plan_id
        WHERE p.order_id = $1 ORDER BY i.number`,
      [orderId],
    );
  const orderOf = async (clientSecret: string) =>
    (
      await t.dataSource.query('SELECT id, status, total_cents FROM orders WHERE client_secret = $1', [clientSecret])
    )[0] as { id: number; status: string; total_cents: number };
  const pay = (client: TestClient, clientSecret: string) =>
    client.post('/api/payments/offline/confirm', { clientSecret, cardNumber: PAYS }).expect(200);
  const inPlan = (client: TestClient, productIds: number[], amount: number, extras: object = {}) =>
    client.post('/api/create-payment-intent', { amount, productIds, plan: true, ...extras });

  it('shows the owner’s plan on the product: the count, the total and each instalment', async () => {
    const course = await createProduct(admin, {
      title: 'Plan Guide',
      price: '279',
      planInstalments: 3,
      planTotal: '300',
    });
    const shown = (await buyer.get(`/api/products/${course.slug}`).expect(200)).body;
    expect(shown.plan).toEqual({
      instalments: 3,
      total: '$300',
      firstAmount: '$100',
      firstAmountCents: 10000,
      amount: '$100',
    });
    // what does not divide goes in the first
    const odd = await admin.send('patch', `/api/products/${course.id}`, { planTotal: '100' }).expect(200);
    expect(odd.body.plan).toMatchObject({ firstAmount: '$33.34', amount: '$33.33', total: '$100' });
    // both cleared: in full only
    const cleared = await admin
      .send('patch', `/api/products/${course.id}`, { planInstalments: null, planTotal: null })
      .expect(200);
    expect(cleared.body.plan).toBeNull();
  });

  it('refuses a plan that is half given, of too many instalments or too small, with the reason', async () => {
    const product = await createProduct(admin, { title: 'Plan Rules', price: '99' });
    const refused = async (body: object) =>
      (await admin.send('patch', `/api/products/${product.id}`, body).expect(400)).body.message as string | string[];
    expect(await refused({ planInstalments: 3 })).toBe(
      'A payment plan needs both the number of instalments and its total.',
    );
    expect(await refused({ planInstalments: 13, planTotal: '300' })).toBe('A payment plan has 2 to 12 instalments');
    expect(await refused({ planInstalments: 1, planTotal: '300' })).toBe('A payment plan has 2 to 12 instalments');
    expect(await refused({ planInstalments: 4, planTotal: '1.99' })).toBe(
      'With 4 instalments the plan total must be at least $2: each instalment is at least $0.50.',
    );
    expect(await refused({ planInstalments: 2, planTotal: 'soon' })).toBe(
      'Plan total must be an amount such as 297 or 297.50',
    );
    // nothing of it was saved
    expect((await buyer.get(`/api/products/${product.slug}`).expect(200)).body.plan).toBeNull();
  });

  it('charges the first instalment at checkout and starts the plan once it is paid, the card kept', async () => {
    const guide = await createProduct(admin, {
      title: 'Plan Workbook',
      price: '279',
      planInstalments: 3,
      planTotal: '300',
    });
    // the amount is the first instalment's, not the price
    expect((await inPlan(buyer, [guide.id], 279).expect(400)).body.message).toBe(
      'The amount does not match the current prices. Please go back to the products and try again.',
    );
    const { clientSecret } = (await inPlan(buyer, [guide.id], 100).expect(200)).body;
    const order = await orderOf(clientSecret);
    expect(order).toMatchObject({ status: 'pending', total_cents: 10000 });
    expect(await planOf(order.id)).toMatchObject({ status: 'pending', instalments: 3, total_cents: 30000 });

    const before = Date.now();
    await pay(buyer, clientSecret);
    expect(await orderOf(clientSecret)).toMatchObject({ status: 'completed', total_cents: 10000 });
    expect(await planOf(order.id)).toMatchObject({
      status: 'active',
      payment_method_id: 'offline_pm_pays',
      card_last4: '4242',
    });
    const schedule = await scheduleOf(order.id);
    expect(schedule.map((i) => [i.number, i.amount_cents, i.status])).toEqual([
      [1, 10000, 'paid'],
      [2, 10000, 'due'],
      [3, 10000, 'due'],
    ]);
    // a month apart from the first payment
    const [first, second, third] = schedule.map((i) => new Date(i.due_at!).getTime());
    expect(first).toBeGreaterThanOrEqual(before - 1000);
    expect(second - first).toBeGreaterThanOrEqual(28 * 24 * 3600_000);
    expect(second - first).toBeLessThanOrEqual(MONTH_MS);
    expect(third - second).toBeLessThanOrEqual(MONTH_MS);
    // the buyer has what they bought with the first payment: the order lists the plan's price
    const listed = (await buyer.get(`/api/orders/${order.id}`).expect(200)).body;
    expect(listed).toMatchObject({ status: 'completed' });
  });

  it('refuses a plan with other products, with a code, or for a product that has none', async () => {
    const planned = await createProduct(admin, {
      title: 'Planned',
      price: '120',
      planInstalments: 2,
      planTotal: '120',
    });
    const plain = await createProduct(admin, { title: 'Plain', price: '20' });
    expect((await inPlan(buyer, [planned.id, plain.id], 80).expect(400)).body.message).toBe(
      'A payment plan is for one product at a time: check out its product on its own.',
    );
    expect((await inPlan(buyer, [plain.id], 10).expect(400)).body.message).toBe('"Plain" is not sold in instalments.');
    await admin.post('/api/admin/coupons', { code: 'PLANTEN', percentOff: 10 }).expect(201);
    expect((await inPlan(buyer, [planned.id], 60, { couponCode: 'PLANTEN' }).expect(400)).body.message).toBe(
      'A code cannot be used with a payment plan.',
    );
    expect((await inPlan(buyer, [planned.id], 60, { plan: 'yes' }).expect(400)).body.message).toBe(
      'plan must be true or false',
    );
    // nothing was opened by the refusals
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM payment_plans p JOIN orders o ON o.id = p.order_id WHERE o.total_cents = 6000',
    );
    expect(n).toBe(0);
  });

  it('opens another checkout for the same product in full, and the plan given up is cancelled', async () => {
    const product = await createProduct(admin, {
      title: 'Either Way',
      price: '90',
      planInstalments: 3,
      planTotal: '90',
    });
    const inInstalments = (await inPlan(buyer, [product.id], 30).expect(200)).body.clientSecret as string;
    const planned = await orderOf(inInstalments);
    // the same basket asked again in instalments reopens the same checkout
    expect((await inPlan(buyer, [product.id], 30).expect(200)).body.clientSecret).toBe(inInstalments);
    const inFull = await checkout(buyer, [product.id], 90);
    expect(inFull.clientSecret).not.toBe(inInstalments);
    expect(await orderOf(inInstalments)).toMatchObject({ status: 'cancelled' });
    expect(await planOf(planned.id)).toMatchObject({ status: 'cancelled' });
    expect((await scheduleOf(planned.id)).map((i) => i.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await planOf((await orderOf(inFull.clientSecret)).id)).toBeUndefined();
  });

  it('refunds what was paid of a plan and cancels its later instalments', async () => {
    const product = await createProduct(admin, {
      title: 'Refunded Plan',
      price: '300',
      planInstalments: 3,
      planTotal: '300',
    });
    const { clientSecret } = (await inPlan(buyer, [product.id], 100).expect(200)).body;
    await pay(buyer, clientSecret);
    const order = await orderOf(clientSecret);
    const refund = await admin.post(`/api/admin/orders/${order.id}/refunds`, {}).expect(200);
    expect(refund.body).toMatchObject({ status: 'succeeded', amount: '$100' });
    expect(await orderOf(clientSecret)).toMatchObject({ status: 'refunded' });
    expect(await planOf(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await scheduleOf(order.id)).map((i) => i.status)).toEqual(['paid', 'cancelled', 'cancelled']);
  });
});

describe('payment plans with Stripe', () => {
  it("are checked out with the buyer's Stripe customer, the card saved for the later instalments", async () => {
    const shop = await startStripeShop();
    try {
      const product = await createProduct(shop.admin, {
        title: 'Stripe Plan',
        price: '200',
        planInstalments: 2,
        planTotal: '200',
      });
      expect((product as typeof product & { plan: object }).plan).toMatchObject({ firstAmount: '$100' });
      const buyer = await signedIn(shop.t);
      const res = await buyer
        .post('/api/create-payment-intent', { amount: 100, productIds: [product.id], plan: true })
        .expect(200);
      const intent = shop.fake.intents.get((res.body.clientSecret as string).split('_secret_')[0])!;
      expect(intent).toMatchObject({ amount: 10000, setup_future_usage: 'off_session' });
      expect(intent.customer).toMatch(/^cus_fake_/);
      const [{ provider_customer_id }] = await shop.t.dataSource.query(
        'SELECT provider_customer_id FROM payment_plans WHERE order_id = (SELECT id FROM orders WHERE payment_intent_id = $1)',
        [intent.id],
      );
      expect(provider_customer_id).toBe(intent.customer);
    } finally {
      await shop.close();
    }
  });
});
