import request from 'supertest';
import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import { newClient, signedIn, type TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { createProduct, draftProduct, listOrders } from './commerce-helpers';

// Issue 28: a product can be retired (archived) and brought back; only one never bought can be
// deleted; the demo products go in one click. Issue 42: a new course is a draft until published.
describe('the life of a product: draft, archive, unarchive, delete, retire the demo products', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  type Listed = { id: number; slug: string; archived: boolean; draft: boolean; demo: boolean };
  const shop = async () =>
    ((await request(t.server).get('/api/products').expect(200)).body as Listed[]).map((p) => p.id);
  const managed = async () => (await admin.get('/api/products').expect(200)).body as Listed[];

  it('takes an archived product out of the shop, its page, the checkout, the assistant and the sitemap, and keeps its orders', async () => {
    const journal = await createProduct(admin, { title: 'Gratitude Journal', price: '15', type: 'digital' });
    const { slug } = (await admin.get('/api/products').expect(200)).body.find((p: Listed) => p.id === journal.id);
    const buyer = await signedIn(t);
    const { clientSecret } = (
      await buyer.post('/api/create-payment-intent', { amount: 15, productIds: [journal.id] }).expect(200)
    ).body;
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);

    // before: the assistant knows it (once its index has read the new product)
    await t.app.get(KnowledgeIndex).caughtUp();
    expect(
      (await (await newClient(t)).post('/api/chat', { message: 'Do you have a gratitude journal?' }).expect(200)).body
        .message,
    ).toContain('Gratitude Journal');
    const archived = await admin.post(`/api/products/${journal.id}/archive`).expect(200);
    expect(archived.body).toMatchObject({ id: journal.id, archived: true });
    expect(await shop()).not.toContain(journal.id);
    await request(t.server).get(`/api/products/${slug}`).expect(404);
    await request(t.server).get(`/products/${slug}`).expect(404);
    expect((await request(t.server).get('/sitemap.xml').expect(200)).text).not.toContain(`/products/${slug}`);
    const refused = await buyer.post('/api/create-payment-intent', { amount: 15, productIds: [journal.id] });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Some of these products are no longer available. Please go back to the products and try again.',
    ]);
    // the assistant's index has read the catalogue again
    await t.app.get(KnowledgeIndex).caughtUp();
    const chat = await newClient(t);
    const answer = await chat.post('/api/chat', { message: 'Do you have a gratitude journal?' }).expect(200);
    expect(answer.body.message).not.toContain('Gratitude Journal');
    // the admin still has it, and the buyer their order and download
    expect((await managed()).find((p) => p.id === journal.id)).toMatchObject({ archived: true });
    expect((await admin.get(`/api/products/${slug}`).expect(200)).body).toMatchObject({ archived: true });
    expect((await listOrders(buyer)).map((o) => o.status)).toEqual(['completed']);

    // archiving twice changes nothing; unarchiving puts it back
    await admin.post(`/api/products/${journal.id}/archive`).expect(200);
    expect((await admin.post(`/api/products/${journal.id}/unarchive`).expect(200)).body.archived).toBe(false);
    expect(await shop()).toContain(journal.id);
    await request(t.server).get(`/api/products/${slug}`).expect(200);
  });

  it('deletes only a product no order ever had; one in an open checkout is kept', async () => {
    const draft = await createProduct(admin, { title: 'Draft Product', price: '5' });
    await admin.send('delete', `/api/products/${draft.id}`).expect(204);
    expect((await managed()).map((p) => p.id)).not.toContain(draft.id);
    const gone = await admin.send('delete', `/api/products/${draft.id}`).expect(404);
    expect(gone.body.message).toBe('This product no longer exists.');

    const wanted = await createProduct(admin, { title: 'Wanted Product', price: '7' });
    const buyer = await signedIn(t);
    await buyer.post('/api/create-payment-intent', { amount: 7, productIds: [wanted.id] }).expect(200);
    const refused = await admin.send('delete', `/api/products/${wanted.id}`).expect(409);
    expect(refused.body.message).toBe(
      'This product is in an order or a checkout, so it cannot be deleted. Archive it instead: it leaves the shop.',
    );
    expect((await managed()).map((p) => p.id)).toContain(wanted.id);

    // only an admin
    await buyer.send('delete', `/api/products/${wanted.id}`).expect(403);
    await buyer.post(`/api/products/${wanted.id}/archive`).expect(403);
    await (await newClient(t)).post('/api/demo/retire-products').expect(401);
  });

  it('retires the demo products in one click, and "Create Demo Product" still works as the spec has it', async () => {
    const own = await createProduct(admin, { title: 'My Real Course', type: 'course', price: '99' });
    const demo = (await admin.post('/api/demo/create-product').expect(201)).body as Listed;
    expect(demo.demo).toBe(true);
    expect((await managed()).find((p) => p.id === own.id)?.demo).toBe(false);

    expect((await admin.post('/api/demo/retire-products').expect(200)).body).toEqual({ archived: 1 });
    expect(await shop()).toEqual(expect.arrayContaining([own.id]));
    expect(await shop()).not.toContain(demo.id);
    // nothing left to retire
    expect((await admin.post('/api/demo/retire-products').expect(200)).body).toEqual({ archived: 0 });
  });

  // a course whose lessons are not written yet is seen, opened and bought by nobody
  it('keeps a new course out of the shop, its pages and the checkout until it is published', async () => {
    const course = await draftProduct(admin, {
      title: 'Leading Through Change',
      type: 'course',
      price: '149',
      notifyProductUpdates: true,
    });
    expect(course).toMatchObject({ draft: true, archived: true, announcedAt: null });
    const managedOne = async () => (await managed()).find((p) => p.id === course.id);
    const { slug } = (await managedOne())!;
    expect(await shop()).not.toContain(course.id);
    await request(t.server).get(`/api/products/${slug}`).expect(404);
    await request(t.server).get(`/api/courses/${slug}`).expect(404);
    const buyer = await signedIn(t);
    await buyer.post('/api/create-payment-intent', { amount: 149, productIds: [course.id] }).expect(400);
    // an edit keeps it a draft, and the Product Updates list still hears nothing of it
    await admin.send('patch', `/api/products/${course.id}`, { price: '129', notifyProductUpdates: true }).expect(200);
    expect(await managedOne()).toMatchObject({ draft: true, archived: true, announcedAt: null });

    const published = await admin.post(`/api/products/${course.id}/unarchive`).expect(200);
    expect(published.body).toMatchObject({ draft: false, archived: false });
    expect(await shop()).toContain(course.id);
    await request(t.server).get(`/api/courses/${slug}`).expect(200);
    // archived later, it is an archived course, not a draft again
    expect((await admin.post(`/api/products/${course.id}/archive`).expect(200)).body).toMatchObject({
      draft: false,
      archived: true,
    });
  });

  it('puts a new product of another type in the shop at once', async () => {
    const workbook = await draftProduct(admin, { title: 'Calm Workbook', type: 'digital' });
    expect(workbook).toMatchObject({ draft: false, archived: false });
    expect(await shop()).toContain(workbook.id);
  });
});
