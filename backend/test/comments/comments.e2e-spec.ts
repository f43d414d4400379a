import { CommentDigestService } from '../../src/modules/comments/comment-digest.service';
import { CommentsRepository } from '../../src/modules/comments/comments.repository';
import { createPost } from '../blog/blog-helpers';
import { userIdOf } from '../courses/course-helpers';
import { membersSite } from '../members-only/members-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { emptyComments, resetBlog, setAlertAddress } from '../support/factories';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import { decodeHeader, waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';

const OWNER = 'owner@coach.example';
const BANNED = 'You can no longer comment on this site.';
const AUTHOR_NOT_FOUND = 'This account no longer exists.';
const MEMBERS_ONLY = 'This post is for members: only members who can read it can read and write its comments.';
const DAY = 24 * 60 * 60 * 1000;

type Shown = { id: number; state: string; author: string | null; body: string; mine: boolean; replies?: Shown[] };
const threadOf = async (client: TestClient, slug: string) =>
  (await client.get(`/api/blog-posts/${slug}/comments`).expect(200)).body as {
    comments: Shown[];
    count: number;
    canComment: string;
  };
const write = (client: TestClient, slug: string, body: string, parentId?: number) =>
  client.post(`/api/blog-posts/${slug}/comments`, parentId === undefined ? { body } : { body, parentId });

