import { signedIn, type TestClient } from '../support/client';
import { makeCourseContent } from '../support/factories';
import { userIdOf } from '../courses/course-helpers';
import { checkout, createProduct, startStripeShop, StripeShop, succeeded, webhook } from './commerce-helpers';

// "One open checkout per customer and basket", as a double-tapped Pay or two tabs send it: the
// same basket ten times at once, through the app, against the real database and the Stripe fake.
describe('one open checkout per customer and basket, at once', () => {
  let shop: StripeShop;

  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  const intentsCreated = () => shop.fake.requests.filter((r) => r.path === '/v1/payment_intents').length;
  const ordersOf = async (buyer: TestClient) =>
    (await shop.t.dataSource.query(
      'SELECT id, status, payment_intent_id AS "intentId" FROM orders WHERE user_id = $1 ORDER BY id',
      [await userIdOf(buyer)],
    )) as { id: number; status: string; intentId: string | null }[];
  const tenAtOnce = async (buyer: TestClient, productIds: number[], amount: number) => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buyer.post('/api/create-payment-intent', { amount, productIds })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    return answers.map((a) => a.body.clientSecret as string);
  };

  it('ten checkouts of the same basket at once open one order and one payment, all with its secret', async () => {
    const guide = await createProduct(shop.admin, { title: 'Pricing Guide', type: 'digital', price: '29' });
    const buyer = await signedIn(shop.t);
    const before = intentsCreated();

    const secrets = await tenAtOnce(buyer, [guide.id], 29);

    expect(new Set(secrets).size).toBe(1);
    const orders = await ordersOf(buyer);
    expect(orders).toEqual([{ id: expect.any(Number), status: 'pending', intentId: secrets[0].split('_secret_')[0] }]);
    expect(intentsCreated() - before).toBe(1);
    // one after the other, as before: the same secret again
    expect((await checkout(buyer, [guide.id], 29)).clientSecret).toBe(secrets[0]);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('a course paid after ten checkouts at once: one paid order, one enrolment', async () => {
    const course = await createProduct(shop.admin, { title: 'Calm Leadership', type: 'course', price: '199' });
    await makeCourseContent(shop.t, course.id, [{ title: 'Start', lessons: [{ title: 'Welcome' }] }]);
    const buyer = await signedIn(shop.t);

    const secrets = await tenAtOnce(buyer, [course.id], 199);
    expect(new Set(secrets).size).toBe(1);
    const intentId = secrets[0].split('_secret_')[0];
    shop.fake.intents.get(intentId)!.status = 'succeeded';
    await webhook(shop.t, succeeded(shop.fake, intentId, `evt_once_${intentId}`)).expect(200);

    expect((await ordersOf(buyer)).map((o) => o.status)).toEqual(['completed']);
    const enrolments = (await shop.t.dataSource.query(
      'SELECT count(*)::int AS n FROM course_enrolments WHERE product_id = $1',
      [course.id],
    )) as { n: number }[];
    expect(enrolments[0].n).toBe(1);
  });
});
