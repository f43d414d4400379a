import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { PublishingService } from '../../src/modules/blog/publishing.service';
import { createPost } from '../blog/blog-helpers';
import { newClient, signedIn } from '../support/client';
import { makeSubscribers, requeuePost } from '../support/factories';
import { outboxSettled, quickMail, recipientsOf } from '../support/mail-outbox';
import { scratchDatabase } from '../support/scratch-database';
import { SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

const READERS = ['reader-one@example.com', 'reader-two@example.com'];
const DAY = 24 * 60 * 60 * 1000;
// 07:00 UTC (the test app's PUBLISH_TZ) `days` days from now: past that day's 06:00 publication
const morning = (days: number) => new Date(`${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T07:00:00Z`);

interface CourseOutline {
  lessonCount: number;
  modules: { title: string; lessons: { id: number; title: string; freePreview: boolean; open: boolean }[] }[];
}

// `make run` on an empty database, as a new owner gets it: the demo seeders run (SEED_DEMO) on a
// database of its own, mail goes to the SMTP capture.
describe("make run's demo content, on a fresh database", () => {
  const db = scratchDatabase('demo_content');
  let smtp: SmtpCapture;
  let t: TestApp;
  const readersMail = () => smtp.mails.filter((m) => m.to.some((to) => READERS.includes(to)));
  beforeAll(async () => {
    await db.create();
    smtp = new SmtpCapture();
    const smtpUrl = await smtp.start();
    t = await createTestApp({
      env: { DATABASE_URL: db.url, SEED_DEMO: 'true', SMTP_URL: smtpUrl, PUBLIC_URL: 'https://coach.example' },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await db.drop();
  });

  it('never e-mails a demo post to the subscribers: the first daily mail is the owner’s own post', async () => {
    await makeSubscribers(t, READERS);
    const admin = await signedIn(t, 'admin');
    expect((await createPost(admin, { title: 'My First Real Post' })).scheduled).toBe(true);

    const publishing = t.app.get(PublishingService);
    const published = [];
    for (const days of [1, 2, 3]) published.push((await publishing.publishDue(morning(days)))?.title ?? null);

    await outboxSettled(t);
    expect(readersMail().map((m) => m.subject)).toEqual(['My First Real Post', 'My First Real Post']);
    expect(recipientsOf(readersMail())).toEqual([...READERS].sort());
    // the demo posts were live from the start, none in the queue before the owner's
    expect(published).toEqual(['My First Real Post', null, null]);
  });

  it('puts a demo post an older seeding left in the queue live without a mail', async () => {
    // the daily publication before the demo mark: two demo posts queued (the migration marks them)
    await requeuePost(t, 'Rest Is Part of the Work');
    const before = readersMail().length;
    const post = await t.app.get(PublishingService).publishDue(morning(4));
    expect(post).toMatchObject({ title: 'Rest Is Part of the Work', published: true });
    await outboxSettled(t);
    expect(readersMail()).toHaveLength(before);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_issues`)).toEqual([{ n: 1 }]);
  });

  it('shows one demo product of each type, each seeded by its module, in the order the shop always listed them', async () => {
    const visitor = await newClient(t);
    const products = (await visitor.get('/api/products').expect(200)).body as { title: string; type: string }[];
    expect(products.map((p) => [p.type, p.title])).toEqual([
      ['membership', 'The Inner Circle'],
      ['physical', 'Starting Over: A Field Guide (Paperback)'],
      ['consultation', 'Strategy Session (60 minutes)'],
      ['course', 'Business Foundations Course'],
      ['digital', 'The Calm Leader Workbook'],
    ]);
  });

  it('offers a monthly membership with a 7-day trial, and one members-only post a visitor sees locked', async () => {
    const visitor = await newClient(t);
    const tiers = (await visitor.get('/api/memberships/tiers').expect(200)).body as Record<string, unknown>[];
    expect(tiers).toEqual([
      expect.objectContaining({ title: 'The Inner Circle', monthlyPrice: '$19', yearlyPrice: '$190', trialDays: 7 }),
    ]);
    const posts = (await visitor.get('/api/blog-posts').expect(200)).body as { slug: string; locked: boolean }[];
    const locked = posts.filter((p) => p.locked);
    expect(locked).toHaveLength(1);
    const post = (await visitor.get(`/api/blog-posts/${locked[0].slug}`).expect(200)).body;
    expect([post.audience, post.locked, post.content]).toEqual(['members', true, '']);
    expect(post.excerpt).toContain('quarter');
  });

  it('sells a demo course with a real outline: published lessons in modules, one a free preview', async () => {
    const visitor = await newClient(t);
    const products = (await visitor.get('/api/products').expect(200)).body as { slug: string; type: string }[];
    const course = products.find((p) => p.type === 'course');
    expect(course?.slug).toBe('business-foundations-course');

    const outline = (await visitor.get(`/api/courses/${course!.slug}`).expect(200)).body as CourseOutline;
    const lessons = outline.modules.flatMap((m) => m.lessons);
    expect(outline.modules.length).toBeGreaterThanOrEqual(1);
    expect(outline.lessonCount).toBe(lessons.length);
    expect(lessons.length).toBeGreaterThanOrEqual(3);
    expect(lessons.length).toBeLessThanOrEqual(5);
    const previews = lessons.filter((l) => l.freePreview);
    expect(previews).toHaveLength(1);

    // the preview reads as a lesson to anybody; the others are the students'
    const preview = await visitor.get(`/api/courses/${course!.slug}/lessons/${previews[0].id}`).expect(200);
    expect((preview.body as { bodyHtml: string }).bodyHtml).toMatch(/<p>.{80,}<\/p>/);
    const paid = lessons.find((l) => !l.freePreview)!;
    await visitor.get(`/api/courses/${course!.slug}/lessons/${paid.id}`).expect(401);
  });
});