describe('comments under blog posts', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  let slug: string;
  beforeEach(async () => {
    t = await bed.app();
    await resetBlog(t);
    await emptyComments(t);
    await setAlertAddress(t, OWNER);
    admin = await signedIn(t, 'admin');
    ({ slug } = await createPost(admin, { title: 'Leading Quietly', published: true }));
  });
  const ownerMails = () => bed.smtp.mails.filter((m) => m.to.includes(OWNER));

  it('lives: pending for a first-timer, approved, then at once; replies one level; hidden, deleted, banned', async () => {
    const visitor = await newClient(t);
    expect(await threadOf(visitor, slug)).toEqual({ comments: [], count: 0, canComment: 'sign-in' });
    await visitor.post(`/api/blog-posts/${slug}/comments`, { body: 'Hello' }).expect(401);
    await visitor.get('/api/blog-posts/no-such-post/comments').expect(404);

    const ada = await signedIn(t, 'customer', account({ firstName: 'Ada', lastName: 'Lovelace' }));
    const refused = await write(ada, slug, '   ').expect(400);
    expect(refused.body.message).toBe('Please write your comment.');
    expect((await write(ada, slug, 'x'.repeat(5001)).expect(400)).body.message).toBe(
      'A comment must be at most 5000 characters.',
    );
    await write(ada, 'no-such-post', 'Hello').expect(404);

    // a first-timer's comment waits: its author sees it, nobody else does
    const first = (await write(ada, slug, 'Thank you.\nThis helped <b>a lot</b>.').expect(201)).body;
    expect(first).toMatchObject({ state: 'pending', author: 'Ada L.', body: 'Thank you.\nThis helped <b>a lot</b>.' });
    expect((await threadOf(ada, slug)).comments).toEqual([
      expect.objectContaining({ id: first.id, state: 'pending', mine: true, replies: [] }),
    ]);
    expect((await threadOf(visitor, slug)).comments).toEqual([]);

    // the owner is told, with the words as written
    const [mail] = await waitFor(() => (ownerMails().length ? ownerMails() : false), 5000, 'the owner mail');
    expect(decodeHeader(mail.subject)).toBe('New comment from Ada Lovelace on "Leading Quietly"');
    expect(mail.text()).toContain('(awaiting your approval)');
    expect(mail.text()).toContain('This helped <b>a lot</b>.');
    expect(mail.html()).toContain('This helped &lt;b&gt;a lot&lt;/b&gt;.');

    const pending = await admin.get('/api/admin/comments?status=pending').expect(200);
    expect(pending.body).toEqual([
      expect.objectContaining({ id: first.id, status: 'pending', authorName: 'Ada Lovelace', postSlug: slug }),
    ]);
    expect((await admin.get('/api/admin/comments/counts').expect(200)).body).toEqual({
      pending: 1,
      approved: 0,
      hidden: 0,
    });
    await admin.post(`/api/admin/comments/${first.id}/approve`).expect(200);
    expect((await admin.post(`/api/admin/comments/${first.id}/approve`).expect(404)).body.message).toBe(
      'Comment not found.',
    );
    expect((await threadOf(visitor, slug)).comments).toEqual([
      expect.objectContaining({ id: first.id, state: 'approved', author: 'Ada L.', mine: false }),
    ]);

    // approved once: the next one appears at once
    const second = (await write(ada, slug, 'One more thought.').expect(201)).body;
    expect(second.state).toBe('approved');

    // a reply to a reply goes under the top-level comment
    const bob = await signedIn(t, 'customer', account({ firstName: 'Bob', lastName: 'Stone' }));
    await admin
      .post(`/api/admin/comments/${(await write(bob, slug, 'Agreed.', first.id).expect(201)).body.id}/approve`)
      .expect(200);
    const replyToReply = (
      await write(ada, slug, 'Thanks Bob.', (await threadOf(visitor, slug)).comments[0].replies![0].id).expect(201)
    ).body;
    await write(ada, slug, 'Nowhere', 999_999).expect(404);
    let shown = await threadOf(visitor, slug);
    expect(shown.comments.map((c) => [c.body, c.replies!.map((r) => r.body)])).toEqual([
      ['Thank you.\nThis helped <b>a lot</b>.', ['Agreed.', 'Thanks Bob.']],
      ['One more thought.', []],
    ]);
    expect(shown.count).toBe(4);
    expect(replyToReply.state).toBe('approved');

    // hidden: off the page (its replies stay under a placeholder); shown again
    await admin.post(`/api/admin/comments/${first.id}/hide`).expect(200);
    shown = await threadOf(visitor, slug);
    expect(shown.comments[0]).toMatchObject({ state: 'hidden', author: null, body: '' });
    expect(shown.comments[0].replies).toHaveLength(2);
    expect((await admin.get('/api/admin/comments?status=hidden').expect(200)).body.map((c: Shown) => c.id)).toEqual([
      first.id,
    ]);
    await admin.post(`/api/admin/comments/${first.id}/unhide`).expect(200);
    expect((await threadOf(visitor, slug)).comments[0].state).toBe('approved');

    // deleted: a comment without replies goes; one with replies becomes "Comment deleted"
    await admin.send('delete', `/api/admin/comments/${second.id}`, {}).expect(204);
    await admin.send('delete', `/api/admin/comments/${second.id}`, {}).expect(404);
    await admin.send('delete', `/api/admin/comments/${first.id}`, {}).expect(204);
    shown = await threadOf(visitor, slug);
    expect(shown.comments).toEqual([expect.objectContaining({ state: 'deleted', author: null, body: '' })]);
    expect(shown.comments[0].replies!.map((r) => r.body)).toEqual(['Agreed.', 'Thanks Bob.']);

    // search by the author's name
    const found = await admin.get('/api/admin/comments?search=stone').expect(200);
    expect(found.body.map((c: { body: string }) => c.body)).toEqual(['Agreed.']);
    await admin.get('/api/admin/comments?status=spam').expect(400);

    // banned: refused with a readable 403, until let back
    const adaId = await userIdOf(ada);
    expect((await admin.send('put', `/api/admin/comments/bans/${adaId}`, {}).expect(200)).body).toEqual({
      userId: adaId,
      banned: true,
    });
    expect((await write(ada, slug, 'Let me in').expect(403)).body.message).toBe(BANNED);
    expect((await threadOf(ada, slug)).canComment).toBe('banned');
    expect((await admin.get('/api/admin/comments?search=thanks').expect(200)).body[0].authorBanned).toBe(true);
    await admin.send('delete', `/api/admin/comments/bans/${adaId}`, {}).expect(200);
    await write(ada, slug, 'Back again').expect(201);
    const noAccount = await admin.send('put', '/api/admin/comments/bans/999999', {}).expect(404);
    expect(noAccount.body.message).toBe(AUTHOR_NOT_FOUND);
    await admin.send('delete', '/api/admin/comments/bans/999999', {}).expect(404);
    await admin.post('/api/admin/comments/999999/hide').expect(404);
    await admin.post('/api/admin/comments/999999/unhide').expect(404);
  });

  it('answers 404 to a reply to a comment the reader cannot see or that is under another post', async () => {
    const ada = await signedIn(t, 'customer');
    const bob = await signedIn(t, 'customer');
    const adasPending = (await write(ada, slug, 'Waiting for approval').expect(201)).body;
    const hidden = (await write(admin, slug, 'Hidden by the owner').expect(201)).body;
    await admin.post(`/api/admin/comments/${hidden.id}/hide`).expect(200);
    const other = await createPost(admin, { title: 'Another Post', published: true });
    const elsewhere = (await write(admin, other.slug, 'Under another post').expect(201)).body;
    for (const parentId of [adasPending.id, hidden.id, elsewhere.id]) {
      const refused = await write(bob, slug, 'A reply', parentId).expect(404);
      expect([parentId, refused.body.message]).toEqual([parentId, 'Comment not found.']);
    }
    // its author may answer their own pending comment
    await write(ada, slug, 'And one more thing', adasPending.id).expect(201);
    for (const parentId of [0, 1.5, 'one']) {
      const refused = await write(bob, slug, 'A reply', parentId as number).expect(400);
      expect([parentId, refused.body.message]).toEqual([parentId, 'The comment you reply to must be a whole number.']);
    }
  });

  it('takes ten comments of one reader in ten minutes, then refuses with 429', async () => {
    const ada = await signedIn(t, 'customer');
    for (let i = 1; i <= 10; i++) await write(ada, slug, `Thought ${i}`).expect(201);
    await write(ada, slug, 'One too many').expect(429);
  });

  it('tells the owner of a first-timer’s first pending comment only, however many they post at once', async () => {
    const spammer = await signedIn(t, 'customer', account({ firstName: 'Spam', lastName: 'Bot' }));
    const posted = await Promise.all([1, 2, 3, 4, 5].map((i) => write(spammer, slug, `Buy now ${i}`)));
    expect(posted.map((res) => [res.status, res.body.state])).toEqual(Array(5).fill([201, 'pending']));
    await outboxSettled(t);
    expect(ownerMails()).toHaveLength(1);
    // once none waits, the next one is told again
    const [first, ...rest] = (await admin.get('/api/admin/comments?status=pending').expect(200)).body as Shown[];
    for (const c of [first, ...rest]) await admin.send('delete', `/api/admin/comments/${c.id}`, {}).expect(204);
    await write(spammer, slug, 'Buy later').expect(201);
    await outboxSettled(t);
    expect(ownerMails()).toHaveLength(2);
  });

  it('answers 404, not 500, to a reply whose comment is being deleted with its thread', async () => {
    const ada = await signedIn(t, 'customer');
    const top = (await write(admin, slug, 'A question to all').expect(201)).body;
    const answer = (await write(admin, slug, 'An answer', top.id).expect(201)).body;
    await admin.send('delete', `/api/admin/comments/${top.id}`, {}).expect(204);
    // the owner deletes the placeholder's last reply, which takes the placeholder too; Ada replies
    // to it before that is committed
    const deleter = t.dataSource.createQueryRunner();
    await deleter.connect();
    try {
      await deleter.startTransaction();
      expect(await t.app.get(CommentsRepository).remove(deleter.manager, { id: answer.id })).toBe(true);
      const replied = write(ada, slug, 'Ada answers', answer.id).then((res) => [res.status, res.body.message]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await deleter.commitTransaction();
      expect(await replied).toEqual([404, 'Comment not found.']);
    } finally {
      await deleter.release();
    }
    expect((await threadOf(admin, slug)).comments).toEqual([]);
  });

  it('keeps a members-only post’s comments to its readers', async () => {
    const site = await membersSite(t);
    const post = site.membersPost.slug;
    const refused = await site.nonMember.client.get(`/api/blog-posts/${post}/comments`).expect(403);
    expect(refused.body.message).toBe(MEMBERS_ONLY);
    await site.visitor.get(`/api/blog-posts/${post}/comments`).expect(403);
    expect((await write(site.nonMember.client, post, 'Can I?').expect(403)).body.message).toBe(MEMBERS_ONLY);
    const mine = (await write(site.basicMember.client, post, 'A member speaks').expect(201)).body;
    await site.admin.post(`/api/admin/comments/${mine.id}/approve`).expect(200);
    expect((await threadOf(site.innerMember.client, post)).comments.map((c) => c.body)).toEqual(['A member speaks']);
  });

  it('sends one digest a day instead, once however many replicas run it', async () => {
    expect(
      (await admin.send('put', '/api/admin/comments/settings', { ownerMail: 'weekly' }).expect(400)).body.message,
    ).toBe('Choose "each" (a mail for each comment) or "digest" (one digest a day).');
    await admin.send('put', '/api/admin/comments/settings', { ownerMail: 'digest' }).expect(200);
    expect((await admin.get('/api/admin/comments/settings').expect(200)).body).toEqual({ ownerMail: 'digest' });
    const ada = await signedIn(t, 'customer', account({ firstName: 'Ada', lastName: 'Lovelace' }));
    await write(ada, slug, 'First of the day').expect(201);
    await write(ada, slug, 'Second of the day').expect(201);
    await outboxSettled(t);
    expect(ownerMails()).toEqual([]);

    // tomorrow, two replicas run the digest at once: one mail
    const replica = await bed.app();
    const tomorrow = new Date(Date.now() + DAY);
    const runs = await Promise.all([t, replica].map((app) => app.app.get(CommentDigestService).sendDue(tomorrow)));
    expect(runs.sort()).toEqual([false, true]);
    expect(await t.app.get(CommentDigestService).sendDue(tomorrow)).toBe(false);
    const [digest] = await waitFor(() => (ownerMails().length ? ownerMails() : false), 5000, 'the digest');
    expect(digest.subject).toMatch(/^2 new comments on \d{4}-\d{2}-\d{2}$/);
    expect(digest.text()).toContain('First of the day');
    expect(digest.text()).toContain('Second of the day');
    await outboxSettled(t);
    expect(ownerMails()).toHaveLength(1);
  });

  it('mails each comment once across a switch of the setting: each → digest → each', async () => {
    const ada = await signedIn(t, 'customer', account({ firstName: 'Ada', lastName: 'Lovelace' }));
    const digest = () => t.app.get(CommentDigestService).sendDue(new Date(Date.now() + DAY));
    const first = (await write(ada, slug, 'Written under each').expect(201)).body;
    await waitFor(() => ownerMails().length === 1, 5000, 'the mail of the first comment');
    await admin.post(`/api/admin/comments/${first.id}/approve`).expect(200);

    // switched to the digest: the first comment is not told again, the owner's own never
    await admin.send('put', '/api/admin/comments/settings', { ownerMail: 'digest' }).expect(200);
    await write(ada, slug, 'Written under digest').expect(201);
    await write(admin, slug, 'The owner answers').expect(201);
    // switched back before the digest runs: the comment written meanwhile still goes in it
    await admin.send('put', '/api/admin/comments/settings', { ownerMail: 'each' }).expect(200);
    await write(ada, slug, 'Written under each again').expect(201);
    expect(await digest()).toBe(true);
    await outboxSettled(t);
    const later = ownerMails()
      .slice(1)
      .map((m) => ({ subject: decodeHeader(m.subject), text: m.text() }));
    expect(later.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^1 new comment on \d{4}-\d{2}-\d{2}$/),
      'New comment from Ada Lovelace on "Leading Quietly"',
    ]);
    const told = later.find((m) => m.subject.startsWith('1 new comment'))!.text;
    expect(told).toContain('Written under digest');
    expect(told).not.toContain('Written under each');
    expect(told).not.toContain('The owner answers');
  });

  it('puts an account’s comments in its export, and deletes them with it (replies of others stay)', async () => {
    const who = account({ firstName: 'Ada', lastName: 'Lovelace' });
    const ada = await signedIn(t, 'customer', who);
    const kept = (await write(ada, slug, 'Answered by Bob').expect(201)).body;
    await admin.post(`/api/admin/comments/${kept.id}/approve`).expect(200);
    await write(ada, slug, 'Alone').expect(201);
    const bob = await signedIn(t, 'customer');
    await write(bob, slug, 'I answer Ada', kept.id).expect(201);

    const data = JSON.parse((await ada.get('/api/account/export').buffer(true).expect(200)).text);
    expect(data.comments).toEqual([
      {
        post: 'Leading Quietly',
        id: kept.id,
        inReplyTo: null,
        body: 'Answered by Bob',
        status: 'approved',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ body: 'Alone', status: 'approved' }),
    ]);

    await ada.post('/api/account/delete', { password: who.password }).expect(200);
    const shown = await threadOf(bob, slug);
    expect(shown.comments).toEqual([
      expect.objectContaining({ id: kept.id, state: 'deleted', author: null, body: '' }),
    ]);
    expect(shown.comments[0].replies!.map((r) => r.body)).toEqual(['I answer Ada']);
    const left = (await admin.get('/api/admin/comments').expect(200)).body.map((c: { body: string }) => c.body);
    expect(left).toEqual(['I answer Ada']);
  });
});
