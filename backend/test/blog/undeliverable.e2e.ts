import { newClient } from '../support/client';
import { makeSubscribers } from '../support/factories';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { createPost } from './blog-helpers';
import { blogWithAdmin, click, confirmLinkOf, isConfirmation, mailsTo, waitForMail } from './subscription-helpers';

type Subscriber = { email: string; status: string; undeliverable: { reason: string; detail: string | null } | null };

const newsletterRows = (t: TestApp, postId: number) =>
  t.dataSource.query(
    `SELECT recipient, status, last_error FROM mail_outbox WHERE kind = 'newsletter' AND subject_key = $1
     ORDER BY recipient`,
    [`post:${postId}`],
  ) as Promise<{ recipient: string; status: string; last_error: string | null }[]>;

// A clean list (issue 47) on the daily e-mail: a reader's mailbox that refuses it for good stops
// getting it, the owner sees why, and the reader's click on a new confirmation link brings it back.
describe('an undeliverable subscriber: stopped by a hard bounce, shown to the owner, confirmed anew', () => {
  const bed = mailTestBed();

  it('a 550 stops the address, the Subscribers tab says why, and confirming anew lifts it', async () => {
    const { t, admin } = await blogWithAdmin(bed);
    await makeSubscribers(t, ['gone@example.com', 'ada@example.com']);
    bed.smtp.rejectRecipients.add('gone@example.com');
    const first = await createPost(admin, { published: true });
    await outboxSettled(t, 'newsletter');
    expect(await newsletterRows(t, first.id)).toEqual([
      { recipient: 'ada@example.com', status: 'sent', last_error: null },
      { recipient: 'gone@example.com', status: 'failed', last_error: expect.stringContaining('550') },
    ]);

    const listed = (await admin.get('/api/admin/subscribers').expect(200)).body as Subscriber[];
    expect(listed.find((s) => s.email === 'gone@example.com')).toMatchObject({
      status: 'active',
      undeliverable: { reason: 'hard-bounce', detail: '550 Mailbox unavailable', since: expect.any(String) },
    });
    expect(listed.find((s) => s.email === 'ada@example.com')?.undeliverable).toBeNull();

    // the next post skips the address, saying why; the mailbox works again meanwhile
    bed.smtp.rejectRecipients.clear();
    const second = await createPost(admin, { published: true });
    await outboxSettled(t, 'newsletter');
    expect(await newsletterRows(t, second.id)).toEqual([
      { recipient: 'ada@example.com', status: 'sent', last_error: null },
      {
        recipient: 'gone@example.com',
        status: 'skipped',
        last_error: expect.stringMatching(
          /^Not sent: the address is undeliverable \(hard bounce on \d{4}-\d\d-\d\d: 550/,
        ),
      },
    ]);
    expect(mailsTo(bed.smtp, 'gone@example.com', () => true)).toEqual([]);

    // the reader, still on the list, subscribes again: the confirmation reaches the stopped address
    await (await newClient(t)).post('/api/subscribe', { email: 'gone@example.com' }).expect(200);
    const confirmation = await waitForMail(bed.smtp, 'gone@example.com', isConfirmation);
    const page = await click(t, confirmLinkOf(confirmation)).expect(200);
    expect(page.text).toContain('Your subscription is confirmed');
    const after = (await admin.get('/api/admin/subscribers?search=gone').expect(200)).body as Subscriber[];
    expect(after).toEqual([expect.objectContaining({ status: 'active', undeliverable: null })]);

    const third = await createPost(admin, { published: true });
    await outboxSettled(t, 'newsletter');
    expect((await newsletterRows(t, third.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    // no welcome again for a reader who never left; one confirmation, one post
    expect(mailsTo(bed.smtp, 'gone@example.com', () => true).map((m) => m.subject)).toEqual([
      confirmation.subject,
      expect.stringContaining(third.title),
    ]);
  });
});
