import { createPost, postBody } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

// The two addresses, and others the one rule (core/http/image-url.ts) refuses.
const REFUSED = [
  '/api/uploads/../../secrets.json',
  'http://127.0.0.1:5401/',
  '/api/uploads/images/%2e%2e/secrets.json',
  'https://localhost/x.png',
  'http://images.example.com/cover.jpg',
];
const UPLOADED = '/api/uploads/images/0123456789abcdef01234567.png';
const WEB = 'https://images.example.com/cover.jpg';

describe('image addresses: one rule wherever the site takes one', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const messageOf = async (res: PromiseLike<{ status: number; body: { message: string } }>) => {
    const { status, body } = await res;
    expect(status).toBe(400);
    return body.message;
  };
  const featured =
    'Featured image must be an image uploaded to this site or an https:// address of at most 500 characters';

  it("refuses a post's featured image that is not an upload of this site or an https address", async () => {
    const post = await createPost(admin, { imageUrl: UPLOADED });
    for (const imageUrl of REFUSED) {
      expect(await messageOf(admin.post('/api/admin/blog-posts', postBody({ imageUrl })))).toBe(featured);
      expect(await messageOf(admin.send('put', `/api/admin/blog-posts/${post.id}`, postBody({ imageUrl })))).toBe(
        featured,
      );
      const draft = { title: 'Draft', excerpt: 'An excerpt.', imageUrl };
      expect(await messageOf(admin.post('/api/admin/blog-posts/mail-preview', draft))).toBe(featured);
    }
    const saved = await admin.send('put', `/api/admin/blog-posts/${post.id}`, postBody({ imageUrl: WEB })).expect(200);
    expect(saved.body.imageUrl).toBe(WEB);
    const [{ image_url }] = await t.dataSource.query('SELECT image_url FROM blog_posts WHERE id = $1', [post.id]);
    expect(image_url).toBe(WEB);
  });

  it("refuses a product's images the same way, on create and on edit", async () => {
    const message =
      'Every image must be an image uploaded to this site or an https:// address of at most 500 characters';
    const product = await createProduct(admin, { imageUrls: [UPLOADED, WEB] });
    for (const bad of REFUSED) {
      const body = {
        title: 'Cover',
        description: 'A product with a cover.',
        price: '5',
        category: 'x',
        type: 'digital',
      };
      expect(await messageOf(admin.post('/api/products', { ...body, imageUrls: [UPLOADED, bad] }))).toBe(message);
      expect(await messageOf(admin.send('patch', `/api/products/${product.id}`, { imageUrls: [bad] }))).toBe(message);
    }
    const [{ image_urls }] = await t.dataSource.query('SELECT image_urls FROM products WHERE id = $1', [product.id]);
    expect(image_urls).toEqual([UPLOADED, WEB]);
  });

  it('refuses such a page background, and still takes an upload, an https address or a gradient', async () => {
    const background = (content: string) =>
      admin.send('put', '/api/admin/page-content', { page: 'about', section: 'background', content });
    for (const bad of REFUSED) {
      expect(await messageOf(background(bad))).toBe(
        'A background must be an image uploaded to this site, an https:// address or a CSS gradient',
      );
    }
    for (const good of [UPLOADED, WEB, 'linear-gradient(135deg, #14305a 0%, #0f766e 100%)']) {
      expect((await background(good).expect(200)).body.content).toBe(good);
    }
  });

  it('drops the images of rich text whose address breaks the rule, in posts and page sections', async () => {
    const image = (src: string) => `<p><img src="${src}" /></p>`;
    const refused = REFUSED.map(image).join('');
    // a paragraph whose image went stays, empty
    const emptied = '<p></p>'.repeat(REFUSED.length);
    const post = await createPost(admin, { content: `<p>Words</p>${image(UPLOADED)}${refused}${image(WEB)}` });
    expect(post.content).toBe(`<p>Words</p>${image(UPLOADED)}${emptied}${image(WEB)}`);
    const section = await admin
      .send('put', '/api/admin/page-content', { page: 'about', section: 'bio', content: `${refused}${image(WEB)}` })
      .expect(200);
    expect(section.body.content).toBe(`${emptied}${image(WEB)}`);
  });
});
