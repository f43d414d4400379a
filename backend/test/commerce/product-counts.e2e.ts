import request from 'supertest';
import { signedIn } from '../support/client';
import { makeCourseContent, markOrderRefunded, orderIdOf } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import {
  checkout,
  createProduct,
  paidTwice,
  startStripeShop,
  StripeShop,
  succeeded,
  webhook,
} from './commerce-helpers';

// Issue 28, honest numbers: a digital product's downloads and a course's students are counted from
// paid orders, not typed by the owner; the cached public reads follow each payment and refund.
describe("the products' downloads and students, counted from paid orders", () => {
  let shop: StripeShop;
  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  type Listed = { id: number; downloads: number | null; students: number | null };
  // as a visitor reads it: the answer kept in memory, dropped when an order is paid or refunded
  const shown = async (id: number) =>
    ((await request(shop.t.server).get('/api/products').expect(200)).body as Listed[]).find((p) => p.id === id)!;
  let events = 0;
  const pay = async (productIds: number[], amount: number, buyer?: Awaited<ReturnType<typeof signedIn>>) => {
    const { intentId } = await checkout(buyer ?? (await signedIn(shop.t)), productIds, amount);
    await webhook(shop.t, succeeded(shop.fake, intentId, `evt_counts_${++events}`)).expect(200);
    return intentId;
  };

  it('ignores a typed figure and counts the units of paid orders, refunds taken back', async () => {
    const guide = await createProduct(shop.admin, { title: 'Counted Guide', price: '10', downloads: 999 });
    expect(guide).toMatchObject({ downloads: 0, students: null });
    expect(await shown(guide.id)).toMatchObject({ downloads: 0 });

    // an open checkout is no download
    await checkout(await signedIn(shop.t), [guide.id], 10);
    await pay([guide.id, guide.id], 20);
    await waitFor(async () => (await shown(guide.id)).downloads === 2, undefined, 'the paid units');
    const refunded = await pay([guide.id], 10);
    await waitFor(async () => (await shown(guide.id)).downloads === 3, undefined, 'the third unit');

    await markOrderRefunded(shop.t, await orderIdOf(shop.t, refunded));
    await waitFor(async () => (await shown(guide.id)).downloads === 2, undefined, 'the refund taken back');
    // an edit cannot type it
    const edited = await shop.admin.send('patch', `/api/products/${guide.id}`, { downloads: 5000 }).expect(200);
    expect(edited.body.downloads).toBe(2);
  });

  it("counts a course's buyers once each, however often they bought it", async () => {
    const course = await createProduct(shop.admin, {
      title: 'Counted Course',
      type: 'course',
      price: '50',
      students: 3200,
    });
    expect(course).toMatchObject({ students: 0, downloads: null });
    // sold once it has a lesson out, and once to each (paying twice takes a race: paidTwice)
    await makeCourseContent(shop.t, course.id, [{ title: 'Start', lessons: [{ title: 'Welcome' }] }]);
    await paidTwice(shop, await signedIn(shop.t), course, 50);
    await pay([course.id], 50);
    await waitFor(async () => (await shown(course.id)).students === 2, undefined, 'two students');
  });
});
