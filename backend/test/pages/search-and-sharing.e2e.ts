import request from 'supertest';
import { createPost } from '../blog/blog-helpers';
import { makeGuide } from '../automations/automation-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { resetSite, siteForm } from '../site/site-helpers';
import { signedIn, type TestClient } from '../support/client';
import { emptyCourses, emptyPageContent, makeCourseContent, resetBlog, resetShop } from '../support/factories';
import { fakeSpaDir, standInEntry } from '../support/server-entry';
import { createTestApp, type TestApp } from '../support/test-app';
import { SERVER_ENTRY } from '../../src/modules/pages';
import { headOf, jsonLdOf, linkOf, metaOf, titleOf } from './page-head-helpers';

const SITE = 'https://coach.example';
const page = (t: TestApp, url: string) => request(t.server).get(url);

// What a crawler or a link preview reads of a public page: its text and, in <head>, its title,
// description, canonical address, Open Graph and Twitter tags and JSON-LD, from the site's data.
describe('public pages for search and sharing', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SPA_DIR: fakeSpaDir(), PUBLIC_URL: SITE },
      overrides: [[SERVER_ENTRY, () => Promise.resolve(standInEntry)]],
    });
    // suites share the database: no page sections saved by another
    await emptyPageContent(t);
    await Promise.all([resetBlog(t), resetShop(t), resetSite(t)]);
    admin = await signedIn(t, 'admin');
  });
  // the settings back to the defaults after a test that changed them, whatever happened in it
  afterEach(() => resetSite(t));
  afterAll(async () => {
    await emptyPageContent(t);
    await t.close();
  });

  it("renders a product's page with its text, title, description, canonical address, cards and Product JSON-LD", async () => {
    const product = await createProduct(admin, {
      title: 'The Calm Leader Workbook',
      description: 'Twelve weeks of prompts for leading with clarity instead of urgency.',
      price: '24.50',
      sku: 'WB-1',
      imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'],
    });
    const res = await page(t, '/products/the-calm-leader-workbook').expect(200);
    expect(res.text).toContain('rendered /products/the-calm-leader-workbook');
    expect(res.text).toContain('"title":"The Calm Leader Workbook"');
    expect(res.text).toContain('Twelve weeks of prompts for leading with clarity instead of urgency.');
    expect(titleOf(res.text)).toBe('The Calm Leader Workbook · Business Coach & Author');
    expect(headOf(res.text)).not.toContain('Default title');
    expect(metaOf(res.text, 'description')).toBe(
      'Twelve weeks of prompts for leading with clarity instead of urgency.',
    );
    expect(linkOf(res.text, 'canonical')).toBe(`${SITE}/products/the-calm-leader-workbook`);
    expect(metaOf(res.text, 'og:type')).toBe('product');
    expect(metaOf(res.text, 'og:title')).toBe('The Calm Leader Workbook');
    expect(metaOf(res.text, 'og:url')).toBe(`${SITE}/products/the-calm-leader-workbook`);
    expect(metaOf(res.text, 'og:image')).toBe(`${SITE}/api/uploads/images/0123456789abcdef01234567.png`);
    expect(metaOf(res.text, 'product:price:amount')).toBe('24.50');
    expect(metaOf(res.text, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(res.text, 'twitter:image')).toBe(`${SITE}/api/uploads/images/0123456789abcdef01234567.png`);
    expect(jsonLdOf(res.text)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'The Calm Leader Workbook',
        sku: 'WB-1',
        image: [`${SITE}/api/uploads/images/0123456789abcdef01234567.png`],
        url: `${SITE}/products/the-calm-leader-workbook`,
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '24.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        }),
      }),
    ]);
    expect(product.id).toBeGreaterThan(0);
  });

  it('says a sold-out physical product is out of stock, and a product without a picture shows the site’s', async () => {
    await createProduct(admin, { title: 'Signed Book', type: 'physical', inventory: 0, price: '29' });
    const res = await page(t, '/products/signed-book').expect(200);
    const [ld] = jsonLdOf(res.text) as { offers: { availability: string }; image?: unknown }[];
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.image).toBeUndefined();
    expect(metaOf(res.text, 'og:image')).toBe(`${SITE}/icon-512.png`);
    expect(metaOf(res.text, 'twitter:card')).toBe('summary');
  });

  it("renders a course's page with its outline as anybody sees it, its price and Course JSON-LD", async () => {
    await emptyCourses(t);
    const product = await createProduct(admin, {
      title: 'Calm Leadership Course',
      type: 'course',
      description: 'Six weeks of short lessons for leading with clarity instead of urgency.',
      price: '199',
      imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'],
    });
    await makeCourseContent(t, product.id, [
      {
        title: 'Week One',
        lessons: [
          { title: 'Welcome', freePreview: true, bodyHtml: '<p>The welcome text for everybody.</p>' },
          { title: 'Breathing Before Meetings', bodyHtml: '<p>A secret for students only.</p>' },
          { title: 'Unfinished', status: 'draft' },
        ],
      },
      { title: 'Drafts Only', lessons: [{ title: 'Coming Soon', status: 'draft' }] },
    ]);
    const res = await page(t, '/courses/calm-leadership-course').expect(200);
    expect(res.text).toContain('rendered /courses/calm-leadership-course');
    // the anonymous answer of getCourse: published lessons only, no enrolment, no lesson's text
    const course = JSON.parse(/getCourse=(.*?)<\/div>/.exec(res.text)![1]);
    expect(course).toMatchObject({
      productId: product.id,
      slug: 'calm-leadership-course',
      title: 'Calm Leadership Course',
      price: '$199',
      priceCents: 19900,
      lessonCount: 2,
      enrolment: null,
    });
    expect(course.modules).toEqual([
      {
        id: expect.any(Number),
        title: 'Week One',
        lessons: [
          expect.objectContaining({ title: 'Welcome', freePreview: true, open: true, completed: false }),
          expect.objectContaining({
            title: 'Breathing Before Meetings',
            freePreview: false,
            open: false,
            opensAt: null,
          }),
        ],
      },
    ]);
    expect(res.text).not.toContain('A secret for students only.');
    expect(titleOf(res.text)).toBe('Calm Leadership Course · Business Coach & Author');
    expect(metaOf(res.text, 'description')).toBe(
      'Six weeks of short lessons for leading with clarity instead of urgency.',
    );
    expect(linkOf(res.text, 'canonical')).toBe(`${SITE}/courses/calm-leadership-course`);
    expect(metaOf(res.text, 'og:type')).toBe('product');
    expect(metaOf(res.text, 'og:image')).toBe(`${SITE}/api/uploads/images/0123456789abcdef01234567.png`);
    expect(metaOf(res.text, 'product:price:amount')).toBe('199.00');
    expect(jsonLdOf(res.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'Calm Leadership Course',
        description: 'Six weeks of short lessons for leading with clarity instead of urgency.',
        image: [`${SITE}/api/uploads/images/0123456789abcdef01234567.png`],
        url: `${SITE}/courses/calm-leadership-course`,
        provider: { '@type': 'Organization', name: 'Business Coach & Author', url: SITE },
        offers: {
          '@type': 'Offer',
          category: 'Paid',
          price: '199.00',
          priceCurrency: 'USD',
          url: `${SITE}/courses/calm-leadership-course`,
        },
        syllabusSections: [{ '@type': 'Syllabus', name: 'Week One' }],
      },
    ]);

    // the owner named in the settings provides it
    await admin.send('put', '/api/admin/site', siteForm()).expect(200);
    const [ld] = jsonLdOf((await page(t, '/courses/calm-leadership-course').expect(200)).text);
    expect(ld.provider).toEqual({ '@type': 'Person', name: 'Jane Doe', url: `${SITE}/about` });

    // a course without a picture shows the site's, not the shop's placeholder
    await createProduct(admin, { title: 'Plain Course', type: 'course' });
    const plain = (await page(t, '/courses/plain-course').expect(200)).text;
    expect(metaOf(plain, 'og:image')).toBe(`${SITE}/icon-512.png`);
    expect(jsonLdOf(plain)[0].image).toBeUndefined();
  });

  it('answers an unknown, archived or non-course slug at /courses/ with 404 and a head that asks not to be indexed', async () => {
    const archived = await createProduct(admin, { title: 'Retired Course', type: 'course' });
    await admin.post(`/api/products/${archived.id}/archive`).expect(200);
    await createProduct(admin, { title: 'Plain Workbook' });
    for (const url of ['/courses/no-such-course', '/courses/retired-course', '/courses/plain-workbook']) {
      const res = await page(t, url).expect(404);
      expect(metaOf(res.text, 'robots')).toBe('noindex');
      expect(linkOf(res.text, 'canonical')).toBeUndefined();
      expect(titleOf(res.text)).toBe('Courses · Business Coach & Author');
      expect(res.text).toContain('getCourse=null');
      expect(jsonLdOf(res.text)).toEqual([]);
    }
  });

  it("renders a free guide's page with its title and description; one not offered is 404, not to be indexed", async () => {
    await makeGuide(admin, { slug: 'pages-calm-guide', title: 'The Calm Guide', description: 'Ten pages on calm.' });
    await makeGuide(admin, { slug: 'pages-resting-guide', title: 'Resting', active: false });
    const res = await page(t, '/free/pages-calm-guide').expect(200);
    expect(res.text).toContain('rendered /free/pages-calm-guide');
    expect(JSON.parse(/getLeadMagnet=(.*?)<\/div>/.exec(res.text)![1])).toEqual({
      slug: 'pages-calm-guide',
      title: 'The Calm Guide',
      description: 'Ten pages on calm.',
    });
    expect(titleOf(res.text)).toBe('The Calm Guide · Business Coach & Author');
    expect(metaOf(res.text, 'description')).toBe('Ten pages on calm.');
    expect(linkOf(res.text, 'canonical')).toBe(`${SITE}/free/pages-calm-guide`);
    for (const url of ['/free/pages-resting-guide', '/free/no-such-guide']) {
      const missing = await page(t, url).expect(404);
      expect(metaOf(missing.text, 'robots')).toBe('noindex');
      expect(titleOf(missing.text)).toBe('Free guide · Business Coach & Author');
      expect(missing.text).toContain('getLeadMagnet=null');
    }
  });

  it("renders a post's page with its text, excerpt, image and BlogPosting JSON-LD", async () => {
    const post = await createPost(admin, {
      title: 'Five Habits of Calm Leaders',
      excerpt: 'What the calmest leaders do before their first meeting.',
      content: '<p>Start with <strong>one</strong> question.</p>',
      category: 'Business',
      imageUrl: 'https://images.example/habits.jpg',
      published: true,
    });
    const res = await page(t, `/blog/${post.slug}`).expect(200);
    expect(res.text).toContain('Start with <strong>one</strong> question.');
    expect(titleOf(res.text)).toBe('Five Habits of Calm Leaders · Business Coach & Author');
    expect(metaOf(res.text, 'description')).toBe('What the calmest leaders do before their first meeting.');
    expect(linkOf(res.text, 'canonical')).toBe(`${SITE}/blog/five-habits-of-calm-leaders`);
    expect(metaOf(res.text, 'og:type')).toBe('article');
    expect(metaOf(res.text, 'og:image')).toBe('https://images.example/habits.jpg');
    expect(metaOf(res.text, 'article:section')).toBe('Business');
    expect(metaOf(res.text, 'twitter:description')).toBe('What the calmest leaders do before their first meeting.');
    const [ld] = jsonLdOf(res.text);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Five Habits of Calm Leaders',
      description: 'What the calmest leaders do before their first meeting.',
      image: ['https://images.example/habits.jpg'],
      articleSection: 'Business',
      url: `${SITE}/blog/five-habits-of-calm-leaders`,
      author: { '@type': 'Organization', name: 'Business Coach & Author' },
    });
    expect(Date.parse(ld.datePublished as string)).not.toBeNaN();
  });

  it('escapes what the editors typed: in attributes, the title and JSON-LD (no script can be closed)', async () => {
    const evil = 'Evil "quoted" </script><script>alert(1)</script> & <b>';
    await createProduct(admin, { title: evil, description: `${evil} is described here at length.` });
    const listed = (await admin.get('/api/products').expect(200)).body as { title: string; slug: string }[];
    const { slug } = listed.find((p) => p.title === evil)!;
    const res = await page(t, `/products/${slug}`).expect(200);
    const head = headOf(res.text);
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('</script><script>');
    expect(head).toContain('&lt;/script&gt;');
    expect(titleOf(res.text)).toBe(`${evil} · Business Coach & Author`);
    expect(metaOf(res.text, 'og:title')).toBe(evil);
    expect(jsonLdOf(res.text)[0].name).toBe(evil);
  });

  it('names the owner as a Person on the home and About pages once the settings name them', async () => {
    expect(jsonLdOf((await page(t, '/').expect(200)).text)).toEqual([]);
    await admin.send('put', '/api/admin/site', siteForm()).expect(200);
    for (const url of ['/', '/about']) {
      const res = await page(t, url).expect(200);
      expect(jsonLdOf(res.text)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: 'Jane Doe',
          url: `${SITE}/about`,
          description: 'Clear thinking for busy founders.',
          sameAs: ['https://www.linkedin.com/in/jane-doe', 'https://janedoe.example'],
        },
      ]);
    }
    const home = (await page(t, '/').expect(200)).text;
    expect(titleOf(home)).toBe('Jane Doe Coaching');
    expect(metaOf(home, 'description')).toBe('Clear thinking for busy founders.');
    expect(linkOf(home, 'canonical')).toBe(`${SITE}/`);
    expect(titleOf((await page(t, '/about').expect(200)).text)).toBe('About · Jane Doe Coaching');
    expect(titleOf((await page(t, '/products').expect(200)).text)).toBe('Products · Jane Doe Coaching');
  });

  it("describes a page by its saved lead where the owner wrote one, else by the page's own", async () => {
    expect(metaOf((await page(t, '/blog').expect(200)).text, 'description')).toBe(
      'Practical reflections on business, growth and life, published every morning.',
    );
    await admin
      .send('put', '/api/admin/page-content', {
        page: 'blog',
        section: 'header',
        content: '<p>Notes for <em>founders</em>.</p>',
      })
      .expect(200);
    expect(metaOf((await page(t, '/blog').expect(200)).text, 'description')).toBe('Notes for founders.');
  });

  it("renders a legal page with the owner's text, its title and a description from the text", async () => {
    await admin
      .send('put', '/api/admin/legal-pages/refund-policy', {
        title: 'Refunds',
        content: '<p>Ask within <strong>30 days</strong> for your money back.</p>',
      })
      .expect(200);
    const res = await page(t, '/refund-policy').expect(200);
    expect(res.text).toContain('rendered /refund-policy');
    expect(res.text).toContain('Ask within <strong>30 days</strong> for your money back.');
    expect(titleOf(res.text)).toBe('Refunds · Business Coach & Author');
    expect(metaOf(res.text, 'description')).toBe('Ask within 30 days for your money back.');
    expect(linkOf(res.text, 'canonical')).toBe(`${SITE}/refund-policy`);
  });

  it('answers an unknown product, post or path with 404 and a head that asks not to be indexed', async () => {
    for (const url of ['/products/no-such-product', '/blog/no-such-post', '/no/such/page']) {
      const res = await page(t, url).expect(404);
      expect(metaOf(res.text, 'robots')).toBe('noindex');
      expect(linkOf(res.text, 'canonical')).toBeUndefined();
    }
    expect(titleOf((await page(t, '/products/no-such-product')).text)).toBe('Products · Business Coach & Author');
    expect(titleOf((await page(t, '/no/such/page')).text)).toBe('Page Not Found · Business Coach & Author');
  });

  it('links the icons: the uploaded favicon when there is one, the initials otherwise', async () => {
    const res = await page(t, '/contact').expect(200);
    expect(linkOf(res.text, 'icon')).toBe('/icon.svg');
    expect(metaOf(res.text, 'theme-color')).toBe('#12355b');
  });
});
