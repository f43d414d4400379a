import { newClient, signedIn, TestClient } from '../support/client';
import { makePostsInBulk, resetBlog } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { FREE_SLUG_SQL } from '../../src/modules/blog/post-slugs.repository';
import { createPost, postBody } from './blog-helpers';

describe('blog posts: admin editing and the public list', () => {
  let t: TestApp;
  let admin: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await resetBlog(t);
    admin = await signedIn(t, 'admin');
    visitor = await newClient(t);
  });
  afterAll(() => t.close());

  it('queues a post saved unpublished, derives slug and read time, and keeps it off the public list', async () => {
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(' ');
    const post = await createPost(admin, {
      title: 'Hello,   World: Again!',
      content: `<p>${words}</p>`,
      readTime: 99,
      slug: 'Not A Slug',
    });
    expect(post).toMatchObject({ slug: 'hello-world-again', published: false, scheduled: true, readTime: 3 });
    const list = await visitor.get('/api/blog-posts').expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).not.toContain(post.id);
    await visitor.get(`/api/blog-posts/${post.slug}`).expect(404);
    const next = await admin.get('/api/admin/next-post').expect(200);
    expect(next.body.nextPost.id).toBe(post.id);
    expect(next.body.queueCount).toBeGreaterThanOrEqual(1);
  });

  it('makes taken slugs unique with -2, -3', async () => {
    const a = await createPost(admin, { title: 'Same Title' });
    const b = await createPost(admin, { title: 'Same Title' });
    const c = await createPost(admin, { title: 'Same Title', slug: 'same-title' });
    expect([a.slug, b.slug, c.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    const updated = await admin
      .send('put', `/api/admin/blog-posts/${a.id}`, postBody({ title: 'Same Title' }))
      .expect(200);
    expect(updated.body.slug).toBe('same-title');
  });

  it('gives posts saved at the same moment with one title distinct slugs, none failing', async () => {
    const save = () => admin.post('/api/admin/blog-posts', postBody({ title: 'Saved Together' }));
    const saves = await Promise.all([save(), save(), save(), save()]);
    expect(saves.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const slugs = saves.map((r) => r.body.slug).sort();
    expect(slugs).toEqual(['saved-together', 'saved-together-2', 'saved-together-3', 'saved-together-4']);
  });

  it('keeps a numbered slug while the title stays, goes one past the highest suffix, and reads a title ending in a number as it is', async () => {
    const a = await createPost(admin, { title: 'Plan' });
    const b = await createPost(admin, { title: 'Plan' });
    expect([a.slug, b.slug]).toEqual(['plan', 'plan-2']);
    const kept = await admin.send('put', `/api/admin/blog-posts/${b.id}`, postBody({ title: 'Plan' })).expect(200);
    expect(kept.body.slug).toBe('plan-2');
    await admin.send('delete', `/api/admin/blog-posts/${b.id}`).expect(200);
    const after = await createPost(admin, { title: 'Plan', slug: 'plan-7' });
    expect(after.slug).toBe('plan-7'); // free, and what the client asked for
    expect((await createPost(admin, { title: 'Plan' })).slug).toBe('plan-8');
    // "Plan 2" wants plan-2 (free again), then plan-2-2
    expect((await createPost(admin, { title: 'Plan 2' })).slug).toBe('plan-2');
    expect((await createPost(admin, { title: 'Plan 2' })).slug).toBe('plan-2-2');
  });

  it('finds the next suffix on the slug-stem index, not by reading the table', async () => {
    await makePostsInBulk(t, 5000, { slug: 'topic-#-notes' });
    await t.dataSource.query('ANALYZE blog_posts');
    const plan = (await t.dataSource.query(`EXPLAIN ${FREE_SLUG_SQL}`, ['topic-42-notes', null]))
      .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('IDX_blog_posts_slug_stem');
    expect(plan).not.toContain('Seq Scan');
    expect((await createPost(admin, { title: 'Topic 42 Notes' })).slug).toBe('topic-42-notes-2');
  });

  it('requires title, excerpt and content with the spec’s message, writing nothing', async () => {
    for (const missing of ['title', 'excerpt', 'content']) {
      const res = await admin.post('/api/admin/blog-posts', postBody({ [missing]: '  ' })).expect(400);
      expect(res.body.message).toBe('Please fill in title, excerpt, and content.');
    }
    for (const empty of ['<p><br></p>', '<script>alert(1)</script>']) {
      const res = await admin.post('/api/admin/blog-posts', postBody({ content: empty })).expect(400);
      expect(res.body.message).toBe('Please fill in title, excerpt, and content.');
    }
    const bad = await admin.post('/api/admin/blog-posts', postBody({ imageUrl: 'javascript:alert(1)' })).expect(400);
    expect(bad.body.message).toBe(
      'Featured image must be an image uploaded to this site or an https:// address of at most 500 characters',
    );
  });

  it('stores content sanitised: XSS payloads come back inert, formatting stays', async () => {
    const post = await createPost(admin, {
      content:
        '<h2>Hi</h2><p onmouseover="alert(1)">x<script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">y</a>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><hr><a href="/about">z</a>' +
        '<div class="video-embed" data-provider="vimeo" data-id="76979871" onclick="alert(5)"></div>' +
        '<div class="video-embed" data-provider="evil" data-id="1"></div>',
      published: true,
    });
    expect(post.content).toBe(
      '<h2>Hi</h2><p>x</p><a>y</a><hr /><a href="/about">z</a>' +
        '<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>',
    );
    const read = await visitor.get(`/api/blog-posts/${post.slug}`).expect(200);
    expect(read.body.content).not.toMatch(/script|onerror|onmouseover|javascript:/);
    // a video alone is content
    const video = '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>';
    expect((await createPost(admin, { content: video })).content).toBe(video);
  });

  it('publishes at once when saved published, newest first in the public list', async () => {
    const first = await createPost(admin, { published: true, title: 'First live' });
    const second = await createPost(admin, { published: true, title: 'Second live' });
    expect(second).toMatchObject({ published: true, scheduled: false });
    const list = (await visitor.get('/api/blog-posts').expect(200)).body as { id: number }[];
    expect(list.findIndex((p) => p.id === second.id)).toBeLessThan(list.findIndex((p) => p.id === first.id));
  });

  it('pages the public list with limit and a cursor', async () => {
    const all = (await visitor.get('/api/blog-posts').expect(200)).body as { id: number }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const page1 = (await visitor.get('/api/blog-posts?limit=2').expect(200)).body as { id: number }[];
    const page2 = (await visitor.get(`/api/blog-posts?limit=2&before=${page1[1].id}`).expect(200)).body as {
      id: number;
    }[];
    expect([...page1, ...page2].map((p) => p.id)).toEqual(all.slice(0, 4).map((p) => p.id));
    const res = await visitor.get('/api/blog-posts?limit=500').expect(400);
    expect(res.body.message).toBe('limit must be at most 100');
  });

  it('updates a queued post and publishes it with Update & Publish; a live post stays live', async () => {
    const post = await createPost(admin);
    const updated = await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'Renamed and live', published: true }))
      .expect(200);
    expect(updated.body).toMatchObject({ title: 'Renamed and live', slug: 'renamed-and-live', published: true });
    const again = await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'Renamed and live', published: false }))
      .expect(200);
    expect(again.body.published).toBe(true);
    await admin.send('put', '/api/admin/blog-posts/999999', postBody()).expect(404);
  });

  it('deletes a post for good', async () => {
    const post = await createPost(admin, { published: true });
    await admin.send('delete', `/api/admin/blog-posts/${post.id}`).expect(200);
    await visitor.get(`/api/blog-posts/${post.slug}`).expect(404);
    const res = await admin.send('delete', `/api/admin/blog-posts/${post.id}`).expect(404);
    expect(res.body.message).toBe('Blog post not found.');
  });

  it('serves an RSS feed of the latest posts', async () => {
    const post = await createPost(admin, { published: true, title: 'Feed <worthy> & news' });
    const res = await visitor.get('/rss.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(res.text).toContain('<rss version="2.0"');
    expect(res.text).toContain('<title>Feed &lt;worthy&gt; &amp; news</title>');
    expect(res.text).toContain(`/blog/${post.slug}</link>`);
  });
});
