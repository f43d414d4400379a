import request from 'supertest';
import { createPost } from '../blog/blog-helpers';
import { signedIn } from '../support/client';
import { fakeSpaDir, standInEntry } from '../support/server-entry';
import { createTestApp, TestApp } from '../support/test-app';
import { SERVER_ENTRY } from '../../src/modules/pages';

describe('the backend serves the built SPA with history fallback', () => {
  let t: TestApp;
  let published: string;
  let draft: string;
  beforeAll(async () => {
    const spaDir = fakeSpaDir();
    t = await createTestApp({
      env: { SPA_DIR: spaDir },
      overrides: [[SERVER_ENTRY, () => Promise.resolve(standInEntry)]],
    });
    const admin = await signedIn(t, 'admin');
    published = (await createPost(admin, { published: true })).slug;
    draft = (await createPost(admin, { published: false })).slug;
  });
  afterAll(() => t.close());

  const pages = [
    '/',
    '/blog',
    '/products',
    '/about',
    '/contact',
    '/login',
    '/account?tab=orders',
    '/checkout?amount=49&products=1,2',
    '/admin',
    '/admin-setup',
    '/product-manager',
    '/app',
    '/forgot-password',
    '/reset-password?token=abc',
    '/confirm-email?token=abc',
    '/privacy-policy',
    '/terms-of-service',
    '/refund-policy/',
    '/Blog/',
    '/ABOUT',
  ];
  it.each(pages)(
    'serves the page %s with 200: rendered in index.html, or the shell for a browser-only screen',
    async (url) => {
      const res = await request(t.server).get(url).expect(200);
      expect(res.text).toMatch(/spa-index|rendered \//);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it("tells shared caches that a signed-in visitor's page is theirs alone", async () => {
    const customer = await signedIn(t, 'customer');
    for (const url of ['/', '/blog', '/account']) {
      expect((await customer.get(url).expect(200)).headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('renders a public page with what it shows and who is signed in, and its state for hydration', async () => {
    const res = await request(t.server).get(`/blog/${published}`).expect(200);
    expect(res.text).toContain(`<div id="root">rendered /blog/${published}`);
    expect(res.text).toContain(`getBlogPost={"id":`);
    expect(res.text).toContain('getCurrentUser=null');
    expect(res.text).toContain('<script type="application/json" id="ssr-state">{}</script>');
    expect((await request(t.server).get('/login').expect(200)).text).toContain('spa-index');
  });

  it("serves a published post's address with 200, a draft's or an unknown slug's with 404", async () => {
    expect((await request(t.server).get(`/blog/${published}`).expect(200)).text).toContain('rendered');
    expect((await request(t.server).get(`/blog/${published}/`).expect(200)).text).toContain('rendered');
    const missing = [`/blog/${draft}`, '/blog/no-such-post', '/blog/%00', '/blog/%E0%A4%A', `/blog/${published}/more`];
    for (const url of missing) {
      const res = await request(t.server).get(url).expect(404);
      expect(res.text).toContain('rendered');
    }
  });

  it.each(['/no-such-page', '/no/such/page', '/products/42/reviews', '/missing.png', '/api-docs'])(
    'answers %s, which is no page of the site, with the SPA (its 404 page) and status 404',
    async (url) => {
      const res = await request(t.server).get(url).expect(404);
      expect(res.text).toContain('rendered');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await request(t.server).get('/assets/index-abc123.js').expect(200);
    expect(res.text).toContain('console.log');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files uncached and answers a missing file with 404', async () => {
    const file = await request(t.server).get('/robots-note.txt').expect(200);
    expect(file.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/assets/index-old999.js').expect(404);
  });

  it('keeps unknown /api paths as JSON 404s, not the SPA', async () => {
    const res = await request(t.server).get('/api/unknown').expect(404);
    expect(res.body.message).toBe('No API route matches GET /api/unknown.');
  });

  it('sends the security headers with pages and 404 pages, and HSTS only over https', async () => {
    for (const url of ['/', '/no-such-page']) {
      const res = await request(t.server).get(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      // the players of a course lesson's YouTube or Vimeo video, and nothing else of those hosts
      expect(res.headers['content-security-policy']).toContain(
        'frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com https://player.vimeo.com',
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await request(t.server).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  // as `make run` serves them, without nginx (e2e/tests/content-security-policy.spec.ts walks the
  // pages through nginx): the SPA's files too carry the policy, scripts from the site and Stripe only
  it("sends the policy without inline scripts with the SPA's files, its pages and Swagger UI", async () => {
    for (const url of ['/', '/login', '/no-such-page', '/assets/index-abc123.js', '/robots-note.txt', '/api/docs']) {
      const policy = (await request(t.server).get(url)).headers['content-security-policy'];
      expect([url, /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]]).toEqual([url, "'self' https://js.stripe.com"]);
      expect(policy).toContain("script-src-attr 'none'");
    }
  });

  it('still serves the API and the docs', async () => {
    await request(t.server).get('/api/health').expect(200);
    const docs = await request(t.server).get('/api/docs-json').expect(200);
    expect(docs.body.paths['/api/health'].get.operationId).toBe('getHealth');
  });
});
