import { signedIn, type TestClient } from '../support/client';
import { expireCoupon, makeCourseContent } from '../support/factories';
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

// Coupons: the owner's codes with their limits, the discount computed by the server on the products
// (not the shipping), shown on the order and in the receipt; clear refusals; the last use under
// concurrency goes to one checkout; a given-up checkout gives its use back.
describe('coupons', () => {
  let shop: StripeShop;
  let t: TestApp;
  let admin: TestClient;
  let buyer: TestClient;
  let buyerEmail: string;
  let guide: { id: number };
  let course: { id: number };

  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, admin } = shop);
    ({ buyer, buyerEmail } = await buyerWithEmail(t));
    guide = await createProduct(admin, { title: 'Guide', price: '40' });
    course = await createProduct(admin, { title: 'Course', price: '60', type: 'course' });
    await makeCourseContent(t, course.id, [{ title: 'Start', lessons: [{ title: 'Welcome' }] }]);
  });
  afterAll(() => shop.close());

  const coupon = (body: object) => admin.post('/api/admin/coupons', body);
  const check = (client: TestClient, code: string, productIds: number[]) =>
    client.post('/api/coupons/check', { code, productIds });
  const start = (client: TestClient, body: object) => client.post('/api/create-payment-intent', body);

  it('lets the owner create codes, and refuses a code twice or without a kind', async () => {
    const created = await coupon({ code: 'Spring10', percentOff: 10 }).expect(201);
    expect(created.body).toMatchObject({
      code: 'Spring10',
      percentOff: 10,
      amountOff: null,
      timesUsed: 0,
      active: true,
    });
    expect((await coupon({ code: 'SPRING10', amountOff: 5 }).expect(409)).body.message).toBe(
      'The code "SPRING10" already exists.',
    );
    expect((await coupon({ code: 'BOTH', percentOff: 10, amountOff: 5 }).expect(400)).body.message).toBe(
      'Give either a percentage or an amount off.',
    );
    expect((await coupon({ code: 'x', percentOff: 10 }).expect(400)).body.message).toMatch(/3 to 40 letters/);
    expect((await coupon({ code: 'HALF', percentOff: 150 }).expect(400)).body.message).toMatch(/from 1 to 100/);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await coupon({ code: 'PAST', percentOff: 10, expiresAt: past }).expect(400)).body.message).toBe(
      'The expiry must be in the future.',
    );
    await buyer.post('/api/admin/coupons', { code: 'MINE', percentOff: 50 }).expect(403);
  });

  it('takes a null discount as one left out: 400 without a kind, never a 500', async () => {
    const kindMissing = {
      statusCode: 400,
      message: 'Give either a percentage or an amount off.',
      error: 'Bad Request',
    };
    const before = await admin.get('/api/admin/coupons').expect(200);
    for (const body of [
      { code: 'REPRO1' },
      { code: 'REPRO1', percentOff: null },
      { code: 'REPRO1', amountOff: null },
      { code: 'REPRO1', percentOff: null, amountOff: null },
    ]) {
      const res = await coupon(body);
      expect([body, res.status, res.body]).toEqual([body, 400, kindMissing]);
    }
    expect((await admin.get('/api/admin/coupons').expect(200)).body).toEqual(before.body);
    // null beside the other kind, and null limits, are "none", as a coupon reads
    const amount = await coupon({
      code: 'NULLS5',
      percentOff: null,
      amountOff: 5,
      expiresAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      minOrder: null,
      productIds: null,
    }).expect(201);
    expect(amount.body).toMatchObject({
      percentOff: null,
      amountOff: '$5',
      expiresAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      minOrder: '$0',
      productIds: null,
    });
    expect((await admin.get('/api/admin/coupons').expect(200)).body.map((c: { code: string }) => c.code)).toContain(
      'Spring10',
    );
  });

  it('takes the discount off the products at checkout, and shows it on the order and in the receipt', async () => {
    expect((await check(buyer, 'spring10', [guide.id, course.id]).expect(200)).body).toEqual({
      code: 'Spring10',
      discount: '$10',
      discountCents: 1000,
    });
    // the amount must be the one after the discount
    expect(
      (await start(buyer, { amount: 100, productIds: [guide.id, course.id], couponCode: 'spring10' }).expect(400)).body
        .message,
    ).toMatch(/amount does not match/);
    const { orderId } = await paidOrder(shop, buyer, [guide.id, course.id], 90, { couponCode: 'spring10' });
    const order = (await buyer.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order).toMatchObject({ totalAmount: '$90', coupon: { code: 'Spring10', discount: '$10' } });
    const [receipt] = await waitFor(
      () => {
        const mails = shop.smtp.mails.filter(
          (m) => m.to.includes(buyerEmail) && m.subject === `Your order #${orderId} is confirmed`,
        );
        return mails.length > 0 && mails;
      },
      10_000,
      'the receipt',
    );
    expect(receipt.text()).toContain('Discount (Spring10): -$10');
    expect(receipt.text()).toContain('Total: $90');

    // refunding the course gives back what was paid for it: $60 less its $6 share
    const [courseItem] = await t.dataSource.query(
      `SELECT id FROM order_items WHERE order_id = $1 AND title = 'Course'`,
      [orderId],
    );
    expect(
      (await admin.post(`/api/admin/orders/${orderId}/refunds`, { itemIds: [courseItem.id] }).expect(200)).body.amount,
    ).toBe('$54');
  });

  it('says why a code does not apply: unknown, expired, minimum, other products, stopped', async () => {
    const message = async (code: string, ids = [guide.id]) => (await check(buyer, code, ids).expect(400)).body.message;
    expect(await message('NOPE')).toBe('This code is not valid. Please check it and try again.');
    await coupon({ code: 'OLD', percentOff: 10, expiresAt: new Date(Date.now() + 60_000).toISOString() }).expect(201);
    // a minute and more later
    await expireCoupon(t, 'OLD');
    expect(await message('OLD')).toBe('This code has expired.');
    await coupon({ code: 'BIG', amountOff: 5, minOrder: 50 }).expect(201);
    expect(await message('BIG')).toBe('This code needs an order of at least $50.');
    expect((await check(buyer, 'BIG', [guide.id, course.id]).expect(200)).body.discount).toBe('$5');
    await coupon({ code: 'COURSES', percentOff: 20, productIds: [course.id] }).expect(201);
    expect(await message('COURSES')).toBe('This code is not valid for these products.');
    expect((await check(buyer, 'COURSES', [guide.id, course.id]).expect(200)).body.discount).toBe('$12');
    const stopped = (await coupon({ code: 'STOPPED', percentOff: 10 }).expect(201)).body;
    await admin.post(`/api/admin/coupons/${stopped.id}/deactivate`).expect(200);
    expect(await message('STOPPED')).toBe('This code is not valid. Please check it and try again.');
    expect(
      (await start(buyer, { amount: 36, productIds: [guide.id], couponCode: 'OLD' }).expect(400)).body.message,
    ).toBe('This code has expired.');
    await coupon({ code: 'FREE', percentOff: 100 }).expect(201);
    expect(
      (await start(buyer, { amount: 0.01, productIds: [guide.id], couponCode: 'FREE' }).expect(400)).body.message,
    ).toBe('With this code the total would be below $0.50, the least a card can be charged.');
  });

  it('counts uses per customer, and gives a use back when a checkout is given up', async () => {
    await coupon({ code: 'ONCE', amountOff: 5, perCustomerLimit: 1 }).expect(201);
    const other = await signedIn(t);
    await checkout(other, [guide.id], 35, { couponCode: 'ONCE' });
    // another basket closes the open checkout, and its use comes back
    await checkout(other, [course.id], 55, { couponCode: 'ONCE' });
    const [{ times_used }] = await t.dataSource.query(`SELECT times_used FROM coupons WHERE code = 'ONCE'`);
    expect(times_used).toBe(1);
    const paid = await paidOrder(shop, other, [course.id], 55, { couponCode: 'ONCE' });
    expect(paid.orderId).toBeGreaterThan(0);
    expect((await check(other, 'ONCE', [guide.id]).expect(400)).body.message).toBe('You have already used this code.');
    expect(
      (await start(other, { amount: 35, productIds: [guide.id], couponCode: 'ONCE' }).expect(400)).body.message,
    ).toBe('You have already used this code.');
  });

  it('gives the last use to one of several checkouts at once, and refuses the others clearly', async () => {
    await coupon({ code: 'LAST', amountOff: 10, usageLimit: 1 }).expect(201);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signedIn(t)));
    const answers = await Promise.all(
      buyers.map((b) => start(b, { amount: 30, productIds: [guide.id], couponCode: 'LAST' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // refused when it was already gone (400), or taken a moment before under its row lock (409)
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.message).toBe('This code has been used up.');
    }
    const [{ times_used }] = await t.dataSource.query(`SELECT times_used FROM coupons WHERE code = 'LAST'`);
    expect(times_used).toBe(1);
  });
});
