import type { ChildProcess } from 'node:child_process';
import { PublishingService } from '../../src/modules/blog/publishing.service';
import { signedIn, type TestClient } from '../support/client';
import { makeSubscribers, resetBlog } from '../support/factories';
import { mailTestBed, outboxSettled, recipientsOf } from '../support/mail-outbox';
import { killReplica, startReplica } from '../support/replica-process';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { createPost, deliveryStatuses, postBody } from './blog-helpers';

const MINUTE = 60_000;
// the whole minute `minutes` from now (the app's own minute cron, on the real clock, is not there yet
// while a test runs)
const minutesAhead = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);

// Issue 49: a post scheduled for a date and time goes live, and is e-mailed, once at that minute,
// whichever replicas tick and whatever dies in the middle. The tests tick the publication with their
// own "now", as the daily publication's tests do.
describe('publishing a post on a date', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  const readers = ['ana@example.com', 'ben@example.com', 'cy@example.com'];
  const issues = () => bed.smtp.mails.filter((m) => m.header('List-Unsubscribe'));
  beforeEach(async () => {
    t = await bed.app();
    await resetBlog(t);
    await makeSubscribers(t, readers);
    admin = await signedIn(t, 'admin');
  });

  const schedule = (id: number, publishAt: unknown) =>
    admin.send('put', `/api/admin/blog-posts/${id}/publish-at`, { publishAt });
  const row = async (id: number) =>
    (await t.dataSource.query('SELECT published, scheduled, publish_at FROM blog_posts WHERE id = $1', [id]))[0] as {
      published: boolean;
      scheduled: boolean;
      publish_at: Date | null;
    };

  it('schedules a queued post for a minute, moves it, lists it, and unschedules it to a draft', async () => {
    const post = await createPost(admin, { title: 'Dated post' });
    const other = await createPost(admin, { title: 'Stays queued' });
    const at = minutesAhead(3);
    // seconds are dropped: the minute is what counts
    const scheduled = await schedule(post.id, new Date(at.getTime() + 42_000).toISOString()).expect(200);
    expect(scheduled.body).toMatchObject({
      id: post.id,
      published: false,
      scheduled: false,
      publishAt: at.toISOString(),
    });
    // it left the daily queue
    expect((await admin.get('/api/admin/next-post').expect(200)).body).toMatchObject({
      nextPost: { id: other.id },
      queueCount: 1,
    });
    const later = minutesAhead(60 * 24);
    await schedule(post.id, later.toISOString()).expect(200);
    const list = await admin.get('/api/admin/blog-posts?status=scheduled').expect(200);
    expect(list.body.map((p: { id: number; publishAt: string }) => [p.id, p.publishAt])).toEqual([
      [post.id, later.toISOString()],
    ]);
    expect(list.headers['x-total-count']).toBe('1');

    // saved again from the editor (Update Post), it keeps its date
    await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, {
        title: 'Dated post, edited',
        excerpt: 'Still dated.',
        content: '<p>Edited.</p>',
        published: false,
      })
      .expect(200);
    expect((await row(post.id)).publish_at).toEqual(later);

    const unscheduled = await admin.send('delete', `/api/admin/blog-posts/${post.id}/publish-at`).expect(200);
    expect(unscheduled.body).toMatchObject({ published: false, scheduled: false, publishAt: null });
    expect((await admin.get('/api/admin/blog-posts?status=scheduled').expect(200)).body).toEqual([]);
    // a draft is neither queued nor published when its minute would have come
    expect(await t.app.get(PublishingService).publishDated(minutesAhead(60 * 48))).toEqual([]);
    expect(await row(post.id)).toEqual({ published: false, scheduled: false, publish_at: null });
  });

  it('a new post saved with a date is scheduled for it, not queued', async () => {
    const at = minutesAhead(10);
    const post = await createPost(admin, { title: 'Born dated', publishAt: at.toISOString() });
    expect(post).toMatchObject({ published: false, scheduled: false, publishAt: at.toISOString() });
    expect((await admin.get('/api/admin/next-post').expect(200)).body.queueCount).toBe(0);
  });

  it('refuses a minute past, a date that is none, an unknown post and a published one, changing nothing', async () => {
    const post = await createPost(admin, { title: 'Not in the past' });
    const past = await schedule(post.id, new Date(Date.now() - MINUTE).toISOString()).expect(400);
    expect(past.body.message).toBe('Choose a date and time in the future: that minute has already passed.');
    // the minute now running has begun already
    await schedule(post.id, new Date(Date.now()).toISOString()).expect(400);
    const bad = await schedule(post.id, 'next Tuesday').expect(400);
    expect(bad.body.message).toBe(
      'publishAt must be a date and time with its offset (Z or ±hh:mm), e.g. 2026-12-01T09:30:00Z.',
    );
    // without an offset it would be read on the server's clock
    for (const local of ['2031-12-01T09:30', '2031-12-01T09:30:00', '2031-12-01']) {
      expect((await schedule(post.id, local).expect(400)).body.message).toBe(bad.body.message);
    }
    // with one, either way
    await schedule(post.id, '2031-12-01T09:30:00+01:00').expect(200);
    await admin.send('delete', `/api/admin/blog-posts/${post.id}/publish-at`).expect(200);
    // Add to Queue puts the draft back in the queue
    await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, postBody({ title: post.title, published: false }))
      .expect(200);
    await schedule(post.id, undefined).expect(400);
    expect(await row(post.id)).toEqual({ published: false, scheduled: true, publish_at: null });
    const created = await admin.post('/api/admin/blog-posts', {
      title: 'Never saved',
      excerpt: 'x',
      content: '<p>x</p>',
      publishAt: new Date(Date.now() - MINUTE).toISOString(),
    });
    expect(created.status).toBe(400);
    expect((await admin.get('/api/admin/blog-posts?search=Never%20saved').expect(200)).body).toEqual([]);

    const unknown = await schedule(999_999, minutesAhead(5).toISOString()).expect(404);
    expect(unknown.body.message).toBe('Blog post not found.');
    await admin.send('delete', '/api/admin/blog-posts/999999/publish-at').expect(404);

    const live = await createPost(admin, { title: 'Already live', published: true });
    const conflict = await schedule(live.id, minutesAhead(5).toISOString()).expect(409);
    expect(conflict.body.message).toBe('This post is already published: a live post cannot be scheduled.');
    await admin.send('delete', `/api/admin/blog-posts/${live.id}/publish-at`).expect(409);
    await admin
      .send('put', `/api/admin/blog-posts/${live.id}`, {
        title: 'Already live',
        excerpt: 'x',
        content: '<p>x</p>',
        publishAt: minutesAhead(5).toISOString(),
      })
      .expect(409);
    // a reader is not the owner
    const reader = await signedIn(t, 'customer');
    await reader
      .send('put', `/api/admin/blog-posts/${post.id}/publish-at`, { publishAt: minutesAhead(5).toISOString() })
      .expect(403);
  });

  it('a post scheduled a minute ahead goes live at that minute once, with two replicas ticking at once', async () => {
    const b = await bed.app();
    const post = await createPost(admin, { title: 'Racing replicas' });
    const at = minutesAhead(2);
    await schedule(post.id, at.toISOString()).expect(200);
    const tick = (app: TestApp, now: Date) => app.app.get(PublishingService).publishDated(now);

    // a minute early, nothing goes out
    const early = await Promise.all([tick(t, new Date(at.getTime() - 1)), tick(b, new Date(at.getTime() - 1))]);
    expect(early.flat()).toEqual([]);
    const racing = await Promise.all([tick(t, at), tick(b, at), tick(t, at), tick(b, at)]);
    expect(racing.flat().map((p) => p.id)).toEqual([post.id]);
    expect(await row(post.id)).toEqual({ published: true, scheduled: false, publish_at: null });
    // later minutes find nothing more to do
    expect((await Promise.all([tick(t, minutesAhead(3)), tick(b, minutesAhead(3))])).flat()).toEqual([]);

    await waitFor(() => issues().length >= readers.length || false, 10_000, 'the post’s mails');
    await outboxSettled(t, 'newsletter');
    expect(recipientsOf(issues())).toEqual(readers);
    expect(issues().every((m) => m.subject === 'Racing replicas')).toBe(true);
    expect(await deliveryStatuses(t)).toEqual({ sent: readers.length });
    const published = await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200);
    expect(published.body.publishedAt).toBe(at.toISOString());
  });

  describe('a replica killed in the middle of the publication', () => {
    let replica: ChildProcess | null = null;
    afterEach(() => replica?.kill('SIGKILL'));

    it('leaves the post scheduled and unmailed; the next tick publishes and mails it once', async () => {
      const post = await createPost(admin, { title: 'Survives a crash' });
      const at = minutesAhead(2);
      await schedule(post.id, at.toISOString()).expect(200);
      // the replica only enqueues (MAIL_CONCURRENCY 0): the suite's app sends
      replica = await startReplica({ MAIL_CONCURRENCY: '0' });

      // the issue's row waits behind a lock the test holds: the replica has made the post live in its
      // transaction, and not yet queued its mail, when it dies
      const blocker = t.dataSource.createQueryRunner();
      await blocker.connect();
      await blocker.startTransaction();
      await blocker.query('LOCK TABLE newsletter_issues IN EXCLUSIVE MODE');
      replica.send({ publishDated: at.toISOString() });
      await waitFor(async () => {
        const [{ n }] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO newsletter_issues%'`,
        );
        return n > 0 || false;
      });
      await killReplica(replica);
      replica = null;
      await blocker.rollbackTransaction();
      await blocker.release();

      // nothing of its transaction stayed
      expect(await row(post.id)).toEqual({ published: false, scheduled: false, publish_at: at });
      expect(await deliveryStatuses(t)).toEqual({});
      // the dead replica's row lock goes with its connection; until then a tick passes the post over
      const publishing = t.app.get(PublishingService);
      const published: number[] = [];
      await waitFor(async () => {
        published.push(...(await publishing.publishDated(at)).map((p) => p.id));
        return published.length > 0;
      });
      expect(published).toEqual([post.id]);
      await waitFor(() => issues().length >= readers.length || false, 10_000, 'the post’s mails');
      await outboxSettled(t, 'newsletter');
      expect(recipientsOf(issues())).toEqual(readers);
      expect(await deliveryStatuses(t)).toEqual({ sent: readers.length });
    });
  });
});
