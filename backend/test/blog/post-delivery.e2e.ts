import request from 'supertest';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { BlogErrors } from '../../src/modules/blog/blog.errors';
import { newClient, signedIn, TestClient } from '../support/client';
import { makeOutboxRows, makeSubscribers, resetBlog } from '../support/factories';
import { mailTestBed, otherThanAccountMails, recipientsOf } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { createPost } from './blog-helpers';

const deliveries = async (admin: TestClient, ids: string) =>
  (await admin.get(`/api/admin/blog-posts/delivery?ids=${ids}`).expect(200)).body as Record<string, number>[];

const tokenOf = async (t: TestApp, email: string) =>
  (
    (await t.dataSource.query('SELECT unsubscribe_token FROM subscribers WHERE email = $1', [email])) as {
      unsubscribe_token: string;
    }[]
  )[0].unsubscribe_token;

describe("a post's delivery counts, GET /api/admin/blog-posts/delivery", () => {
  const bed = mailTestBed();

  it('counts each e-mail of a published post as queued, then sent, failed (refused for good) or skipped (unsubscribed meanwhile)', async () => {
    // this replica only enqueues: the mails wait until the second one starts
    const t = await bed.app({ concurrency: 0 });
    await resetBlog(t);
    await makeSubscribers(t, ['ada@example.com', 'bob@example.com', 'refused@example.com', 'leaving@example.com']);
    await makeSubscribers(t, ['inactive@example.com'], 'left');
    bed.smtp.rejectRecipients.add('refused@example.com');
    const admin = await signedIn(t, 'admin');
    const post = await createPost(admin, { published: true });
    const queuedPost = await createPost(admin, { published: false });

    const zero = { queued: 0, sent: 0, failed: 0, skipped: 0, unresolved: 0 };
    expect(await deliveries(admin, `${post.id},${queuedPost.id}`)).toEqual([
      { postId: post.id, ...zero, queued: 4 },
      { postId: queuedPost.id, ...zero },
    ]);

    // the reader unsubscribes with their link before their e-mail leaves
    const token = await tokenOf(t, 'leaving@example.com');
    await request(t.server)
      .post(`/api/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);

    await bed.app();
    const settled = await waitFor(
      async () => {
        const [counts] = await deliveries(admin, String(post.id));
        return counts.queued === 0 ? counts : false;
      },
      15_000,
      'every e-mail of the post settled',
    );
    expect(settled).toEqual({ postId: post.id, ...zero, sent: 2, failed: 1, skipped: 1 });
    expect(recipientsOf(otherThanAccountMails(bed.smtp))).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('counts waiting and in-hand mails as queued, and a crash-interrupted one as unresolved', async () => {
    const t = await bed.app({ concurrency: 0 });
    await resetBlog(t);
    await makeOutboxRows(t, [
      { kind: 'newsletter', subjectKey: 'post:8', recipient: 'a@example.com', status: 'pending' },
      { kind: 'newsletter', subjectKey: 'post:8', recipient: 'b@example.com', status: 'sending' },
      { kind: 'newsletter', subjectKey: 'post:8', recipient: 'c@example.com', status: 'unresolved' },
      { kind: 'newsletter', subjectKey: 'post:8', recipient: 'd@example.com', status: 'sent' },
      { kind: 'newsletter-test', subjectKey: 'post:8', recipient: 'e@example.com', status: 'sent' },
      { kind: 'newsletter', subjectKey: 'post:80', recipient: 'f@example.com', status: 'sent' },
    ]);
    const admin = await signedIn(t, 'admin');
    expect(await deliveries(admin, '8')).toEqual([
      { postId: 8, queued: 2, sent: 1, failed: 0, skipped: 0, unresolved: 1 },
    ]);
  });

  it('answers in the order asked, once per post, and zeros for a post never e-mailed or unknown', async () => {
    const t = await bed.app({ concurrency: 0 });
    await resetBlog(t);
    const admin = await signedIn(t, 'admin');
    const zero = { queued: 0, sent: 0, failed: 0, skipped: 0, unresolved: 0 };
    expect(await deliveries(admin, '9,3,9')).toEqual([
      { postId: 9, ...zero },
      { postId: 3, ...zero },
    ]);
    // the same list written as repeated parameters
    const repeated = await admin.get('/api/admin/blog-posts/delivery?ids=4&ids=5').expect(200);
    expect(repeated.body.map((d: { postId: number }) => d.postId)).toEqual([4, 5]);
  });

  it('refuses a missing, malformed or too long list of ids with a readable 400', async () => {
    const t = await bed.app({ concurrency: 0 });
    const admin = await signedIn(t, 'admin');
    const refused = async (query: string) =>
      (await admin.get(`/api/admin/blog-posts/delivery${query}`).expect(400)).body.message as string;

    expect(await refused('')).toBe(BlogErrors.deliveryIdsMissing);
    expect(await refused('?ids=')).toBe(BlogErrors.deliveryIdsMissing);
    for (const bad of ['abc', '1,two', '0', '-3', '1.5', '2147483648', '1,,2']) {
      expect(await refused(`?ids=${bad}`)).toBe(BlogErrors.deliveryIdsBad);
    }
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(await refused(`?ids=${many}`)).toBe(BlogErrors.deliveryIdsTooMany);
    await admin.get(`/api/admin/blog-posts/delivery?ids=${many.replace(/,101$/, '')}`).expect(200);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const t = await bed.app({ concurrency: 0 });
    const anonymous = await newClient(t);
    const url = '/api/admin/blog-posts/delivery?ids=1';
    expect((await anonymous.get(url).expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
    const customer = await signedIn(t, 'customer');
    expect((await customer.get(url).expect(403)).body.message).toBe(ADMIN_REQUIRED);
  });
});
