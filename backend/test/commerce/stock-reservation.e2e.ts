import { signedIn } from '../support/client';
import { makeCourseContent, takeUnitBehindTheApp } from '../support/factories';
import {
  checkout,
  createProduct,
  inventoryOf,
  listOrders,
  paymentFailed,
  startStripeShop,
  StripeShop,
  succeeded,
  webhook,
} from './commerce-helpers';

// Point 6 of issue 11: the last unit was sold twice. Units of physical goods are held from the
// start of a checkout, so a buyer who cannot have them is told before paying.
describe('stock of physical goods is reserved at checkout (Stripe SDK against the loopback fake)', () => {
  let shop: StripeShop;

  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  const intentsCreated = () =>
    shop.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

  it('sells the last unit once: of 5 buyers checking out at once, one gets a payment, four are told it is sold out', async () => {
    const book = await createProduct(shop.admin, { title: 'Last Copy', type: 'physical', price: '20', inventory: 1 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signedIn(shop.t)));
    const before = intentsCreated();
    const answers = await Promise.all(
      buyers.map((b) => b.post('/api/create-payment-intent', { amount: 20, productIds: [book.id] })),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ statusCode: 409, message: 'Sorry, "Last Copy" is sold out.' });
    }
    expect(intentsCreated() - before).toBe(1);
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
  });

  it('says how many are left when the basket asks for more', async () => {
    const mug = await createProduct(shop.admin, { title: 'Mug', type: 'physical', price: '10', inventory: 2 });
    const buyer = await signedIn(shop.t);
    const res = await buyer
      .post('/api/create-payment-intent', { amount: 30, productIds: [mug.id, mug.id, mug.id] })
      .expect(409);
    expect(res.body.message).toBe('Sorry, only 2 left of "Mug".');
    expect(await inventoryOf(shop.t, mug.id)).toBe(2);
    expect(await listOrders(buyer)).toEqual([]);
  });

  it('gives the unit back when the payment fails, and another buyer can have it', async () => {
    const book = await createProduct(shop.admin, {
      title: 'Returned Copy',
      type: 'physical',
      price: '15',
      inventory: 1,
    });
    const first = await signedIn(shop.t);
    const second = await signedIn(shop.t);
    const { intentId } = await checkout(first, [book.id], 15);
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
    await second.post('/api/create-payment-intent', { amount: 15, productIds: [book.id] }).expect(409);

    await webhook(shop.t, paymentFailed(intentId, 'evt_reserve_fail')).expect(200);
    expect(await inventoryOf(shop.t, book.id)).toBe(1);
    await checkout(second, [book.id], 15);
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
  });

  it('lowers stock once, at checkout: the paid order keeps its unit, and stock never goes below zero', async () => {
    const book = await createProduct(shop.admin, { title: 'Paid Copy', type: 'physical', price: '12', inventory: 1 });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [book.id], 12);
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_reserve_paid')).expect(200);
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_reserve_paid_again')).expect(200);
    expect((await listOrders(buyer))[0].status).toBe('completed');
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
    // the database itself refuses a negative stock
    await expect(takeUnitBehindTheApp(shop.t, book.id)).rejects.toThrow(/check constraint/);
  });

  it('takes the unit again when a failed payment is retried and succeeds, if it is still there', async () => {
    const book = await createProduct(shop.admin, {
      title: 'Retried Copy',
      type: 'physical',
      price: '11',
      inventory: 1,
    });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [book.id], 11);
    await webhook(shop.t, paymentFailed(intentId, 'evt_retry_fail')).expect(200);
    expect(await inventoryOf(shop.t, book.id)).toBe(1);
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_retry_paid')).expect(200);
    expect((await listOrders(buyer))[0].status).toBe('completed');
    expect(await inventoryOf(shop.t, book.id)).toBe(0);
  });

  it('reserves nothing for goods without stock (digital, course, consultation)', async () => {
    const guide = await createProduct(shop.admin, { title: 'Guide', type: 'digital', price: '9' });
    const course = await createProduct(shop.admin, { title: 'Course', type: 'course', price: '90' });
    // a course is sold once it has a lesson out
    await makeCourseContent(shop.t, course.id, [{ title: 'Start', lessons: [{ title: 'Welcome' }] }]);
    const buyers = await Promise.all([signedIn(shop.t), signedIn(shop.t)]);
    await Promise.all(buyers.map((b) => checkout(b, [guide.id, course.id], 99)));
    expect([await inventoryOf(shop.t, guide.id), await inventoryOf(shop.t, course.id)]).toEqual([0, 0]);
  });
});
