import sharp from 'sharp';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { addSubscribers, createPost, resetBlog } from '../blog/blog-helpers';
import { createProduct, resetShop } from '../commerce/commerce-helpers';
import { newClient, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { resetSite, siteForm } from '../site/site-helpers';

describe('the admin overview counts', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await resetBlog(t);
    await resetShop(t);
    await resetSite(t);
    await t.dataSource.query('TRUNCATE contact_messages RESTART IDENTITY');
    admin = await signedIn(t, 'admin');
  });
  afterAll(async () => {
    await resetSite(t);
    await t.close();
  });

  const overview = async () => (await admin.get('/api/admin/overview').expect(200)).body as unknown;

  const NOTHING_DONE = { siteName: false, ownerPhoto: false, contactDetails: false, productImage: false };

  it('answers zeros for an empty site, with nothing of the "make it yours" checklist done', async () => {
    expect(await overview()).toEqual({
      subscribers: 0,
      messages: 0,
      posts: 0,
      publishedPosts: 0,
      products: 0,
      makeItYours: NOTHING_DONE,
    });
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

    expect(await overview()).toEqual({
      subscribers: 3,
      messages: 2,
      posts: 3,
      publishedPosts: 2,
      products: 1,
      makeItYours: NOTHING_DONE,
    });
    const lists = await Promise.all(
      ['/api/admin/subscribers', '/api/admin/messages', '/api/admin/blog-posts', '/api/products'].map(
        async (url) => ((await admin.get(url).expect(200)).body as unknown[]).length,
      ),
    );
    expect(lists).toEqual([3, 2, 3, 1]);
  });

  it('ticks each "make it yours" item once the owner has really done it', async () => {
    const checklist = async () =>
      ((await admin.get('/api/admin/overview').expect(200)).body as { makeItYours: object }).makeItYours;
    const save = (overrides: Record<string, unknown>) =>
      admin.send('put', '/api/admin/site', siteForm(overrides)).expect(200);
    const samples = { contactEmail: 'hello@example.com', contactPhone: '+1 (555) 123-4567' };

    // a new site name alone is not enough: the owner's name too
    await save({ siteName: 'Jane Doe Coaching', ownerName: null, ...samples });
    expect(await checklist()).toEqual(NOTHING_DONE);
    await save({ siteName: 'Jane Doe Coaching', ownerName: 'Jane Doe', ...samples });
    expect(await checklist()).toEqual({ ...NOTHING_DONE, siteName: true });

    // both contact details must differ from the samples (and be set)
    await save({ contactPhone: '+1 (555) 123-4567' });
    expect(await checklist()).toMatchObject({ contactDetails: false });
    await save({ contactEmail: null, contactPhone: '+44 20 7946 0958' });
    expect(await checklist()).toMatchObject({ contactDetails: false });
    await save({});
    expect(await checklist()).toMatchObject({ contactDetails: true });

    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await admin.post('/api/admin/site/images/photo').attach('image', photo, 'me.jpg').expect(201);
    expect(await checklist()).toMatchObject({ ownerPhoto: true, productImage: false });

    await createProduct(admin, { title: 'Without a picture' });
    expect(await checklist()).toMatchObject({ productImage: false });
    await createProduct(admin, { title: 'With a cover', imageUrls: ['https://images.example/cover.jpg'] });
    expect(await checklist()).toEqual({ siteName: true, ownerPhoto: true, contactDetails: true, productImage: true });

    await admin.send('delete', '/api/admin/site/images/photo').expect(200);
    expect(await checklist()).toMatchObject({ ownerPhoto: false });
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const anonymous = await newClient(t);
    expect((await anonymous.get('/api/admin/overview').expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
    const customer = await signedIn(t, 'customer');
    expect((await customer.get('/api/admin/overview').expect(403)).body.message).toBe(ADMIN_REQUIRED);
  });
});
