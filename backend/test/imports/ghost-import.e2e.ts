import { createHash } from 'node:crypto';
import { newClient, signedIn, type TestClient } from '../support/client';
import { forgetImports, resetBlog } from '../support/factories';
import type { TestApp } from '../support/test-app';
import {
  appWithPages,
  countOf,
  fixture,
  ghostZip,
  importFile,
  outcomes,
  png,
  postRows,
  subscriberRows,
  visit,
  zipOf,
} from './import-helpers';

// POST /api/admin/imports with Ghost's export: the JSON alone, and zipped with its content/images
describe('importing a Ghost export', () => {
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

  it('reports in a dry run what it would create, skip and why, and writes nothing', async () => {
    const [outbox, images] = [await countOf(t, 'mail_outbox'), await countOf(t, 'uploaded_images')];
    const res = await importFile(
      admin,
      'ghost',
      fixture('ghost-export.json'),
      'jane.ghost.2024-03-04.json',
      true,
    ).expect(200);
    expect(res.body).toMatchObject({
      source: 'ghost',
      dryRun: true,
      posts: { created: 6, renamed: 0, skipped: 0, failed: 1 },
      subscribers: { created: 3, renamed: 0, skipped: 0, failed: 0 },
    });
    expect(outcomes(res.body)).toEqual({
      'Five Habits of Calm Leaders': 'created',
      'Pricing Your Coaching': 'created',
      "Next Month's Retreat": 'created',
      'Half an Idea': 'created',
      '': 'failed',
      "The Members' Quarterly Plan": 'created',
      'Inner Circle Notes': 'created',
      'reader.one@example.com': 'created',
      'gone@example.com': 'created',
      'bounced@example.com': 'created',
    });
    const row = (label: string) => res.body.rows.find((r: { label: string }) => r.label === label);
    expect(row('').notes).toEqual(['The post has no title.']);
    expect(row("Next Month's Retreat").notes).toEqual([
      'Scheduled in the export: imported as a draft, to be scheduled here.',
    ]);
    // the JSON alone names its image by the old site's address, which it does not carry
    expect(row('Five Habits of Calm Leaders').notes).toEqual([
      'Image /content/images/2024/03/desk.png left out: it is not in the file, and not an https:// address.',
    ]);
    expect(row('Pricing Your Coaching').notes).toEqual(['1 image not in the file: kept as links.']);
    expect(row('Inner Circle Notes').notes).toEqual([
      'For some paid tiers only in the export: imported as a draft for members, to be given its tier here.',
    ]);
    expect(row('Five Habits of Calm Leaders').target).toBe('/blog/five-habits-of-calm-leaders');
    for (const table of ['blog_posts', 'subscribers', 'import_items', 'redirects'] as const) {
      expect(await countOf(t, table)).toBe(0);
    }
    expect(await countOf(t, 'uploaded_images')).toBe(images);
    expect(await countOf(t, 'mail_outbox')).toBe(outbox);
  });

  it('imports the posts with their dates, slugs, tags, status and images, and the members with their state', async () => {
    const outbox = await countOf(t, 'mail_outbox');
    const images = await countOf(t, 'uploaded_images');
    const res = await importFile(admin, 'ghost', await ghostZip(), 'ghost-export.zip').expect(200);
    expect(res.body.posts).toEqual({ created: 6, renamed: 0, skipped: 0, failed: 1 });
    expect(res.body.subscribers).toEqual({ created: 3, renamed: 0, skipped: 0, failed: 0 });

    const [calm, pricing, retreat, half, paid, tiers] = await postRows(t);
    expect(calm).toMatchObject({
      slug: 'five-habits-of-calm-leaders',
      title: 'Five Habits of Calm Leaders',
      category: 'Leadership', // its first tag that is not Ghost's internal #hero
      published: true,
      scheduled: false,
      published_at: new Date('2024-03-04T08:00:00.000Z'),
    });
    // the image came from the zip into the site's library, in the text and as the featured image
    expect(calm.image_url).toMatch(/^\/api\/uploads\/images\/[0-9a-f]{24}-4x3\.png$/);
    // the export's own width and height kept, as the editor's pictures keep theirs
    expect(calm.content).toContain(`<img src="${calm.image_url}" alt="A tidy desk" width="2" height="2" />`);
    expect(calm.content).not.toContain('<script');
    expect(calm.content).not.toContain('__GHOST_URL__');
    expect(await countOf(t, 'uploaded_images')).toBe(images + 1);
    expect(pricing).toMatchObject({ slug: 'pricing-your-coaching', category: 'Business', published: true });
    expect(pricing.content).toContain('https://images.unsplash.com/photo-1?w=1200');
    // the scheduled post waits as a draft, out of the daily queue; so does the draft
    expect(retreat).toMatchObject({
      slug: 'next-months-retreat',
      published: false,
      scheduled: false,
      published_at: null,
    });
    expect(half).toMatchObject({ slug: 'half-an-idea', category: 'General', published: false, scheduled: false });
    expect(calm.audience).toBe('everyone');
    // a paid post stays for members; one for some tiers only waits as a draft for the owner's tier
    expect(paid).toMatchObject({ slug: 'members-quarterly-plan', published: true, audience: 'members' });
    expect(tiers).toMatchObject({ slug: 'inner-circle-notes', published: false, audience: 'members' });
    const locked = await (await newClient(t)).get('/api/blog-posts/members-quarterly-plan').expect(200);
    expect(locked.body).toMatchObject({ locked: true, content: '' });
    await visit(t, '/members-quarterly-plan/').expect(301);
    await visit(t, '/inner-circle-notes/').expect(404);

    expect(await subscriberRows(t)).toEqual([
      { email: 'bounced@example.com', active: false, confirmed: false, unsubscribed: true },
      { email: 'gone@example.com', active: false, confirmed: false, unsubscribed: true },
      { email: 'reader.one@example.com', active: true, confirmed: true, unsubscribed: false },
    ]);
    // the import's record of its readers keeps no address: the hash of each
    const kept = await t.dataSource.query<{ source_id: string }[]>(
      `SELECT source_id FROM import_items WHERE kind = 'subscriber' ORDER BY source_id`,
    );
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(kept.map((r) => r.source_id)).toEqual(
      ['reader.one@example.com', 'gone@example.com', 'bounced@example.com'].map(sha256).sort(),
    );
    // nobody was mailed: not the readers for the old posts, not the members for a confirmation
    expect(await countOf(t, 'mail_outbox')).toBe(outbox);

    const live = await admin.get('/api/blog-posts/five-habits-of-calm-leaders').expect(200);
    expect(live.body.title).toBe('Five Habits of Calm Leaders');
    const moved = await visit(t, '/five-habits-of-calm-leaders/').expect(301);
    expect(moved.headers.location).toBe('/blog/five-habits-of-calm-leaders');
    await visit(t, '/pricing-your-coaching').expect(301);
    // a draft had no public address
    await visit(t, '/half-an-idea/').expect(404);
  });

  it('brings nothing twice: a second import of the same export skips everything as already imported', async () => {
    const file = await ghostZip();
    await importFile(admin, 'ghost', file, 'ghost-export.zip').expect(200);
    const counts = {
      posts: await countOf(t, 'blog_posts'),
      subscribers: await countOf(t, 'subscribers'),
      images: await countOf(t, 'uploaded_images'),
      redirects: await countOf(t, 'redirects'),
    };
    const dry = await importFile(admin, 'ghost', file, 'ghost-export.zip', true).expect(200);
    const again = await importFile(admin, 'ghost', file, 'ghost-export.zip').expect(200);
    for (const report of [dry.body, again.body]) {
      expect(report.posts).toEqual({ created: 0, renamed: 0, skipped: 6, failed: 1 });
      expect(report.subscribers).toEqual({ created: 0, renamed: 0, skipped: 3, failed: 0 });
      for (const r of report.rows.filter((x: { outcome: string }) => x.outcome === 'skipped')) {
        expect(r.notes).toEqual(['Already imported (an earlier import of this export brought it).']);
      }
    }
    expect(dry.body.rows).toEqual(again.body.rows);
    expect({
      posts: await countOf(t, 'blog_posts'),
      subscribers: await countOf(t, 'subscribers'),
      images: await countOf(t, 'uploaded_images'),
      redirects: await countOf(t, 'redirects'),
    }).toEqual(counts);
  });

  it('reports an image the library refuses on each post naming it, leaving it unclaimed for a later try', async () => {
    const post = (id: string, title: string) => ({
      id,
      title,
      html: '<p>Words.</p><img src="__GHOST_URL__/content/images/x.png">',
      status: 'published',
    });
    const json = JSON.stringify({ db: [{ data: { posts: [post('p1', 'First'), post('p2', 'Second')] } }] });
    const zip = zipOf({ 'export.json': Buffer.from(json), 'content/images/x.png': Buffer.from('not a picture') });
    const res = await importFile(admin, 'ghost', zip, 'export.zip').expect(200);
    expect(res.body.posts.created).toBe(2);
    for (const r of res.body.rows)
      expect(r.notes).toEqual([expect.stringMatching(/^Image \/content\/images\/x\.png left out: ./)]);
    expect(await t.dataSource.query(`SELECT source_id FROM import_items WHERE kind = 'image'`)).toEqual([]);
  });

  it('fails only the item whose values the database refuses, and leaves out an image whose path is too long', async () => {
    const long = `content/images/${'a'.repeat(500)}.png`;
    const posts = [
      { id: 'x'.repeat(501), title: 'An id too long', html: '<p>Words.</p>', status: 'published' },
      { id: 'ok', title: 'Fine', html: `<p>Words.</p><img src="/${long}">`, status: 'published' },
    ];
    const json = JSON.stringify({ db: [{ data: { posts } }] });
    const zip = zipOf({ 'export.json': Buffer.from(json), [long]: await png() });
    const res = await importFile(admin, 'ghost', zip, 'export.zip').expect(200);
    expect(res.body.rows.map((r: { outcome: string; notes: string[] }) => [r.outcome, r.notes])).toEqual([
      ['failed', ['The site could not save this post: one of its values does not fit (too long, or not allowed).']],
      ['created', [expect.stringMatching(/left out: its path in the file is longer than 500 characters\.$/)]],
    ]);
    expect(await countOf(t, 'blog_posts')).toBe(1);
  });

  it('writes thousands of readers in one transaction, and skips them all the second time', async () => {
    const members = Array.from({ length: 3000 }, (_, i) => ({
      id: `m${i}`,
      email: `reader${i}@example.com`,
      subscribed: true,
      created_at: '2022-05-01T10:00:00.000Z',
    }));
    const file = Buffer.from(JSON.stringify({ db: [{ data: { posts: [], members } }] }));
    const res = await importFile(admin, 'ghost', file, 'big.json').expect(200);
    expect(res.body.subscribers).toEqual({ created: 3000, renamed: 0, skipped: 0, failed: 0 });
    // one transaction wrote every claim and every row (not one per reader)
    const writers = async (table: 'import_items' | 'subscribers') =>
      (await t.dataSource.query<{ n: string }[]>(`SELECT count(DISTINCT xmin::text) AS n FROM ${table}`))[0].n;
    expect([await writers('import_items'), await writers('subscribers')]).toEqual(['1', '1']);
    const again = await importFile(admin, 'ghost', file, 'big.json').expect(200);
    expect(again.body.subscribers).toEqual({ created: 0, renamed: 0, skipped: 3000, failed: 0 });
  });

  it('imports each post once when the same export is imported twice at the same moment', async () => {
    const file = await ghostZip();
    const images = await countOf(t, 'uploaded_images');
    const [a, b] = await Promise.all([
      importFile(admin, 'ghost', file, 'ghost-export.zip').expect(200),
      importFile(admin, 'ghost', file, 'ghost-export.zip').expect(200),
    ]);
    expect(a.body.posts.created + b.body.posts.created).toBe(6);
    expect(a.body.posts.skipped + b.body.posts.skipped).toBe(6);
    expect(a.body.subscribers.created + b.body.subscribers.created).toBe(3);
    expect(await countOf(t, 'blog_posts')).toBe(6);
    expect(await countOf(t, 'subscribers')).toBe(3);
    expect(await countOf(t, 'uploaded_images')).toBe(images + 1);
    expect(await countOf(t, 'redirects')).toBe(3);
  });
});
