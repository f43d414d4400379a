import request from 'supertest';
import { PUBLIC_CACHE_CONTROL } from '../../src/core/http/cached-read';
import { PublishingService } from '../../src/modules/blog/publishing.service';
import { createPost } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { resetSite, siteForm } from '../site/site-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import { renameProductsAndRollBack, resetBlog, resetShop, rewritePageContentInSql } from '../support/factories';
import { fromMemory as counted, readCache as cache, settled } from '../support/read-cache';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

// Two replicas (two whole apps) on one database. The public reads are answered from each one's
// memory; a change anywhere drops them on both (NOTIFY data_changed from the writing transaction).
describe('public reads answered from memory', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestClient;
  let slug: string;
  let slugId: number;
  const TITLE = 'A cached post';
  const read = (t: TestApp, path: string) => request(t.server).get(path).expect(200);
  const fromMemory = (t: TestApp, path: string) => counted(t, () => read(t, path));
  const PATHS = () => ['/api/blog-posts?limit=2', `/api/blog-posts/${slug}`, '/api/products', '/api/site'];

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await Promise.all([resetBlog(a), resetShop(a), resetSite(a)]);
    admin = await signedIn(a, 'admin');
    for (let i = 0; i < 3; i++) ({ id: slugId, slug } = await createPost(admin, { published: true, title: TITLE }));
    await createProduct(admin, { digitalFileUrl: 'private:0f1e2d3c4b5a69788796a5b4c3d2e1f0.pdf' });
    await admin.send('put', '/api/admin/page-content', { page: 'home', section: 'hero', content: 'Hello' }).expect(200);
    await waitFor(() => cache(a).active && cache(b).active, 20_000, 'both replicas listening');
    await settled(a, b);
  });
  afterAll(async () => {
    await resetSite(a);
    await Promise.all([a.close(), b.close()]);
  });

  it('answers again with the very bytes and headers of the first answer, paging headers included', async () => {
    await settled(a, b);
    for (const path of [...PATHS(), '/api/page-content?page=home']) {
      const first = await read(a, path);
      const again = await fromMemory(a, path);
      expect(again.text).toBe(first.text);
      const { date: _d, ...headers } = first.headers;
      const { date: _e, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(headers);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.etag).toBeDefined();
    }
    const page = await fromMemory(a, '/api/blog-posts?limit=2');
    expect(page.headers['x-next-cursor']).toBeDefined();
    expect(page.headers.link).toBe(`</api/blog-posts?limit=2&cursor=${page.headers['x-next-cursor']}>; rel="next"`);
  });

  it('sets no cookie, makes no session and gives no request id, with or without the cookies of a visit', async () => {
    const sessions = async () => (await a.dataSource.query('SELECT count(*)::int AS n FROM session'))[0].n as number;
    const before = await sessions();
    const visitor = await newClient(a);
    for (const path of PATHS()) {
      for (const res of [await read(a, path), await visitor.get(path).expect(200)]) {
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(res.headers['x-request-id']).toBeUndefined();
      }
    }
    expect(await sessions()).toBe(before);
  });

  it('answers 304 to an If-None-Match naming its ETag, and 200 when the request asks for no-cache', async () => {
    for (const path of PATHS()) {
      const { etag } = (await read(a, path)).headers;
      const notModified = await request(a.server).get(path).set('If-None-Match', etag).expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['content-type']).toBeUndefined();
      await request(a.server).get(path).set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(200);
    }
  });

  it('gives a signed-in visitor the public answer of a list, and an admin the products as an admin sees them', async () => {
    const customer = await signedIn(a);
    for (const path of PATHS()) expect((await customer.get(path).expect(200)).text).toBe((await read(a, path)).text);
    const ownView = await admin.get('/api/products').expect(200);
    expect(ownView.body[0].digitalFileUrl).toMatch(/^private:/);
    expect(ownView.headers['cache-control']).toBe('private, no-cache');
    const publicView = await fromMemory(a, '/api/products');
    expect(publicView.body[0].digitalFileUrl).toBeNull();
  });

  it('shows an admin change at once on the replica that made it and, once it hears of it, on the other', async () => {
    const seen = async (t: TestApp, path: string, check: (body: never) => boolean) =>
      check((await read(t, path)).body as never);
    for (const [what, path, write, check] of changes()) {
      await settled(a, b);
      for (const t of [a, b]) {
        await read(t, path);
        await fromMemory(t, path);
      }
      await write();
      expect(await seen(a, path, check)).toBe(true);
      await waitFor(() => seen(b, path, check), 20_000, `B to show ${what}`);
    }
  });

  it('shows a post published by the daily publication, which no request made', async () => {
    const queued = await createPost(admin, { published: false, title: 'Due at six' });
    const path = '/api/blog-posts?limit=2';
    for (const t of [a, b]) for (let i = 0; i < 2; i++) await read(t, path);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    inTwoDays.setUTCHours(6, 30);
    expect((await b.app.get(PublishingService).publishDue(inTwoDays))?.id).toBe(queued.id);
    for (const t of [a, b]) {
      await waitFor(async () => (await read(t, path)).body[0].title === 'Due at six', 20_000, 'the published post');
    }
  });

  it("hears of a change made behind the app's back, in SQL", async () => {
    const path = '/api/page-content?page=home';
    for (const t of [a, b]) for (let i = 0; i < 2; i++) await read(t, path);
    await rewritePageContentInSql(a, 'home', 'Written in SQL');
    for (const t of [a, b]) {
      await waitFor(async () => (await read(t, path)).body[0].content === 'Written in SQL', 20_000, 'the change');
    }
  });

  it('keeps its answers when a change is rolled back: nobody hears of it', async () => {
    const path = '/api/products';
    await settled(a);
    await read(a, path);
    const heard = cache(a).notifications;
    await renameProductsAndRollBack(a);
    await a.dataSource.query(`NOTIFY data_changed, 'a marker'`);
    await waitFor(() => cache(a).notifications > heard, 20_000, 'the marker');
    expect(cache(a).notifications).toBe(heard + 1);
    expect((await fromMemory(a, path)).body[0].title).toBe('Workbook');
  });

  // what the admin changes, where it shows, and how to tell it shows
  function changes(): [string, string, () => Promise<unknown>, (body: never) => boolean][] {
    const titles = (body: { title: string }[]) => body.map((p) => p.title);
    let postId: number;
    return [
      [
        'a new post',
        '/api/blog-posts?limit=2',
        async () => (postId = (await createPost(admin, { published: true, title: 'Brand new' })).id),
        (body: { title: string }[]) => titles(body)[0] === 'Brand new',
      ],
      [
        'an edited post',
        '/api/blog-posts?limit=2',
        () => admin.send('put', `/api/admin/blog-posts/${postId}`, { ...editedPost(), title: 'Edited' }).expect(200),
        (body: { title: string }[]) => titles(body)[0] === 'Edited',
      ],
      [
        'the post read by its slug',
        `/api/blog-posts/${slug}`,
        () =>
          admin
            .send('put', `/api/admin/blog-posts/${slugId}`, { ...editedPost(), title: TITLE, excerpt: 'New excerpt' })
            .expect(200),
        (body: { excerpt: string }) => body.excerpt === 'New excerpt',
      ],
      [
        'a deleted post',
        '/api/blog-posts?limit=2',
        () => admin.send('delete', `/api/admin/blog-posts/${postId}`).expect(200),
        (body: { title: string }[]) => !titles(body).includes('Edited'),
      ],
      [
        'a queued post published now',
        '/api/blog-posts?limit=2',
        async () => {
          await createPost(admin, { published: false, title: 'From the queue' });
          await admin.post('/api/admin/publish-next').expect(200);
        },
        (body: { title: string }[]) => titles(body)[0] === 'From the queue',
      ],
      [
        'an edited product',
        '/api/products',
        async () => {
          const [product] = (await read(a, '/api/products')).body as { id: number }[];
          await admin.send('patch', `/api/products/${product.id}`, { price: '59.00' }).expect(200);
        },
        (body: { price: string }[]) => body[0].price === '$59',
      ],
      [
        'page content',
        '/api/page-content?page=home',
        () =>
          admin
            .send('put', '/api/admin/page-content', { page: 'home', section: 'hero', content: 'Welcome' })
            .expect(200),
        (body: { content: string }[]) => body.some((s) => s.content === 'Welcome'),
      ],
      [
        'the site settings',
        '/api/site',
        () => admin.send('put', '/api/admin/site', siteForm({ siteName: 'Renamed' })).expect(200),
        (body: { siteName: string }) => body.siteName === 'Renamed',
      ],
    ];
  }

  function editedPost() {
    return {
      category: 'Business',
      excerpt: 'A short excerpt for the card.',
      content: '<p>Some words.</p>',
      imageUrl: '',
      slug: '',
      published: true,
      readTime: 1,
    };
  }
});
