import sharp from 'sharp';
import request from 'supertest';
import { createPost, postBody } from '../blog/blog-helpers';
import { makeGuide } from '../automations/automation-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { resetSite, siteForm } from '../site/site-helpers';
import { signedIn, type TestClient } from '../support/client';
import {
  deletePosts,
  emptyCourses,
  makeCourseContent,
  makePostsInBulk,
  resetBlog,
  resetShop,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { readCache, settled } from '../support/read-cache';

const SITE = 'https://coach.example';

// The sitemap's addresses with their lastmod ('' where it has none)
async function sitemap(t: TestApp, query = ''): Promise<Map<string, string>> {
  const res = await request(t.server).get(`/sitemap.xml${query}`).expect(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.text).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const urls = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  expect(res.text.match(/<url>/g)?.length).toBe(urls.length);
  return new Map(urls.map(([, loc, lastmod]) => [loc, lastmod ?? '']));
}

// the SVG icon as text (supertest reads image/* types as bytes)
async function iconSvg(t: TestApp) {
  const res = await request(t.server).get('/icon.svg').buffer(true).expect(200);
  return { headers: res.headers, text: String(res.body) };
}

// What search engines and browsers read at the site's root, besides the pages: made from the
// current data on every request.
describe('the sitemap, robots.txt, the icons and the manifest', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: SITE } });
    await Promise.all([resetBlog(t), resetShop(t), resetSite(t)]);
    admin = await signedIn(t, 'admin');
  });
  afterAll(async () => {
    await resetSite(t);
    await t.close();
  });

  it('lists the pages, every published post and every product with when they changed, and follows changes', async () => {
    const live = await createPost(admin, { title: 'Live Post', published: true });
    await createPost(admin, { title: 'Queued Post', published: false });
    const product = await createProduct(admin, { title: 'Focus Planner' });
    const urls = await sitemap(t);
    // (the free guides' pages, which other suites make at the same time, are the next test's)
    expect([...urls.keys()].filter((url) => !url.startsWith(`${SITE}/free/`))).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      `${SITE}/products`,
      `${SITE}/about`,
      `${SITE}/contact`,
      `${SITE}/privacy-policy`,
      `${SITE}/terms-of-service`,
      `${SITE}/refund-policy`,
      `${SITE}/blog/live-post`,
      `${SITE}/products/focus-planner`,
    ]);
    expect(urls.get(`${SITE}/`)).toBe('');
    const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(urls.get(`${SITE}/blog/live-post`)).toMatch(ISO);
    expect(urls.get(`${SITE}/products/focus-planner`)).toMatch(ISO);

    // a post edited, another going live, a product renamed: the next read says so
    await admin
      .send(
        'put',
        `/api/admin/blog-posts/${live.id}`,
        postBody({ title: 'Live Post', excerpt: 'Edited.', published: true }),
      )
      .expect(200);
    await createPost(admin, { title: 'Second & "Live"', published: true });
    await admin.send('patch', `/api/products/${product.id}`, { title: 'Deep Focus Planner' }).expect(200);
    const after = await sitemap(t);
    // an edited post's lastmod moves on
    expect(Date.parse(after.get(`${SITE}/blog/live-post`)!)).toBeGreaterThan(
      Date.parse(urls.get(`${SITE}/blog/live-post`)!),
    );
    expect(after.has(`${SITE}/blog/second-live`)).toBe(true);
    expect(after.has(`${SITE}/products/deep-focus-planner`)).toBe(true);
    expect(after.has(`${SITE}/products/focus-planner`)).toBe(false);
  });

  it('pages through every published post, however many', async () => {
    await makePostsInBulk(t, 1200, { slug: 'bulk-#', published: true });
    // written behind the app: the sitemap kept in memory goes once the change's notice is heard
    await settled(t);
    const urls = await sitemap(t);
    expect([...urls.keys()].filter((url) => url.startsWith(`${SITE}/blog/bulk-`))).toHaveLength(1200);
    expect(new Set(urls.keys()).size).toBe(urls.size);
  });

  it('past 5,000 addresses, is an index of files of 5,000, each sent again from memory until a change', async () => {
    await makePostsInBulk(t, 4000, { slug: 'more-#', published: true });
    await settled(t);
    const index = await request(t.server).get('/sitemap.xml').expect(200);
    expect(index.text).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <sitemap><loc>${SITE}/sitemap.xml?page=1</loc></sitemap>`,
        `  <sitemap><loc>${SITE}/sitemap.xml?page=2</loc></sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
    const files = await Promise.all([1, 2].map((page) => sitemap(t, `?page=${page}`)));
    expect(files[0].size).toBe(5000);
    const all = [...files[0].keys(), ...files[1].keys()];
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((url) => /\/blog\/(bulk|more)-/.test(url))).toHaveLength(5200);
    expect(all.slice(0, 2)).toEqual([`${SITE}/`, `${SITE}/blog`]);

    // the same bytes from memory, with an ETag a crawler's If-None-Match gets a 304 for
    const again = await request(t.server).get('/sitemap.xml?page=2').expect(200);
    expect(again.text).toBe((await request(t.server).get('/sitemap.xml?page=2').expect(200)).text);
    expect(again.headers.etag).toBeDefined();
    await request(t.server).get('/sitemap.xml?page=2').set('If-None-Match', again.headers.etag).expect(304);
    expect(readCache(t).hits).toBeGreaterThan(0);
    // a post going live is in it at once
    await createPost(admin, { title: 'Newest Of All', published: true });
    expect((await sitemap(t, '?page=1')).has(`${SITE}/blog/newest-of-all`)).toBe(true);

    const past = await request(t.server).get('/sitemap.xml?page=3').expect(404);
    expect(past.body.message).toBe('The sitemap has no page 3.');
    for (const page of ['0', 'two', '1.5']) {
      const bad = await request(t.server).get(`/sitemap.xml?page=${page}`).expect(400);
      expect(bad.body.message).toBe('page must be a whole number from 1');
    }
    await deletePosts(t, ['more-%', 'newest-of-all']);
    await settled(t);
    expect(await request(t.server).get('/sitemap.xml').expect(200)).toHaveProperty(
      'text',
      expect.stringContaining('<urlset'),
    );
  });

  it('lists every free guide that is offered', async () => {
    await makeGuide(admin, { slug: 'sitemap-guide', title: 'Sitemap Guide' });
    await makeGuide(admin, { slug: 'sitemap-resting', title: 'Sitemap Resting', active: false });
    const urls = [...(await sitemap(t)).keys()];
    expect(urls).toContain(`${SITE}/free/sitemap-guide`);
    expect(urls).not.toContain(`${SITE}/free/sitemap-resting`);
  });

  it('lists every course with a published lesson, with when it or a lesson last changed', async () => {
    await emptyCourses(t);
    const course = async (title: string, lessons: { title: string; status?: 'draft' | 'published' }[]) => {
      const product = await createProduct(admin, { title, type: 'course', price: '99' });
      await makeCourseContent(t, product.id, [{ title: 'Week One', lessons }]);
      return product;
    };
    await course('Calm Leadership', [{ title: 'Welcome' }, { title: 'Not Yet', status: 'draft' }]);
    await course('Drafts Only', [{ title: 'Coming Soon', status: 'draft' }]);
    const archived = await course('Retired Course', [{ title: 'Old Lesson' }]);
    await admin.post(`/api/products/${archived.id}/archive`).expect(200);
    await createProduct(admin, { title: 'Not A Course' });

    const courses = [...(await sitemap(t))].filter(([url]) => url.startsWith(`${SITE}/courses/`));
    expect(courses).toEqual([[`${SITE}/courses/calm-leadership`, expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]]);
    await emptyCourses(t);
  });

  it('tells crawlers to keep out of the accounts, the admin and the checkout, and where the sitemap is', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /product-manager',
        'Disallow: /admin-setup',
        'Disallow: /schedule-call',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it("draws the icons from the site's initials and brand colour, and follows a change of either", async () => {
    const svg = await iconSvg(t);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.text).toContain('fill="#12355b"');
    expect(svg.text).toMatch(/>BC<\/text>/);

    const sizes = { '/apple-touch-icon.png': 180, '/icon-192.png': 192, '/icon-512.png': 512 };
    for (const [path, size] of Object.entries(sizes)) {
      const png = await request(t.server).get(path).buffer(true).expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await sharp(png.body as Buffer).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
    const ico = (await request(t.server).get('/favicon.ico').buffer(true).expect(200)).body as Buffer;
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });

    // unchanged: revalidated without a body
    const etag = svg.headers.etag;
    await request(t.server).get('/icon.svg').set('If-None-Match', etag).expect(304);

    await admin.send('put', '/api/admin/site', siteForm({ siteName: 'Jane Doe Coaching', brandColor: '#5b1237' }));
    const renamed = await iconSvg(t);
    expect(renamed.text).toContain('fill="#5b1237"');
    expect(renamed.text).toMatch(/>JD<\/text>/);
    const before = (await request(t.server).get('/icon-512.png').buffer(true)).body as Buffer;
    const [r, g, b] = (
      await sharp(before).extract({ left: 256, top: 8, width: 1, height: 1 }).raw().toBuffer()
    ).values();
    expect([r, g, b]).toEqual([0x5b, 0x12, 0x37]);
    await resetSite(t);
  });

  it('describes the site as a web app: name, colours and icons', async () => {
    const res = await request(t.server).get('/manifest.webmanifest').expect(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(res.text)).toEqual({
      name: 'Business Coach & Author',
      short_name: 'Business',
      description: expect.stringContaining('Helping founders'),
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#12355b',
      icons: [
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it("names the site's contact address for security reports (RFC 9116), and answers 404 without one", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    await admin.send('put', '/api/admin/site', siteForm({ contactEmail: 'security+web@janedoe.example' })).expect(200);
    const asked = Date.now();
    const res = await request(t.server).get('/.well-known/security.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const [contact, expires, languages, canonical, ...rest] = res.text.split('\n');
    expect([contact, languages, canonical, rest]).toEqual([
      'Contact: mailto:security+web@janedoe.example',
      'Preferred-Languages: en',
      `Canonical: ${SITE}/.well-known/security.txt`,
      [''],
    ]);
    // RFC 3339, at midnight UTC some 180 days on: within a year, as RFC 9116 asks
    const until = /^Expires: (\d{4}-\d\d-\d\dT00:00:00Z)$/.exec(expires)?.[1];
    expect(until).toBeDefined();
    const days = (Date.parse(until!) - asked) / DAY;
    expect(days).toBeGreaterThan(178);
    expect(days).toBeLessThanOrEqual(180);

    await admin.send('put', '/api/admin/site', siteForm({ contactEmail: null })).expect(200);
    const none = await request(t.server).get('/.well-known/security.txt').expect(404);
    expect(none.body.message).toBe(
      'This site publishes no security contact: its settings have no contact e-mail (Admin → Site).',
    );
  });
});
