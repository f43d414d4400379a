import { makeSubscribers, resetBlog } from '../support/factories';
import { signedIn, type TestClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';
import { makeTier } from '../members-only/members-helpers';
import { createPost, deliveryStatuses, postBody } from './blog-helpers';

const REQUIRED = 'Please fill in title, excerpt, and content.';
const MINUTE = 60_000;
const minutesAhead = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);

// Only a draft (neither live, queued nor dated) may be half-written: what goes live, or waits to, was
// saved whole. A draft stays a draft on a plain save; "Add to Queue" (published=false) queues it.
describe('what only a draft may be', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await resetBlog(t);
    await makeSubscribers(t, ['ana@example.com']);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const blank = { title: '', excerpt: '', content: '<p><br></p>' };
  const read = async (id: number) => (await admin.get(`/api/admin/blog-posts/${id}`).expect(200)).body;
  const revisions = async (id: number) =>
    (await admin.get(`/api/admin/blog-posts/${id}/revisions`).expect(200)).body as { number: number; kind: string }[];
  const newDraft = async (fields: Record<string, unknown> = {}) =>
    (await admin.post('/api/admin/blog-posts/autosave', { ...blank, ...fields }).expect(201)).body as {
      id: number;
      version: number;
    };

  it('keeps a queued, a dated and a live post as saved on an autosave, the autosave a revision only', async () => {
    const queued = await createPost(admin, { title: 'Queued whole' });
    const dated = await createPost(admin, { title: 'Dated whole', publishAt: minutesAhead(30).toISOString() });
    const live = await createPost(admin, { title: 'Live whole', published: true });
    for (const post of [queued, dated, live]) {
      const before = await read(post.id);
      const res = await admin
        .send('put', `/api/admin/blog-posts/${post.id}/autosave`, { ...blank, version: before.version })
        .expect(200);
      expect(res.body).toMatchObject({ title: post.title, content: post.content, version: before.version });
      expect(await read(post.id)).toMatchObject({
        title: post.title,
        excerpt: before.excerpt,
        content: post.content,
        published: before.published,
        scheduled: before.scheduled,
        publishAt: before.publishAt,
        version: before.version,
      });
      expect((await revisions(post.id)).map((r) => r.kind)).toEqual(['autosave', 'save']);
    }
  });

  it('refuses to restore a blank revision onto a queued or a live post, which stay as they were', async () => {
    for (const published of [false, true]) {
      // a draft half-written, then saved whole (queued, or published)
      const draft = await newDraft();
      const whole = postBody({ title: `Whole at last ${published}`, published, version: draft.version });
      await admin.send('put', `/api/admin/blog-posts/${draft.id}`, whole).expect(200);
      const res = await admin.post(`/api/admin/blog-posts/${draft.id}/revisions/1/restore`).expect(400);
      expect(res.body.message).toBe(REQUIRED);
      expect(await read(draft.id)).toMatchObject({ title: whole.title, published, scheduled: !published, version: 2 });
      expect((await revisions(draft.id)).map((r) => r.kind)).toEqual(['save', 'autosave']);
    }
  });

  it('restores a revision onto a live post: it stays live and nothing is mailed again', async () => {
    const post = await createPost(admin, { title: 'Live first', content: '<p>First</p>', published: true });
    await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'Live second', published: undefined }))
      .expect(200);
    // the mails queued so far, whatever became of them since
    const mails = async () => Object.values(await deliveryStatuses(t)).reduce((sum, n) => sum + n, 0);
    const before = await mails();
    const restored = await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).expect(200);
    expect(restored.body).toMatchObject({ title: 'Live first', content: '<p>First</p>', published: true });
    expect(await read(post.id)).toMatchObject({ published: true, title: 'Live first' });
    expect(await mails()).toBe(before);
  });

  it('refuses to restore a revision whose membership tier is gone (400), changing nothing', async () => {
    const tier = await makeTier(t, admin, 'Gone Circle', { rank: 1 });
    const post = await createPost(admin, { title: 'For the circle', audience: 'tier', audienceTierId: tier.id });
    await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'For everyone', audience: 'everyone' }))
      .expect(200);
    await t.dataSource.query('DELETE FROM membership_tiers WHERE product_id = $1', [tier.id]);
    const res = await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).expect(400);
    expect(res.body.message).toBe('That membership tier does not exist (any more). Choose another tier, or Members.');
    expect(await read(post.id)).toMatchObject({ title: 'For everyone', audience: 'everyone', version: 2 });
  });

  it('refuses to date a blank draft (400) and dates it once whole', async () => {
    const draft = await newDraft({ title: 'Only a title' });
    const at = minutesAhead(30).toISOString();
    const res = await admin.send('put', `/api/admin/blog-posts/${draft.id}/publish-at`, { publishAt: at }).expect(400);
    expect(res.body.message).toBe(REQUIRED);
    expect(await read(draft.id)).toMatchObject({ scheduled: false, publishAt: null });
    // a video alone is content
    const video = '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>';
    await admin
      .send('put', `/api/admin/blog-posts/${draft.id}/autosave`, {
        title: 'Watch',
        excerpt: 'A video.',
        content: video,
      })
      .expect(200);
    await admin.send('put', `/api/admin/blog-posts/${draft.id}/publish-at`, { publishAt: at }).expect(200);
    expect(await read(draft.id)).toMatchObject({ content: video, publishAt: at });
  });

  it('keeps a draft a draft on a plain save, and queues it with published=false (Add to Queue)', async () => {
    const draft = await newDraft({ title: 'Not yet' });
    const queueCount = async () => (await admin.get('/api/admin/next-post').expect(200)).body.queueCount;
    const before = await queueCount();
    const saved = await admin
      .send('put', `/api/admin/blog-posts/${draft.id}`, postBody({ title: 'Not yet', published: undefined }))
      .expect(200);
    expect(saved.body).toMatchObject({ published: false, scheduled: false, publishAt: null });
    expect(await queueCount()).toBe(before);
    const queued = await admin
      .send('put', `/api/admin/blog-posts/${draft.id}`, postBody({ title: 'Not yet', published: false }))
      .expect(200);
    expect(queued.body).toMatchObject({ published: false, scheduled: true });
    expect(await queueCount()).toBe(before + 1);
  });

  it('keeps an unscheduled post a draft on a plain save (Update Post)', async () => {
    const post = await createPost(admin, { title: 'Was dated', publishAt: minutesAhead(30).toISOString() });
    await admin.send('delete', `/api/admin/blog-posts/${post.id}/publish-at`).expect(200);
    const saved = await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'Was dated', published: undefined }))
      .expect(200);
    expect(saved.body).toMatchObject({ published: false, scheduled: false, publishAt: null });
  });

  it('leaves an undated post as it is on an unschedule', async () => {
    const queued = await createPost(admin, { title: 'Never dated' });
    const before = await read(queued.id);
    const res = await admin.send('delete', `/api/admin/blog-posts/${queued.id}/publish-at`).expect(200);
    expect(res.body).toMatchObject({ scheduled: true, publishAt: null, version: before.version });
    expect(await read(queued.id)).toEqual(before);
  });

  it('has the database refuse a dated post that is live or queued (blog_posts_publish_at_unpublished)', async () => {
    const post = await createPost(admin, { title: 'Dated in the table', publishAt: minutesAhead(30).toISOString() });
    for (const set of ['published = true', 'scheduled = true']) {
      await expect(t.dataSource.query(`UPDATE blog_posts SET ${set} WHERE id = $1`, [post.id])).rejects.toThrow(
        /blog_posts_publish_at_unpublished/,
      );
    }
  });
});
