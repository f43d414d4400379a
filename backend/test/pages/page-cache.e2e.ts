import request from 'supertest';
import { SERVER_ENTRY } from '../../src/modules/pages';
import { makeGuide } from '../automations/automation-helpers';
import { createPost, postBody } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { resetSite, siteForm } from '../site/site-helpers';
import { signedIn, type TestClient } from '../support/client';
import {
  emptyPageContent,
  makeCourseContent,
  renameLessonBehindTheApp,
  resetBlog,
  resetShop,
} from '../support/factories';
import { captureLogs } from '../support/log-capture';
import { fromMemory, readCache, settled } from '../support/read-cache';
import { fakeSpaDir, standInEntry } from '../support/server-entry';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

// Two replicas (two whole apps) on one database, each rendering the public pages (with the stand-in
// of the SPA's server bundle, which writes the answers a page was given into it). A page for a
// visitor without a session is rendered once and kept until what it shows changes, on both; a
// signed-in visitor's page is made for them every time.
describe('public pages kept in memory', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestClient;
  const spaDir = fakeSpaDir();
  const visit = (t: TestApp, path: string) => request(t.server).get(path).expect(200);
  // both replicas show `text` at `path` to a visitor without a session, from memory the second time
  const bothShow = async (path: string, text: string) => {
    await settled(a, b);
    for (const t of [a, b]) {
      expect((await visit(t, path)).text).toContain(text);
      expect((await fromMemory(t, () => visit(t, path))).text).toContain(text);
    }
  };

  beforeAll(async () => {
    const replica = () =>
      createTestApp({ env: { SPA_DIR: spaDir }, overrides: [[SERVER_ENTRY, () => Promise.resolve(standInEntry)]] });
    [a, b] = await Promise.all([replica(), replica()]);
    await emptyPageContent(a);
    await Promise.all([resetBlog(a), resetShop(a), resetSite(a)]);
    admin = await signedIn(a, 'admin');
    await waitFor(() => readCache(a).active && readCache(b).active, 20_000, 'both replicas listening');
  });
  afterAll(async () => {
    await emptyPageContent(a);
    await resetSite(a);
    await Promise.all([a.close(), b.close()]);
  });

  it('answers a page again with the very bytes, headers and ETag, sets no cookie, and answers 304 to its ETag', async () => {
    await createPost(admin, { published: true, title: 'A Kept Page' });
    await settled(a, b);
    const first = await visit(a, '/blog');
    const again = await fromMemory(a, () => visit(a, '/blog'));
    expect(again.text).toBe(first.text);
    // the rendering is logged with its request id, as every page is; the answer kept has none
    const { date: _d, 'x-request-id': requestId, ...headers } = first.headers;
    const { date: _e, ...againHeaders } = again.headers;
    expect(requestId).toBeDefined();
    expect(againHeaders).toEqual(headers);
    expect(first.headers.etag).toBeDefined();
    for (const res of [first, again]) expect(res.headers['set-cookie']).toBeUndefined();
    const notModified = await request(a.server).get('/blog').set('If-None-Match', first.headers.etag).expect(304);
    expect(notModified.text).toBe('');
    // the other replica renders the same page with the same ETag
    expect((await visit(b, '/blog')).headers.etag).toBe(first.headers.etag);
  });

  it('shows a change to a post, a product, the site settings or a legal page on both replicas at once', async () => {
    const post = await createPost(admin, { published: true, title: 'Before The Edit' });
    await bothShow(`/blog/${post.slug}`, 'Before The Edit');
    await bothShow('/blog', 'Before The Edit');
    const edited = await admin.send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'After The Edit' }));
    expect(edited.status).toBe(200);
    await bothShow(`/blog/${edited.body.slug}`, 'After The Edit');
    // the title made a new address: the kept page of the old one is gone on both
    if (edited.body.slug !== post.slug)
      for (const t of [a, b]) await request(t.server).get(`/blog/${post.slug}`).expect(404);
    await bothShow('/blog', 'After The Edit');

    const product = await createProduct(admin, { title: 'Workbook Before' });
    await bothShow('/products', 'Workbook Before');
    await bothShow(`/products/${product.slug}`, 'Workbook Before');
    const renamed = await admin.send('patch', `/api/products/${product.id}`, { title: 'Workbook After' }).expect(200);
    await bothShow('/products', 'Workbook After');
    await bothShow(`/products/${renamed.body.slug}`, 'Workbook After');

    await bothShow('/about', '"siteName":"');
    await admin.send('put', '/api/admin/site', siteForm({ siteName: 'Renamed Coaching' })).expect(200);
    await bothShow('/about', '"siteName":"Renamed Coaching"');

    await bothShow('/privacy-policy', 'rendered /privacy-policy');
    await admin
      .send('put', '/api/admin/legal-pages/privacy-policy', { title: 'Privacy Policy', content: '<p>Kept short.</p>' })
      .expect(200);
    await bothShow('/privacy-policy', 'Kept short.');
  });

  it("shows a course's outline as it is after a change made in the database, on both replicas", async () => {
    const course = await createProduct(admin, { title: 'A Kept Course', type: 'course', price: '49' });
    const made = await makeCourseContent(a, course.id, [{ title: 'Week One', lessons: [{ title: 'First Lesson' }] }]);
    await bothShow(`/courses/${course.slug}`, 'First Lesson');
    // not through the API: the trigger of migration 1764660000000 tells both replicas
    await renameLessonBehindTheApp(a, made.lessons[0].id, 'Renamed Lesson');
    await bothShow(`/courses/${course.slug}`, 'Renamed Lesson');
  });

  it("shows a free guide's page as the owner last saved it, on both replicas; taken down, it is gone", async () => {
    const guide = await makeGuide(admin, { slug: 'kept-guide', title: 'Guide Before' });
    await bothShow('/free/kept-guide', 'Guide Before');
    const body = { slug: 'kept-guide', title: 'Guide After', productId: guide.productId };
    await admin.send('put', `/api/admin/automations/lead-magnets/${guide.id}`, body).expect(200);
    await bothShow('/free/kept-guide', 'Guide After');
    await admin.send('put', `/api/admin/automations/lead-magnets/${guide.id}`, { ...body, active: false }).expect(200);
    await settled(a, b);
    for (const t of [a, b]) await request(t.server).get('/free/kept-guide').expect(404);
  });

  it("never gives a signed-in visitor a kept page, nor a visitor without a session a signed-in visitor's page", async () => {
    const customer = await signedIn(a, 'customer');
    const { body: me } = await customer.get('/api/auth/user').expect(200);
    await settled(a, b);
    // signed in first: their page names them, and is not kept
    const theirs = await customer.get('/about').expect(200);
    expect(theirs.text).toContain(`"email":"${me.email}"`);
    const anonymous = await visit(a, '/about');
    expect(anonymous.text).toContain('getCurrentUser=null');
    expect(anonymous.text).not.toContain(me.email);
    // the page is now kept: the signed-in visitor still gets their own, made for them
    await fromMemory(a, () => visit(a, '/about'));
    const hits = readCache(a).hits;
    const again = await customer.get('/about').expect(200);
    expect(again.text).toContain(`"email":"${me.email}"`);
    expect(readCache(a).hits).toBe(hits);
    // and the admin, their own
    expect((await admin.get('/about').expect(200)).text).toContain('"role":"admin"');
  });

  it('keeps no page that is not found', async () => {
    await request(a.server).get('/no-such-page').expect(404);
    const hits = readCache(a).hits;
    await request(a.server).get('/no-such-page').expect(404);
    expect(readCache(a).hits).toBe(hits);
  });
});

// A page whose rendering fails is an error line of the request log, as before pages were kept, and
// the visitor gets the one error shape; nothing of it is kept.
describe('a public page that cannot be rendered', () => {
  it('answers 500 with the error shape, logs the request as an error, and renders again next time', async () => {
    let renders = 0;
    const failing = {
      render: () => {
        renders++;
        return Promise.reject(new Error('the server bundle broke'));
      },
    };
    const logs = captureLogs();
    const t = await createTestApp({
      env: { SPA_DIR: fakeSpaDir() },
      overrides: [[SERVER_ENTRY, () => Promise.resolve(failing)]],
      logger: logs.logger,
    });
    try {
      const res = await request(t.server).get('/about').expect(500);
      expect(res.body).toMatchObject({ statusCode: 500 });
      expect(logs.lines.some((line) => /GET \/about 500/.test(line))).toBe(true);
      await request(t.server).get('/about').expect(500);
      expect(renders).toBe(2);
    } finally {
      await t.close();
      logs.restore();
    }
  });
});
