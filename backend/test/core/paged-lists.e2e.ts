import { CURSOR_INVALID } from '../../src/core/paging/page-query.dto';
import { account, newClient, signedIn, TestClient } from '../support/client';
import {
  backdateSubscriber,
  emptyMessagesAndImages,
  makePagedRows,
  makeSubscriber,
  resetBlog,
} from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { walk } from './paged-lists-helpers';

// Every list the site shows comes a page at a time, by keyset: page sizes, the cursor, the headers.
describe('paged lists', () => {
  let t: TestApp;
  let admin: TestClient;
  let customer: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await resetBlog(t);
    await emptyMessagesAndImages(t);
    admin = await signedIn(t, 'admin');
    const buyer = account();
    customer = await signedIn(t, 'customer', buyer);
    visitor = await newClient(t);
    await makePagedRows(t, buyer.email, 130);
  });
  afterAll(() => t.close());

  const lists = () =>
    [
      ['/api/blog-posts', visitor],
      ['/api/admin/blog-posts', admin],
      ['/api/admin/subscribers', admin],
      ['/api/admin/messages', admin],
      ['/api/uploaded-images', admin],
      ['/api/orders', customer],
    ] as const;

  it('answers 20 items by default and at most 100, and a readable 400 beyond, on every list', async () => {
    for (const [path, client] of lists()) {
      expect([path, (await client.get(path).expect(200)).body.length]).toEqual([path, 20]);
      expect([path, (await client.get(`${path}?limit=100`).expect(200)).body.length]).toEqual([path, 100]);
      const over = await client.get(`${path}?limit=101`).expect(400);
      expect(over.body.message).toBe('limit must be at most 100');
      expect((await client.get(`${path}?limit=0`).expect(400)).body.message).toBe('limit must be at least 1');
    }
  });

  it('refuses a malformed cursor with a readable 400 on every list', async () => {
    // not base64url; base64url of junk; a date that does not exist; an id beyond PostgreSQL's integer
    const february30 = Buffer.from('2025-02-30T06:00:00.000000Z_5').toString('base64url');
    const hugeId = Buffer.from('2025-02-03T06:00:00.000000Z_9999999999').toString('base64url');
    const bad = ['%%%', Buffer.from('hello').toString('base64url'), february30, hugeId];
    for (const [path, client] of lists()) {
      for (const cursor of bad) {
        const res = await client.get(`${path}?cursor=${encodeURIComponent(cursor)}`).expect(400);
        expect(res.body.message).toBe(CURSOR_INVALID);
      }
    }
  });

  it('sends list items without content; the one-post reads carry it', async () => {
    for (const [path, client] of [lists()[0], lists()[1]]) {
      const items = (await client.get(path).expect(200)).body as Record<string, unknown>[];
      expect(items.every((item) => !('content' in item))).toBe(true);
      expect(Object.keys(items[0])).toEqual(
        expect.arrayContaining(['id', 'slug', 'title', 'excerpt', 'imageUrl', 'category', 'readTime', 'createdAt']),
      );
    }
    const [card] = (await visitor.get('/api/blog-posts?limit=1').expect(200)).body;
    expect((await visitor.get(`/api/blog-posts/${card.slug}`).expect(200)).body.content).toContain('<p>');
    expect((await admin.get(`/api/admin/blog-posts/${card.id}`).expect(200)).body.content).toContain('<p>');
  });

  it('names the next page in X-Next-Cursor and Link, counts the list, and says nothing more on the last page', async () => {
    const first = await admin.get('/api/admin/subscribers?limit=100').expect(200);
    expect(first.headers['x-total-count']).toBe('130');
    expect(first.headers.link).toBe(
      `</api/admin/subscribers?limit=100&cursor=${first.headers['x-next-cursor']}>; rel="next"`,
    );
    const last = await admin.get(first.headers.link.slice(1, first.headers.link.indexOf('>'))).expect(200);
    expect(last.body).toHaveLength(30);
    expect(last.headers['x-next-cursor']).toBeUndefined();
    expect(last.headers.link).toBeUndefined();
    // the public list has no count
    expect((await visitor.get('/api/blog-posts').expect(200)).headers['x-total-count']).toBeUndefined();
  });

  it('walks every row once, newest first, while rows are added between pages', async () => {
    const before = (await t.dataSource.query('SELECT id FROM subscribers')) as { id: number }[];
    let added = 0;
    const { seen } = await walk(admin, '/api/admin/subscribers', 7, async () => {
      added++;
      await makeSubscriber(t, `new${added}@walk.example`);
      await makeSubscriber(t, `old${added}@walk.example`);
      await backdateSubscriber(t, `old${added}@walk.example`, 10);
    });
    const ids = seen.map((s) => s.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(before.map((r) => r.id)));
    // rows added above the cursor are for the next walk; older ones come in their place in this one
    expect(seen.some((s) => String(s.email).startsWith('new'))).toBe(false);
    expect(seen.filter((s) => String(s.email).startsWith('old')).length).toBeGreaterThan(0);
  });

  it("pages a customer's orders, with their items, and only theirs", async () => {
    const { seen, pages } = await walk(customer, '/api/orders', 40);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(130);
    expect(seen.every((o) => Array.isArray(o.items) && (o.items as unknown[]).length === 1)).toBe(true);
    const other = await signedIn(t, 'customer');
    expect((await other.get('/api/orders').expect(200)).headers['x-total-count']).toBe('0');
  });

  it('searches the admin lists on the server and counts the matches', async () => {
    const posts = await admin.get('/api/admin/blog-posts?search=Paged%20post%201').expect(200);
    expect(posts.headers['x-total-count']).toBe('42'); // 1, 10-19, 100-130
    const messages = await admin.get('/api/admin/messages?search=VISITOR12').expect(200);
    expect(messages.headers['x-total-count']).toBe('11'); // visitor12, visitor120-129
    const queued = await admin.get('/api/admin/blog-posts?status=queued').expect(200);
    expect(queued.headers['x-total-count']).toBe('0');
  });

  it('serves the searches from trigram indexes, not by reading whole tables', async () => {
    const plans: string[] = [];
    await t.dataSource.transaction(async (tx) => {
      // the tables here are small enough that a scan would win; the question is whether an index can serve
      await tx.query('SET LOCAL enable_seqscan = off');
      for (const sql of [
        `SELECT id FROM subscribers WHERE email ILIKE '%ada%'`,
        `SELECT id FROM blog_posts WHERE title ILIKE '%post 1%'`,
        `SELECT id FROM contact_messages WHERE name ILIKE '%vis%' OR email ILIKE '%vis%' OR subject ILIKE '%vis%'`,
      ]) {
        const rows: { 'QUERY PLAN': string }[] = await tx.query(`EXPLAIN ${sql}`);
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    });
    expect(plans[0]).toContain('IDX_subscribers_email_trgm');
    expect(plans[1]).toContain('IDX_blog_posts_title_trgm');
    expect(plans[2]).toContain('IDX_contact_messages_search_trgm');
  });
});
