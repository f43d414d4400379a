import { signedIn, type TestClient } from '../support/client';
import { forgetImports, makeSubscribers, resetBlog } from '../support/factories';
import type { TestApp } from '../support/test-app';
import { createPost } from '../blog/blog-helpers';
import {
  appWithPages,
  countOf,
  fixture,
  importFile,
  png,
  outcomes,
  postRows,
  substackZip,
  zipOf,
  subscriberRows,
  visit,
} from './import-helpers';

// POST /api/admin/imports with WordPress's WXR and Substack's zip
describe('importing a WordPress or Substack export', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await appWithPages();
    admin = await signedIn(t, 'admin');
  });
  beforeEach(async () => {
    await Promise.all([resetBlog(t), forgetImports(t)]);
  });
  afterAll(() => t.close());

  it('imports WordPress posts with their categories, tags, drafts and old addresses, pages and attachments left out', async () => {
    const xml = fixture('wordpress-export.xml');
    const dry = await importFile(admin, 'wordpress', xml, 'janecoaches.WordPress.2024-03-04.xml', true).expect(200);
    expect(outcomes(dry.body)).toEqual({
      'Morning Routines That Work': 'created',
      'Saying No Kindly: a Q&A on Why It’s Fine': 'created',
      'Delegation Draft': 'created',
    });
    expect(await countOf(t, 'blog_posts')).toBe(0);

    const res = await importFile(admin, 'wordpress', xml, 'janecoaches.WordPress.2024-03-04.xml').expect(200);
    expect(res.body.rows).toEqual(dry.body.rows);
    const [morning, no, draft] = await postRows(t);
    expect(morning).toMatchObject({
      slug: 'morning-routines',
      category: 'Mindset',
      published: true,
      published_at: new Date('2021-03-04T09:00:00.000Z'),
      // the attachment of its _thumbnail_id, kept as a link (WXR names it, it does not carry it)
      image_url: 'https://janecoaches.example.com/wp-content/uploads/2021/03/sunrise.png',
    });
    expect(morning.content).toContain('<p>Start with one glass of water &amp; one page of notes.</p>');
    expect(morning.content).not.toContain('wp:paragraph');
    // no category but Uncategorized: its first tag; WordPress's escaped title, term and excerpt as text
    expect(no).toMatchObject({
      slug: 'saying-no-kindly',
      title: 'Saying No Kindly: a Q&A on Why It’s Fine',
      category: 'Tips & Tricks',
      excerpt: '“No” & a smile.',
      published: true,
    });
    expect(no.content).toBe('<p>A kind no protects your yes.</p>\n<p>Say it early, say it once.</p>');
    expect(draft).toMatchObject({ slug: 'delegation-draft', category: 'General', published: false, scheduled: false });

    expect((await visit(t, '/2021/03/04/morning-routines/').expect(301)).headers.location).toBe(
      '/blog/morning-routines',
    );
    expect((await visit(t, '/?p=15').expect(301)).headers.location).toBe('/blog/saying-no-kindly');
    // the home page stays the home page; a draft's ?p= was never public
    await visit(t, '/').expect(200);
    await visit(t, '/?p=18').expect(200);
  });

  it('imports a WordPress zip with its uploads: a subdirectory install’s images and encoded addresses found', async () => {
    // a site installed at /blog, its export zipped in a folder of its own, a file name with a space
    const xml = fixture('wordpress-export.xml')
      .toString()
      .replaceAll(
        'example.com/wp-content/uploads/2021/03/sunrise.png',
        'example.com/blog/wp-content/uploads/2021/03/sun%20rise.png',
      );
    const zip = zipOf({
      'janecoaches/export.xml': Buffer.from(xml),
      'janecoaches/blog/wp-content/uploads/2021/03/sun rise.png': await png(),
    });
    const images = await countOf(t, 'uploaded_images');
    const res = await importFile(admin, 'wordpress', zip, 'export.zip').expect(200);
    expect(res.body.rows[0]).toMatchObject({ label: 'Morning Routines That Work', notes: [] });
    const [morning] = await postRows(t);
    expect(morning.image_url).toMatch(/^\/api\/uploads\/images\/[0-9a-f]{24}-4x3\.png$/);
    expect(morning.content).toContain(`<img src="${morning.image_url}" alt="Sunrise"`);
    expect(await countOf(t, 'uploaded_images')).toBe(images + 1);
  });

  it('imports a Substack zip: posts from posts.csv and their HTML, a clashing slug renamed, the list with its states', async () => {
    await createPost(admin, { title: 'Five Habits of Calm Leaders', published: true });
    await makeSubscribers(t, ['ann@example.com']);
    const zip = substackZip();
    const dry = await importFile(admin, 'substack', zip, 'export.zip', true).expect(200);
    expect(dry.body.posts).toEqual({ created: 3, renamed: 1, skipped: 0, failed: 0 });
    expect(outcomes(dry.body)).toMatchObject({
      'ann@example.com': 'skipped',
      'ben@example.com': 'created',
      'bounce@example.com': 'created',
      'not-an-address': 'failed',
    });

    const res = await importFile(admin, 'substack', zip, 'export.zip').expect(200);
    expect(res.body.posts).toEqual({ created: 3, renamed: 1, skipped: 0, failed: 0 });
    expect(res.body.subscribers).toEqual({ created: 2, renamed: 0, skipped: 1, failed: 1 });
    const renamed = res.body.rows.find((r: { outcome: string }) => r.outcome === 'renamed');
    expect(renamed).toMatchObject({
      label: 'Five Habits of Calm Leaders (Substack)',
      target: '/blog/five-habits-of-calm-leaders-2',
      notes: ['The address “five-habits-of-calm-leaders” belongs to another post here: imported under a new one.'],
    });
    const posts = await postRows(t);
    expect(posts.map((p) => [p.slug, p.published, p.audience])).toEqual([
      ['five-habits-of-calm-leaders', true, 'everyone'],
      ['the-quiet-quarter', true, 'everyone'],
      ['five-habits-of-calm-leaders-2', true, 'everyone'],
      ['draft-about-hiring', false, 'everyone'],
      // posts.csv's audience only_paid: for members here
      ['paid-pricing-workshop', true, 'members'],
    ]);
    expect(posts[1]).toMatchObject({ title: 'The Quiet Quarter', published_at: new Date('2023-10-02T12:00:00.000Z') });
    expect(posts[1].content).toContain(
      '<img src="https://substack-post-media.s3.amazonaws.com/public/images/quiet.jpg"',
    );
    expect(posts[1].content).not.toContain('<form');
    expect(await subscriberRows(t)).toEqual([
      { email: 'ann@example.com', active: true, confirmed: true, unsubscribed: false },
      { email: 'ben@example.com', active: true, confirmed: true, unsubscribed: false },
      { email: 'bounce@example.com', active: false, confirmed: false, unsubscribed: true },
    ]);
    expect((await visit(t, '/p/five-habits-of-calm-leaders').expect(301)).headers.location).toBe(
      '/blog/five-habits-of-calm-leaders-2',
    );

    const again = await importFile(admin, 'substack', zip, 'export.zip').expect(200);
    expect(again.body.posts).toEqual({ created: 0, renamed: 0, skipped: 4, failed: 0 });
    expect(await countOf(t, 'blog_posts')).toBe(5);
  });
});
