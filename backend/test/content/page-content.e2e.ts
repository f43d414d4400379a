import { newClient, signedIn, TestClient } from '../support/client';
import { emptyPageContent } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('page content', () => {
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await emptyPageContent(t);
    admin = await signedIn(t, 'admin');
    visitor = await newClient(t);
  });
  afterAll(() => t.close());

  it('upserts a section and shows it on the public read of that page', async () => {
    await admin
      .send('put', '/api/admin/page-content', { page: 'home', section: 'hero', content: 'Welcome home' })
      .expect(200);
    const saved = await admin
      .send('put', '/api/admin/page-content', {
        page: 'home',
        section: 'hero',
        content: '<p>New <b>hero</b></p><script>x()</script>',
      })
      .expect(200);
    expect(saved.body).toEqual({ page: 'home', section: 'hero', content: '<p>New <b>hero</b></p>' });
    expect((await visitor.get('/api/page-content?page=home').expect(200)).body).toEqual([
      { page: 'home', section: 'hero', content: '<p>New <b>hero</b></p>' },
    ]);
    expect((await visitor.get('/api/page-content?page=about').expect(200)).body).toEqual([]);
    expect((await admin.get('/api/admin/page-content').expect(200)).body).toHaveLength(1);
  });

  it('accepts only the spec’s pages and sections, and safe backgrounds', async () => {
    const badPage = await admin
      .send('put', '/api/admin/page-content', { page: 'secret', section: 'hero', content: 'x' })
      .expect(400);
    expect(badPage.body.message).toBe('Page must be one of home, about, blog, products, contact');
    const badSection = await admin
      .send('put', '/api/admin/page-content', { page: 'blog', section: 'hero', content: 'x' })
      .expect(400);
    expect(badSection.body.message).toBe('Section must be one of header, description, background for the blog page');
    await admin
      .send('put', '/api/admin/page-content', {
        page: 'blog',
        section: 'background',
        content: 'linear-gradient(135deg, #14305a 0%, #0f766e 100%)',
      })
      .expect(200);
    const css = await admin
      .send('put', '/api/admin/page-content', {
        page: 'blog',
        section: 'background',
        content: 'red; } body { display:none',
      })
      .expect(400);
    expect(css.body.message).toBe(
      'A background must be an image uploaded to this site, an https:// address or a CSS gradient',
    );
    await visitor.get('/api/page-content?page=nope').expect(400);
  });

  it('is admin-only for writes', async () => {
    await visitor.send('put', '/api/admin/page-content', { page: 'home', section: 'hero', content: 'x' }).expect(401);
    const customer = await signedIn(t);
    await customer.send('put', '/api/admin/page-content', { page: 'home', section: 'hero', content: 'x' }).expect(403);
  });
});
