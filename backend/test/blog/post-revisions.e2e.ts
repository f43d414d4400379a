import { newClient, signedIn, TestClient } from '../support/client';
import { resetBlog } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { createPost, deliveryStatuses, postBody } from './blog-helpers';

// Nothing lost (issue 49): autosaved drafts, revisions and their restore, and a save from an older
// version refused.
describe('post drafts, revisions and conflicting saves', () => {
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

  const changedMessage =
    /^This post was changed in another tab or by another session at \d\d:\d\d\. Reload it to see those changes, or copy your text first\.$/;
  const draftFields = (overrides: Record<string, unknown> = {}) => ({
    title: 'Half written',
    excerpt: '',
    content: '<p>The first words</p>',
    ...overrides,
  });
  const revisions = async (id: number) =>
    (await admin.get(`/api/admin/blog-posts/${id}/revisions`).expect(200)).body as {
      number: number;
      kind: string;
      title: string;
    }[];

  it("makes a new post's first autosave a draft that is neither queued, published nor mailed", async () => {
    const mailsBefore = await deliveryStatuses(t);
    const queueBefore = (await admin.get('/api/admin/next-post').expect(200)).body.queueCount;
    const draft = await admin.post('/api/admin/blog-posts/autosave', draftFields({ title: '' })).expect(201);
    expect(draft.body).toMatchObject({ published: false, scheduled: false, version: 1, title: '' });
    const saved = await admin
      .send('put', `/api/admin/blog-posts/${draft.body.id}/autosave`, draftFields({ version: 1 }))
      .expect(200);
    expect(saved.body).toMatchObject({ published: false, scheduled: false, version: 2, slug: 'half-written' });

    const read = await admin.get(`/api/admin/blog-posts/${draft.body.id}`).expect(200);
    expect(read.body).toMatchObject({ title: 'Half written', content: '<p>The first words</p>', version: 2 });
    expect((await admin.get('/api/admin/next-post').expect(200)).body.queueCount).toBe(queueBefore);
    await visitor.get('/api/blog-posts/half-written').expect(404);
    expect(await deliveryStatuses(t)).toEqual(mailsBefore);
    // the two autosaves a moment apart are one revision
    expect(await revisions(draft.body.id)).toEqual([
      expect.objectContaining({ number: 1, kind: 'autosave', title: 'Half written' }),
    ]);

    // Add to Queue (published=false) on the draft queues it
    const queued = await admin
      .send('put', `/api/admin/blog-posts/${draft.body.id}`, postBody({ title: 'Half written', version: 2 }))
      .expect(200);
    expect(queued.body).toMatchObject({ published: false, scheduled: true, version: 3 });
    expect((await revisions(draft.body.id)).map((r) => r.kind)).toEqual(['save', 'autosave']);
  });

  it('keeps a live post as it is on an autosave, the autosave kept as a revision', async () => {
    const post = await createPost(admin, { title: 'Live one', published: true });
    const res = await admin
      .send('put', `/api/admin/blog-posts/${post.id}/autosave`, draftFields({ title: 'Live one, edited', version: 1 }))
      .expect(200);
    expect(res.body).toMatchObject({ title: 'Live one', version: 1 });
    expect((await visitor.get(`/api/blog-posts/${post.slug}`).expect(200)).body.title).toBe('Live one');
    const [latest] = await revisions(post.id);
    expect(latest).toMatchObject({ number: 2, kind: 'autosave', title: 'Live one, edited' });
    const one = await admin.get(`/api/admin/blog-posts/${post.id}/revisions/2`).expect(200);
    expect(one.body).toMatchObject({ content: '<p>The first words</p>', excerpt: '', kind: 'autosave' });
  });

  it('merges autosaves into one revision only for the same editor, after an autosave, within 2 minutes', async () => {
    const draft = await admin.post('/api/admin/blog-posts/autosave', draftFields({ title: 'Merged 1' })).expect(201);
    const id = draft.body.id as number;
    const autosave = (client: TestClient, title: string) =>
      client.send('put', `/api/admin/blog-posts/${id}/autosave`, draftFields({ title })).expect(200);
    const kinds = async () => (await revisions(id)).map((r) => [r.number, r.kind, r.title]);

    await autosave(admin, 'Merged 2');
    expect(await kinds()).toEqual([[1, 'autosave', 'Merged 2']]);
    // another editor's autosave is a revision of its own, and so is the first one's after it
    const other = await signedIn(t, 'admin');
    await autosave(other, 'By the other editor');
    await autosave(admin, 'Back to the first');
    expect(await kinds()).toEqual([
      [3, 'autosave', 'Back to the first'],
      [2, 'autosave', 'By the other editor'],
      [1, 'autosave', 'Merged 2'],
    ]);
    // a save in between: the next autosave does not overwrite it
    await admin.send('put', `/api/admin/blog-posts/${id}`, postBody({ title: 'Saved whole' })).expect(200);
    await autosave(admin, 'After the save');
    expect((await kinds()).slice(0, 2)).toEqual([
      [5, 'autosave', 'After the save'],
      [4, 'save', 'Saved whole'],
    ]);
    // two minutes after that revision's first autosave (on the database's clock), a new one starts
    await t.dataSource.query(
      `UPDATE blog_post_revisions SET created_at = created_at - interval '121 seconds' WHERE post_id = $1 AND number = 5`,
      [id],
    );
    await autosave(admin, 'Much later');
    expect((await kinds()).slice(0, 2)).toEqual([
      [6, 'autosave', 'Much later'],
      [5, 'autosave', 'After the save'],
    ]);
  });

  it('lists the revisions of each save and restores one as a new revision', async () => {
    const post = await createPost(admin, { title: 'First title', content: '<p>First body</p>' });
    await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: 'Second title', content: '<p>Second</p>' }))
      .expect(200);
    expect((await revisions(post.id)).map((r) => [r.number, r.kind, r.title])).toEqual([
      [2, 'save', 'Second title'],
      [1, 'save', 'First title'],
    ]);
    const first = await admin.get(`/api/admin/blog-posts/${post.id}/revisions/1`).expect(200);
    expect(first.body).toMatchObject({ number: 1, title: 'First title', content: '<p>First body</p>' });

    const restored = await admin.post(`/api/admin/blog-posts/${post.id}/revisions/1/restore`).expect(200);
    expect(restored.body).toMatchObject({ title: 'First title', content: '<p>First body</p>', version: 3 });
    expect(restored.body.slug).toBe('first-title');
    expect((await revisions(post.id)).map((r) => [r.number, r.kind, r.title])[0]).toEqual([
      3,
      'restore',
      'First title',
    ]);
    // a save from before the restore is refused
    const stale = await admin.send('put', `/api/admin/blog-posts/${post.id}`, postBody({ version: 2 })).expect(409);
    expect(stale.body.message).toMatch(changedMessage);
  });

  it('refuses a save from an older version with a message and keeps the earlier save', async () => {
    const post = await createPost(admin, { title: 'Two tabs' });
    await admin
      .send(
        'put',
        `/api/admin/blog-posts/${post.id}`,
        postBody({ title: 'Two tabs', content: '<p>Tab one</p>', version: 1 }),
      )
      .expect(200);
    const late = await admin
      .send(
        'put',
        `/api/admin/blog-posts/${post.id}`,
        postBody({ title: 'Two tabs', content: '<p>Tab two</p>', version: 1 }),
      )
      .expect(409);
    expect(late.body.message).toMatch(changedMessage);
    const autosave = await admin
      .send('put', `/api/admin/blog-posts/${post.id}/autosave`, draftFields({ content: '<p>Tab two</p>', version: 1 }))
      .expect(409);
    expect(autosave.body.message).toMatch(changedMessage);
    const read = await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200);
    expect(read.body).toMatchObject({ content: '<p>Tab one</p>', version: 2 });
    expect((await revisions(post.id)).map((r) => r.number)).toEqual([2, 1]);
  });

  it('lets exactly one of two parallel saves from the same version win', async () => {
    const post = await createPost(admin, { title: 'Raced' });
    const save = (words: string) =>
      admin.send(
        'put',
        `/api/admin/blog-posts/${post.id}`,
        postBody({ title: 'Raced', content: `<p>${words}</p>`, version: 1 }),
      );
    const answers = await Promise.all([save('From tab A'), save('From tab B')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.status === 200)!;
    const read = await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200);
    expect(read.body).toMatchObject({ content: winner.body.content, version: 2 });
    expect((await revisions(post.id)).map((r) => r.number)).toEqual([2, 1]);
  });

  it('answers 404 for a post or revision that does not exist, and 400 for a tier left out', async () => {
    const post = await createPost(admin);
    const gone = 2_000_000_000;
    for (const [method, url] of [
      ['put', `/api/admin/blog-posts/${gone}/autosave`],
      ['get', `/api/admin/blog-posts/${gone}/revisions`],
      ['get', `/api/admin/blog-posts/${gone}/revisions/1`],
      ['get', `/api/admin/blog-posts/${post.id}/revisions/99`],
      ['post', `/api/admin/blog-posts/${post.id}/revisions/99/restore`],
    ] as const) {
      const res = await admin.send(method, url, method === 'get' ? undefined : draftFields()).expect(404);
      expect(res.body.message).toMatch(/^(Blog post not found\.|This revision of the post does not exist\.)$/);
    }
    const noTier = await admin
      .post('/api/admin/blog-posts/autosave', draftFields({ audience: 'tier', audienceTierId: null }))
      .expect(400);
    expect(noTier.body.message).toContain('Choose the membership tier');
  });
});
