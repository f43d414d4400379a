import { KEY_NOT_FOR_ACCOUNT, KEY_READ_ONLY } from '../../src/core/access/access.guard';
import { account, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { createPost } from '../blog/blog-helpers';
import { createCourse } from '../courses/course-helpers';
import { makeKey, withKey } from './api-keys-helpers';

// What each scope of key may call: an admin key what its creator may (as them), a read-content
// key only reads, and never customers' data.
describe('API keys: scope', () => {
  let t: TestApp;
  let owner: TestClient;
  const who = account({ firstName: 'Grace', lastName: 'Hopper' });
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedIn(t, 'admin', who);
  });
  afterAll(() => t.close());

  const refused = (res: { status: number; body: object }, message: string) =>
    expect([res.status, res.body]).toEqual([403, { statusCode: 403, message, error: 'Forbidden' }]);

  it('lets an admin key list orders and import a subscriber, without a CSRF token', async () => {
    const script = withKey(t, (await makeKey(owner, 'admin')).token);
    const orders = await script.get('/api/admin/orders').expect(200);
    expect(Array.isArray(orders.body)).toBe(true);
    const email = `imported-${Date.now()}@example.com`;
    const report = await script.post('/api/admin/subscribers/import', { csv: email, consent: true }).expect(200);
    expect(report.body).toMatchObject({ added: 1, invalid: [] });
    const listed = await owner.get(`/api/admin/subscribers?search=${encodeURIComponent(email)}`).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ email, status: 'active' })]);
  });

  it('acts as the admin who made it', async () => {
    const script = withKey(t, (await makeKey(owner, 'admin')).token);
    const preview = await script
      .post('/api/admin/blog-posts/mail-preview', { title: 'Quiet Mornings', excerpt: 'Ten minutes.' })
      .expect(200);
    expect(preview.body.to).toBe(who.email);
  });

  it('refuses any key on account routes: they act for a signed-in customer', async () => {
    for (const scope of ['admin', 'read-content'] as const) {
      const script = withKey(t, (await makeKey(owner, scope)).token);
      refused(await script.get('/api/orders'), KEY_NOT_FOR_ACCOUNT);
      refused(await script.get('/api/auth/user'), KEY_NOT_FOR_ACCOUNT);
      refused(await script.call('patch', '/api/account/profile').send({ firstName: 'Eve' }), KEY_NOT_FOR_ACCOUNT);
    }
    expect((await owner.get('/api/auth/user').expect(200)).body.firstName).toBe('Grace');
  });

  it('lets a read-content key read public routes and the admin’s content, drafts included', async () => {
    const queued = await createPost(owner, { title: `Queued draft ${Date.now()}` });
    const script = withKey(t, (await makeKey(owner, 'read-content')).token);
    await script.get('/api/blog-posts').expect(200);
    await script.get('/api/page-content?page=home').expect(200);
    const drafts = await script.get('/api/admin/blog-posts?status=queued').expect(200);
    expect(drafts.body).toContainEqual(expect.objectContaining({ id: queued.id, title: queued.title }));
    expect((await script.get(`/api/admin/blog-posts/${queued.id}`).expect(200)).body.content).toContain('useful');
    await script.get('/api/admin/blog-posts/categories').expect(200);
    await script.get('/api/admin/next-post').expect(200);
    await script.get('/api/admin/page-content').expect(200);
  });

  it('lets a read-content key read a course’s outline and lessons in the builder', async () => {
    const course = await createCourse(owner, `Course for a key ${Date.now()}`);
    const outline = (await owner.post(`/api/admin/courses/${course.id}/modules`, { title: 'Start' }).expect(201)).body;
    const moduleId = outline.modules[0].id;
    const lesson = (await owner.post(`/api/admin/courses/modules/${moduleId}/lessons`, { title: 'One' }).expect(201))
      .body;
    const script = withKey(t, (await makeKey(owner, 'read-content')).token);
    const read = await script.get(`/api/admin/courses/${course.id}`).expect(200);
    expect(read.body.modules).toEqual([expect.objectContaining({ title: 'Start' })]);
    expect((await script.get(`/api/admin/courses/lessons/${lesson.id}`).expect(200)).body.title).toBe('One');
    refused(await script.post(`/api/admin/courses/${course.id}/modules`, { title: 'Nope' }), KEY_READ_ONLY);
  });

  it("refuses a read-content key customers' data and every write, public ones too", async () => {
    const script = withKey(t, (await makeKey(owner, 'read-content')).token);
    refused(await script.get('/api/admin/orders'), KEY_READ_ONLY);
    refused(await script.get('/api/admin/subscribers'), KEY_READ_ONLY);
    refused(await script.post('/api/admin/blog-posts', { title: 'Nope' }), KEY_READ_ONLY);
    refused(await script.post('/api/admin/subscribers/import', { csv: 'a@example.com', consent: true }), KEY_READ_ONLY);
    const contact = { name: 'Eve', email: 'eve@example.com', subject: 'Hello', message: 'A message long enough.' };
    refused(await script.post('/api/contact', contact), KEY_READ_ONLY);
    const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_messages WHERE email = $1`, [
      contact.email,
    ]);
    expect(row.n).toBe(0);
  });
});
