import request from 'supertest';
import type { MailOutboxOptions } from '../../src/core/mail/mail-outbox.options';
import { PublishingService } from '../../src/modules/blog/publishing.service';
import { newClient, signedIn } from '../support/client';
import { makeSubscribers, markConfirmedAndLeft, resetBlog } from '../support/factories';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { createPost, deliveryStatuses } from './blog-helpers';

describe('the daily blog e-mail, delivered through a real SMTP server', () => {
  const bed = mailTestBed();
  const app = (options: Partial<MailOutboxOptions> = {}) => bed.app(options);
  // the newsletter is the only bulk mail (the admin's account gets its confirmation mail too)
  const issues = () => bed.smtp.mails.filter((m) => m.header('List-Unsubscribe'));
  const recipients = () =>
    issues()
      .flatMap((m) => m.to)
      .sort();

  it('sends exactly one e-mail per active subscriber when a post is published, with unsubscribe headers and its own Message-ID', async () => {
    const t = await app();
    await resetBlog(t);
    await makeSubscribers(t, ['a@example.com', 'b@example.com', 'c@example.com']);
    await makeSubscribers(t, ['gone@example.com'], 'left');
    const admin = await signedIn(t, 'admin');
    const post = await createPost(admin, {
      title: 'Morning Focus',
      published: true,
      imageUrl: '/api/uploads/images/0123456789abcdef01234567.png',
    });

    await waitFor(() => (issues().length >= 3 ? true : false), 10_000, 'three mails');
    await outboxSettled(t, 'newsletter'); // nothing more is on its way
    expect(recipients()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    const mail = issues()[0];
    expect(mail.subject).toBe('Morning Focus');
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/coach\.example\/api\/unsubscribe\?token=[\w-]+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('Message-ID')).toMatch(/^<outbox-\d+\.[0-9a-f]{16}@coach\.example>$/);
    expect(new Set(issues().map((m) => m.header('Message-ID'))).size).toBe(3);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.text()).toContain(`Read the full post: https://coach.example/blog/${post.slug}`);
    expect(mail.html()).toContain(`href="https://coach.example/blog/${post.slug}"`);
    // the post's image by its whole address (the uploads are served to mail clients on other sites)
    expect(mail.html()).toMatch(
      /<img class="wide" [^>]*src="https:\/\/coach\.example\/api\/uploads\/images\/0123456789abcdef01234567\.png"/,
    );
    expect(mail.html()).toMatch(/<h1[^>]*>Morning Focus<\/h1>/);
    expect(mail.html()).toMatch(/<a class="button" href="[^"]+"[^>]*>Read the full post<\/a>/);
    expect(await deliveryStatuses(t)).toEqual({ sent: 3 });

    // publishing again (an update of the live post) sends nothing more
    await admin
      .send('put', `/api/admin/blog-posts/${post.id}`, {
        title: 'Morning Focus',
        excerpt: 'e',
        content: '<p>c</p>',
        published: true,
      })
      .expect(200);
    await outboxSettled(t, 'newsletter');
    expect(issues()).toHaveLength(3);
  });

  it('resumes after the app stops mid-run, and nobody gets the e-mail twice', async () => {
    bed.smtp.delayMs = 60;
    const first = await app({ concurrency: 1 });
    await resetBlog(first);
    const emails = Array.from({ length: 9 }, (_, i) => `reader${i}@example.com`);
    await makeSubscribers(first, emails);
    const admin = await signedIn(first, 'admin');
    await createPost(admin, { published: true });
    await waitFor(() => (issues().length >= 2 ? true : false), 10_000, 'the first mails');
    await first.close(); // graceful: the mail in hand finishes, no new one is claimed
    bed.apps.splice(bed.apps.indexOf(first), 1);
    const sentBeforeStop = issues().length;
    expect(sentBeforeStop).toBeLessThan(emails.length);

    const second = await app({ concurrency: 1 });
    await waitFor(() => (issues().length >= emails.length ? true : false), 15_000, 'every mail');
    await outboxSettled(second, 'newsletter');
    expect(recipients()).toEqual([...emails].sort());
    expect(await deliveryStatuses(second)).toEqual({ sent: emails.length });
  });

  it('retries while the SMTP server refuses for a while, then delivers each mail once', async () => {
    const t = await app({ concurrency: 1 });
    await resetBlog(t);
    await makeSubscribers(t, ['x@example.com', 'y@example.com']);
    const admin = await signedIn(t, 'admin');
    await outboxSettled(t);
    bed.smtp.refuseNext = 3;
    await createPost(admin, { published: true });
    await waitFor(async () => ((await deliveryStatuses(t)).sent === 2 ? true : false), 15_000, 'both delivered');
    expect(recipients()).toEqual(['x@example.com', 'y@example.com']);
    const [{ max }] = await t.dataSource.query(
      `SELECT max(attempts)::int AS max FROM mail_outbox WHERE kind = 'newsletter'`,
    );
    expect(max).toBeGreaterThan(1);
  });

  it('stops e-mailing a reader who unsubscribes with the one-click link', async () => {
    const t = await app();
    await resetBlog(t);
    await makeSubscribers(t, ['stay@example.com', 'leave@example.com']);
    const admin = await signedIn(t, 'admin');
    await createPost(admin, { published: true });
    await waitFor(() => (issues().length >= 2 ? true : false), 10_000, 'two mails');

    const leaving = issues().find((m) => m.to[0] === 'leave@example.com')!;
    const link = new URL(leaving.header('List-Unsubscribe')!.slice(1, -1));
    const page = await request(t.server)
      .get(link.pathname + link.search)
      .expect(200);
    expect(page.text).toContain('leave@example.com');
    expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
    // mail clients post the one-click form without cookies or CSRF token
    await request(t.server)
      .post(link.pathname + link.search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await request(t.server).post('/api/unsubscribe?token=not-a-token').expect(404);

    await createPost(admin, { published: true });
    await waitFor(() => (issues().length >= 3 ? true : false), 10_000, 'the second mail');
    await outboxSettled(t, 'newsletter');
    expect(
      issues()
        .slice(2)
        .map((m) => m.to[0]),
    ).toEqual(['stay@example.com']);
  });

  it('publishes exactly one post per day even when replicas race, and catches up a missed 06:00', async () => {
    const a = await app();
    const b = await app();
    await resetBlog(a);
    const admin = await signedIn(a, 'admin');
    const oldest = await createPost(admin, { title: 'Oldest queued' });
    const next = await createPost(admin, { title: 'Next queued' });

    // 05:59 UTC: yesterday's publication is due (the site was down then) and runs once
    const beforeSix = new Date('2026-03-10T05:59:00Z');
    const racing = await Promise.all([
      a.app.get(PublishingService).publishDue(beforeSix),
      b.app.get(PublishingService).publishDue(beforeSix),
      a.app.get(PublishingService).publishDue(beforeSix),
    ]);
    expect(racing.filter(Boolean).map((p) => p!.id)).toEqual([oldest.id]);
    // 06:00: today's publication takes the next post, once
    const atSix = new Date('2026-03-10T06:00:00Z');
    const today = await Promise.all([
      a.app.get(PublishingService).publishDue(atSix),
      b.app.get(PublishingService).publishDue(atSix),
    ]);
    expect(today.filter(Boolean).map((p) => p!.id)).toEqual([next.id]);
    // later that day nothing more goes out, and with an empty queue the day passes quietly
    expect(await a.app.get(PublishingService).publishDue(new Date('2026-03-10T18:00:00Z'))).toBeNull();
    expect(await a.app.get(PublishingService).publishDue(new Date('2026-03-11T06:00:00Z'))).toBeNull();
  });

  it('Publish Now clicked twice at once publishes two different posts, and says so when the queue is empty', async () => {
    const t = await app();
    await resetBlog(t);
    const admin = await signedIn(t, 'admin');
    const [p1, p2] = [await createPost(admin), await createPost(admin)];
    const results = await Promise.all([admin.post('/api/admin/publish-next'), admin.post('/api/admin/publish-next')]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.post.id).sort()).toEqual([p1.id, p2.id].sort());
    expect(results[0].body.message).toMatch(/^Published ".+" and e-mailed subscribers\.$/);
    const empty = await admin.post('/api/admin/publish-next').expect(404);
    expect(empty.body.message).toBe('No posts in queue');
    expect((await admin.get('/api/admin/next-post').expect(200)).body).toEqual({ nextPost: null, queueCount: 0 });
  });
});

