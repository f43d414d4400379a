import { newClient, signedIn, type TestClient } from '../support/client';
import { makeCourseContent, makeEnrolment } from '../support/factories';
import { userIdOf } from '../courses/course-helpers';
import { checkout, createProduct, paidOrder, startStripeShop, StripeShop } from './commerce-helpers';

// A single-purchase product the customer owns is not sold to them again, and a course with no
// published lesson is not sold at all; each product type says which (the fulfilment registry).
describe('what cannot be bought: owned already, or not for sale yet', () => {
  let shop: StripeShop;

  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  const ordersOf = async (buyer: TestClient) =>
    (
      (await shop.t.dataSource.query('SELECT status FROM orders WHERE user_id = $1 ORDER BY id', [
        await userIdOf(buyer),
      ])) as { status: string }[]
    ).map((o) => o.status);
  const owned = async (buyer: TestClient) =>
    (await buyer.get('/api/account/owned-products').expect(200)).body.productIds as number[];
  const comingSoon = async (client: TestClient) =>
    (await client.get('/api/shop/coming-soon').expect(200)).body.productIds as number[];
  const courseWithLesson = async (title: string) => {
    const course = await createProduct(shop.admin, { title, type: 'course', price: '199' });
    await makeCourseContent(shop.t, course.id, [{ title: 'Start', lessons: [{ title: 'Welcome' }] }]);
    return course;
  };

  it('refuses to sell a course to its student again (409), leaving no order', async () => {
    const course = await courseWithLesson('Confident Speaking');
    const buyer = await signedIn(shop.t);
    expect(await owned(buyer)).toEqual([]);
    await paidOrder(shop, buyer, [course.id], 199);
    expect(await owned(buyer)).toEqual([course.id]);

    const again = await buyer.post('/api/create-payment-intent', { amount: 199, productIds: [course.id] });
    expect([again.status, again.body]).toEqual([
      409,
      {
        statusCode: 409,
        error: 'Conflict',
        message:
          'You already own "Confident Speaking": find it in your account (My Courses or Downloads). There is no need to buy it again.',
      },
    ]);
    expect(await ordersOf(buyer)).toEqual(['completed']);
  });

  it('a student the owner enrolled owns the course too; another product still sells to them', async () => {
    const course = await courseWithLesson('Team Rituals');
    const book = await createProduct(shop.admin, {
      title: 'Rituals Workbook',
      type: 'physical',
      price: '20',
      inventory: 5,
    });
    const student = await signedIn(shop.t);
    await makeEnrolment(shop.t, course.id, await userIdOf(student));
    expect(await owned(student)).toEqual([course.id]);
    const res = await student.post('/api/create-payment-intent', {
      amount: 219,
      productIds: [book.id, course.id],
      shippingAddress: { name: 'A B', line1: '1 Main St', city: 'Town', postalCode: '12345', country: 'US' },
    });
    expect([res.status, res.body.message]).toEqual([
      409,
      'You already own "Team Rituals": find it in your account (My Courses or Downloads). There is no need to buy it again.',
    ]);
    expect(await ordersOf(student)).toEqual([]);
  });

  it('a download bought is owned (409 again); once refunded it can be bought again', async () => {
    const guide = await createProduct(shop.admin, { title: 'Hiring Guide', type: 'digital', price: '15' });
    const buyer = await signedIn(shop.t);
    const { orderId } = await paidOrder(shop, buyer, [guide.id], 15);
    expect(await owned(buyer)).toEqual([guide.id]);
    const again = await buyer.post('/api/create-payment-intent', { amount: 15, productIds: [guide.id] });
    expect([again.status, again.body.message]).toEqual([
      409,
      'You already own "Hiring Guide": find it in your account (My Courses or Downloads). There is no need to buy it again.',
    ]);

    await shop.admin.post(`/api/admin/orders/${orderId}/refunds`, {}).expect(200);
    expect(await owned(buyer)).toEqual([]);
    await checkout(buyer, [guide.id], 15);
  });

  it('only the signed-in customer asks what they own', async () => {
    await (await newClient(shop.t)).get('/api/account/owned-products').expect(401);
  });

  it('a course with no published lesson is "coming soon": its checkout is refused until a lesson is out', async () => {
    const course = await createProduct(shop.admin, { title: 'Future Course', type: 'course', price: '99' });
    await makeCourseContent(shop.t, course.id, [{ title: 'Draft', lessons: [{ title: 'Soon', status: 'draft' }] }]);
    const visitor = await newClient(shop.t);
    expect(await comingSoon(visitor)).toContain(course.id);
    const buyer = await signedIn(shop.t);
    const res = await buyer.post('/api/create-payment-intent', { amount: 99, productIds: [course.id] });
    expect([res.status, res.body.message]).toEqual([409, '"Future Course" is coming soon: it cannot be bought yet.']);
    expect(await ordersOf(buyer)).toEqual([]);

    await makeCourseContent(shop.t, course.id, [{ title: 'Out', lessons: [{ title: 'First' }] }]);
    expect(await comingSoon(visitor)).not.toContain(course.id);
    await checkout(buyer, [course.id], 99);
    expect(await ordersOf(buyer)).toEqual(['pending']);
  });
});
