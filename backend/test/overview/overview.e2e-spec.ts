import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { addSubscribers, createPost, resetBlog } from '../blog/blog-helpers';
import { createProduct, resetShop } from '../commerce/commerce-helpers';
import { newClient, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

describe('the admin overview counts', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await resetBlog(t);
    await resetShop(t);
    await t.dataSource.query('TRUNCATE contact_messages RESTART IDENTITY');
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const overview = async () => (await admin.get('/api/admin/overview').expect(200)).body as unknown;

  it('answers zeros for an empty site', async () => {
    expect(await overview()).toEqual({ subscribers: 0, messages: 0, posts: 0, publishedPosts: 0, products: 0 });
  });

  it('counts what the admin lists show: every subscriber, message, post (and the published ones) and product', async () => {
    await addSubscribers(t, ['a@example.com', 'b@example.com']);
    await addSubscribers(t, ['gone@example.com'], false);
    await t.dataSource.query(
      `INSERT INTO contact_messages (name, email, subject, message)
       VALUES ('Ada', 'ada@example.com', 'other', 'A first message.'), ('Grace', 'grace@example.com', 'other', 'A second one.')`,
    );
    await createPost(admin, { published: true });
    await createPost(admin, { published: true });
    await createPost(admin, { published: false });
    await createProduct(admin);

    expect(await overview()).toEqual({ subscribers: 3, messages: 2, posts: 3, publishedPosts: 2, products: 1 });
    const lists = await Promise.all(
      ['/api/admin/subscribers', '/api/admin/messages', '/api/admin/blog-posts', '/api/products'].map(
        async (url) => ((await admin.get(url).expect(200)).body as unknown[]).length,
      ),
    );
    expect(lists).toEqual([3, 2, 3, 1]);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const anonymous = await newClient(t);
    expect((await anonymous.get('/api/admin/overview').expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
    const customer = await signedIn(t, 'customer');
    expect((await customer.get('/api/admin/overview').expect(403)).body.message).toBe(ADMIN_REQUIRED);
  });
});