describe('POST /api/subscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await resetBlog(t);
  });
  afterAll(() => t.close());

  it('is idempotent and case-insensitive, answers the same for every address, and activates nobody by itself', async () => {
    const client = await newClient(t);
    const first = await client.post('/api/subscribe', { email: 'Reader@Example.com' }).expect(200);
    const again = await client.post('/api/subscribe', { email: ' reader@example.com ' }).expect(200);
    expect(first.body).toEqual({ message: "You've been subscribed to our newsletter." });
    expect(again.body).toEqual(first.body);
    const rows = await t.dataSource.query('SELECT email, active FROM subscribers');
    expect(rows).toEqual([{ email: 'reader@example.com', active: false }]);

    // an address that unsubscribed stays out: only the link in its confirmation mail brings it back
    await markConfirmedAndLeft(t, 'reader@example.com');
    const known = await client.post('/api/subscribe', { email: 'reader@example.com' }).expect(200);
    expect(known.body).toEqual(first.body);
    expect(await t.dataSource.query('SELECT active FROM subscribers')).toEqual([{ active: false }]);

    const admin = await signedIn(t, 'admin');
    const list = await admin.get('/api/admin/subscribers').expect(200);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        email: 'reader@example.com',
        subscribedAt: expect.any(String),
        active: false,
        status: 'pending',
        confirmedAt: expect.any(String),
        unsubscribedAt: expect.any(String),
        undeliverable: null,
      },
    ]);
  });

  it('refuses an invalid address with a readable 400', async () => {
    const client = await newClient(t);
    expect((await client.post('/api/subscribe', { email: 'nope' }).expect(400)).body.message).toBe(
      'Please enter a valid email',
    );
    expect((await client.post('/api/subscribe', {}).expect(400)).body.message).toBe('Email is required');
  });
});
