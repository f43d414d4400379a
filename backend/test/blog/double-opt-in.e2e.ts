import { createHash } from 'node:crypto';
import request from 'supertest';
import { MailOutbox } from '../../src/core/mail/mail-outbox';
import { newClient, signedIn } from '../support/client';
import { ageConfirmationMail, expireSubscriptionLink, makeSubscribers, resetBlog } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { createPost } from './blog-helpers';
import {
  click,
  confirmLinkOf,
  isConfirmation,
  isWelcome,
  mailsTo,
  outboxDone,
  subscriberRow,
  waitForMail,
} from './subscription-helpers';

const SUBSCRIBED = { message: "You've been subscribed to our newsletter." };

async function subscribe(t: TestApp, email: string) {
  const visitor = await newClient(t);
  const res = await visitor.post('/api/subscribe', { email }).expect(200);
  expect(res.body).toEqual(SUBSCRIBED);
}

describe('double opt-in: subscribing through the confirmation link in a mail', () => {
  const bed = mailTestBed();
  let t: TestApp;
  beforeEach(async () => {
    t = await bed.app();
    await resetBlog(t);
  });

  it('a new address is inactive until the link is clicked; the click confirms and sends the welcome mail', async () => {
    await subscribe(t, 'New.Reader@Example.com');
    expect(await subscriberRow(t, 'new.reader@example.com')).toMatchObject({ active: false, confirmed: false });

    const mail = await waitForMail(bed.smtp, 'new.reader@example.com', isConfirmation);
    const { siteName } = (await request(t.server).get('/api/site').expect(200)).body as { siteName: string };
    expect(mail.subject).toBe(`Please confirm your subscription to ${siteName}`);
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    expect(mail.header('Message-ID')).toMatch(/^<outbox-\d+\.[0-9a-f]{16}@coach\.example>$/);
    expect(mail.text()).toContain('The link works for 7 days.');
    const link = confirmLinkOf(mail);
    // the token is stored only as its hash, neither in the subscriber's row nor in the outbox
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;
    const row = await subscriberRow(t, 'new.reader@example.com');
    expect(row.hash).toBe(createHash('sha256').update(token).digest('hex'));
    const leaks = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM mail_outbox WHERE payload::text LIKE '%' || $1 || '%')::int
         + (SELECT count(*) FROM subscribers WHERE subscribers::text LIKE '%' || $1 || '%')::int AS n`,
      [token],
    );
    expect(leaks).toEqual([{ n: 0 }]);

    const page = await click(t, link).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Your subscription is confirmed');
    expect(page.text).toContain('new.reader@example.com');
    expect(page.text).toContain('href="/blog"');
    expect(await subscriberRow(t, 'new.reader@example.com')).toMatchObject({ active: true, confirmed: true });

    const welcome = await waitForMail(bed.smtp, 'new.reader@example.com', isWelcome);
    expect(welcome.subject).toBe(`Welcome to the daily blog e-mail of ${siteName}`);
    expect(welcome.text()).toContain('Read the blog: https://coach.example/blog');
    expect(welcome.header('List-Unsubscribe')).toMatch(/^<https:\/\/coach\.example\/api\/unsubscribe\?token=[\w-]+>$/);

    // a second click says so and sends nothing more
    const again = await click(t, link).expect(200);
    expect(again.text).toContain('Your subscription is already confirmed');
    await outboxDone(t);
    // (an app starting may first send what an earlier suite left queued: the reader's mails count)
    expect(mailsTo(bed.smtp, 'new.reader@example.com', () => true)).toHaveLength(2);
    // interrupted mails: the confirmation is sent again, the welcome is not
    const outbox = t.app.get(MailOutbox);
    expect(outbox.kind('subscription-confirmation')).toMatchObject({ onUnresolved: 'retry', listUnsubscribe: false });
    expect(outbox.kind('subscription-welcome')).toMatchObject({ onUnresolved: 'give-up', listUnsubscribe: true });
  });

  it('an altered or an expired link shows a page that says so, and activates nobody', async () => {
    await subscribe(t, 'late@example.com');
    const link = confirmLinkOf(await waitForMail(bed.smtp, 'late@example.com', isConfirmation));

    const altered = link.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    for (const path of [altered, '/api/subscribe/confirm?token=', '/api/subscribe/confirm']) {
      const page = await click(t, path).expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('This link is not valid');
    }
    await expireSubscriptionLink(t, 'late@example.com');
    const expired = await click(t, link).expect(200);
    expect(expired.text).toContain('This link has expired');
    expect(expired.text).toContain('Confirmation links work for 7 days.');
    expect(await subscriberRow(t, 'late@example.com')).toMatchObject({ active: false, confirmed: false });
  });

  it('a stranger cannot bring back an address that unsubscribed: it gets a confirmation mail and stays out until its link is clicked', async () => {
    await makeSubscribers(t, ['left@example.com', 'stays@example.com']);
    const [{ token }] = await t.dataSource.query(
      `SELECT unsubscribe_token AS token FROM subscribers WHERE email = 'left@example.com'`,
    );
    await request(t.server).post(`/api/unsubscribe?token=${token}`).expect(200);

    await subscribe(t, 'left@example.com');
    const link = confirmLinkOf(await waitForMail(bed.smtp, 'left@example.com', isConfirmation));
    expect(await subscriberRow(t, 'left@example.com')).toMatchObject({ active: false, unsubscribed: true });
    const admin = await signedIn(t, 'admin');
    await createPost(admin, { title: 'While away', published: true });
    await outboxDone(t);
    expect(bed.smtp.mails.filter((m) => m.subject === 'While away').flatMap((m) => m.to)).toEqual([
      'stays@example.com',
    ]);

    await click(t, link).expect(200);
    await waitForMail(bed.smtp, 'left@example.com', isWelcome);
    await createPost(admin, { title: 'Back again', published: true });
    await outboxDone(t);
    const recipients = bed.smtp.mails.filter((m) => m.subject === 'Back again').flatMap((m) => m.to);
    expect(recipients.sort()).toEqual(['left@example.com', 'stays@example.com']);

    // unsubscribed once more, the used link brings nobody back
    await request(t.server).post(`/api/unsubscribe?token=${token}`).expect(200);
    expect((await click(t, link).expect(200)).text).toContain('This link has already been used');
    expect(await subscriberRow(t, 'left@example.com')).toMatchObject({ active: false });
  });

  it('sends at most one confirmation mail per address in 10 minutes, however often it is subscribed', async () => {
    await makeSubscribers(t, ['already@example.com']);
    for (let i = 0; i < 5; i++) await subscribe(t, i % 2 ? 'Busy@Example.com' : 'busy@example.com');
    await subscribe(t, 'already@example.com');
    const first = await waitForMail(bed.smtp, 'busy@example.com', isConfirmation);
    await outboxDone(t);
    const toThem = bed.smtp.mails.filter((m) => ['busy@example.com', 'already@example.com'].includes(m.to[0]));
    expect(toThem).toHaveLength(1);
    expect(await t.dataSource.query('SELECT recipient FROM mail_outbox')).toEqual([{ recipient: 'busy@example.com' }]);

    // ten minutes later a new mail may go, with a new link that replaces the first
    await ageConfirmationMail(t, 'busy@example.com', 10 * 60 + 1);
    await subscribe(t, 'busy@example.com');
    const second = await waitForMail(bed.smtp, 'busy@example.com', isConfirmation, 2);
    expect((await click(t, confirmLinkOf(first)).expect(200)).text).toContain(
      'replaced by a newer confirmation e-mail',
    );
    await click(t, confirmLinkOf(second)).expect(200);
    expect(await subscriberRow(t, 'busy@example.com')).toMatchObject({ active: true });
  });

  it('the daily e-mail goes only to confirmed active subscribers', async () => {
    await makeSubscribers(t, ['confirmed@example.com']);
    await subscribe(t, 'waiting@example.com');
    await waitForMail(bed.smtp, 'waiting@example.com', isConfirmation);
    const admin = await signedIn(t, 'admin');
    await createPost(admin, { title: 'Only for readers', published: true });
    await waitFor(() => mailsTo(bed.smtp, 'confirmed@example.com', (m) => m.subject === 'Only for readers').length > 0);
    await outboxDone(t);
    expect(bed.smtp.mails.filter((m) => m.subject === 'Only for readers').flatMap((m) => m.to)).toEqual([
      'confirmed@example.com',
    ]);
    const list = await admin.get('/api/admin/subscribers').expect(200);
    expect(list.body.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ['waiting@example.com', 'pending'],
      ['confirmed@example.com', 'active'],
    ]);
  });
});
