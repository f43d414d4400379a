import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { BlogErrors } from '../../src/modules/blog/blog.errors';
import { account, newClient, signedIn } from '../support/client';
import { makeSubscribers, resetBlog } from '../support/factories';
import { mailTestBed, otherThanAccountMails, recipientsOf } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import { createPost } from './blog-helpers';

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quiet Mornings',
  excerpt: 'Ten minutes before the inbox changes the day.',
  imageUrl: '/api/uploads/images/0123456789abcdef0123da3e.png',
  slug: 'quiet-mornings',
  ...overrides,
});

// the part of an e-mail that differs per reader: their unsubscribe link
const sameForEveryone = (body: string) => body.replace(/\r\n/g, '\n').replace(/token=[\w-]+/g, 'token=…');

describe("the editor's e-mail preview and test mail", () => {
  const bed = mailTestBed();

  it('previews exactly the e-mail readers get when the post is published: subject, HTML and text', async () => {
    const t = await bed.app();
    await resetBlog(t);
    await makeSubscribers(t, ['reader@example.com']);
    const who = account();
    const admin = await signedIn(t, 'admin', who);

    const preview = await admin.post('/api/admin/blog-posts/mail-preview', draft()).expect(200);
    expect(preview.body).toMatchObject({ to: who.email, subject: 'Quiet Mornings' });
    expect(preview.body.html).toContain('Ten minutes before the inbox changes the day.');
    expect(preview.body.html).toContain('src="https://coach.example/api/uploads/images/0123456789abcdef0123da3e.png"');
    expect(preview.body.text).toContain('Read the full post: https://coach.example/blog/quiet-mornings');
    expect(preview.body.html).toContain('https://coach.example/api/unsubscribe?token=sample');

    const post = await createPost(admin, { ...draft(), published: true });
    expect(post.slug).toBe('quiet-mornings');
    const mail = await waitFor(
      () => bed.smtp.mails.find((m) => m.subject === 'Quiet Mornings') ?? false,
      10_000,
      'the e-mail',
    );
    expect(mail.subject).toBe(preview.body.subject);
    expect(sameForEveryone(mail.html())).toBe(sameForEveryone(preview.body.html));
    expect(sameForEveryone(mail.text())).toBe(sameForEveryone(preview.body.text));
  });

  it("previews the members' edition of unsaved content: a picture whole, a video as a link, nothing unsafe", async () => {
    const t = await bed.app();
    await resetBlog(t);
    const admin = await signedIn(t, 'admin', account());
    const content =
      '<p>Read <a href="/blog/calm">this</a> and <a href="javascript:alert(1)">that</a>.</p>' +
      '<p><img src="/api/uploads/images/0123456789abcdef01234567-1600x900-1200w.webp" alt="A calm desk" width="1200" height="675" onerror="alert(1)"></p>' +
      '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>' +
      '<div class="video-embed" data-provider="dailymotion" data-id="x7tgad0"></div>' +
      '<iframe src="https://evil.example"></iframe>';

    const preview = await admin.post('/api/admin/blog-posts/mail-preview', draft({ content })).expect(200);
    const { html, text } = preview.body as { html: string; text: string };
    // (the mail's layout puts its styles on the elements)
    expect(html).toMatch(/<a href="https:\/\/coach\.example\/blog\/calm"[^>]*>this<\/a> and <a[^>]*>that<\/a>/);
    expect(html).toMatch(
      /<img src="https:\/\/coach\.example\/api\/uploads\/images\/0123456789abcdef01234567-1600x900-1200w\.webp" alt="A calm desk" width="1200" height="675"/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"[^>]*>▶ Watch the video on YouTube<\/a>/,
    );
    expect(html).not.toMatch(/iframe|onerror|javascript:|dailymotion|x7tgad0/);
    expect(text).toContain('Watch the video: https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    // without content: the daily e-mail, with the excerpt and not the post
    const daily = await admin.post('/api/admin/blog-posts/mail-preview', draft()).expect(200);
    expect(daily.body.html).not.toContain('Watch the video');
    const refused = await admin.post('/api/admin/blog-posts/mail-preview', draft({ content: 42 })).expect(400);
    expect(refused.body.message).toBe('Content must be text');
  });

  it("sends a test of an unsaved draft to the admin's own address, '[Test]' in the subject, each click a mail", async () => {
    const t = await bed.app();
    await resetBlog(t);
    await makeSubscribers(t, ['reader@example.com']);
    const who = account();
    const admin = await signedIn(t, 'admin', who);

    const answer = await admin.post('/api/admin/blog-posts/test-mail', draft({ slug: undefined })).expect(202);
    expect(answer.body).toEqual({ message: `A test e-mail is on its way to ${who.email}.`, to: who.email });
    await admin.post('/api/admin/blog-posts/test-mail', draft()).expect(202);
    const tests = () => otherThanAccountMails(bed.smtp);
    const mails = await waitFor(() => (tests().length >= 2 ? tests() : false), 10_000, 'two tests');

    expect(mails.map((m) => m.to)).toEqual([[who.email], [who.email]]);
    const [mail] = mails;
    expect(mail.subject).toBe('[Test] Quiet Mornings');
    expect(mail.html()).toContain('Ten minutes before the inbox changes the day.');
    expect(mail.text()).toContain('Read the full post: https://coach.example/blog/quiet-mornings');
    // the reader's footer, with its unsubscribe link, but no List-Unsubscribe: a test is not bulk mail
    expect(mail.text()).toContain('Unsubscribe: https://coach.example/api/unsubscribe?token=sample');
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    expect(mail.header('Message-ID')).toMatch(/^<outbox-\d+\./);
    // nothing went to the subscribers, and no post's delivery counts it
    expect(recipientsOf(tests())).not.toContain('reader@example.com');
    const published = await createPost(admin, { ...draft(), published: true });
    await waitFor(() => tests().length >= 3, 10_000, "the reader's e-mail");
    // the outbox records the mail as sent once the SMTP server's answer reached it, a moment after the
    // server has the mail: a busy machine shows that moment
    const delivery = await waitFor(
      async () => {
        const res = await admin.get(`/api/admin/blog-posts/delivery?ids=${published.id}`).expect(200);
        return (res.body as { queued: number }[])[0]?.queued === 0 ? res : false;
      },
      10_000,
      'the sent mail recorded',
    );
    expect(delivery.body).toEqual([{ postId: published.id, queued: 0, sent: 1, failed: 0, skipped: 0, unresolved: 0 }]);
  });

  it('refuses a draft without title or excerpt, or with a bad image, with a readable 400', async () => {
    const t = await bed.app({ concurrency: 0 });
    await resetBlog(t);
    const admin = await signedIn(t, 'admin');
    for (const url of ['/api/admin/blog-posts/mail-preview', '/api/admin/blog-posts/test-mail']) {
      const refused = async (body: object) => (await admin.post(url, body).expect(400)).body.message as string;
      expect(await refused(draft({ title: '   ' }))).toBe(BlogErrors.draftIncomplete);
      expect(await refused({ excerpt: 'Only an excerpt.' })).toBe(BlogErrors.draftIncomplete);
      expect(await refused(draft({ excerpt: 42 }))).toBe(BlogErrors.draftIncomplete);
      expect(await refused(draft({ title: 'x'.repeat(201) }))).toBe('Title must be at most 200 characters');
      expect(await refused(draft({ imageUrl: 'javascript:alert(1)' }))).toBe(
        'Featured image must be an image uploaded to this site or an https:// address of at most 500 characters',
      );
    }
    // only the preview shows the post's content
    const refusedTest = await admin.post('/api/admin/blog-posts/test-mail', draft({ content: '<p>Body</p>' }));
    expect(refusedTest.status).toBe(400);
    expect(refusedTest.body.message).toBe('The field "content" is not allowed');
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'newsletter-test'`,
    );
    expect(n).toBe(0);
  });

  it('limits test mails to 20 an hour per admin', async () => {
    const t = await bed.app({ concurrency: 0 });
    const admin = await signedIn(t, 'admin');
    for (let i = 0; i < 20; i++) await admin.post('/api/admin/blog-posts/test-mail', draft()).expect(202);
    const refused = await admin.post('/api/admin/blog-posts/test-mail', draft()).expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in /);
    // another admin has a budget of their own
    await (await signedIn(t, 'admin')).post('/api/admin/blog-posts/test-mail', draft()).expect(202);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const t = await bed.app({ concurrency: 0 });
    const anonymous = await newClient(t);
    const customer = await signedIn(t, 'customer');
    for (const url of ['/api/admin/blog-posts/mail-preview', '/api/admin/blog-posts/test-mail']) {
      expect((await anonymous.post(url, draft()).expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
      expect((await customer.post(url, draft()).expect(403)).body.message).toBe(ADMIN_REQUIRED);
    }
  });
});
