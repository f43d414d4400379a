import { newClient, TestClient } from '../support/client';
import { makeSubscribers } from '../support/factories';
import { mailTestBed, otherThanAccountMails, recipientsOf } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { createPost } from './blog-helpers';
import {
  blogWithAdmin,
  click,
  confirmLinkOf,
  isConfirmation,
  outboxDone,
  subscriberEmails,
  subscriberRow,
  waitForMail,
} from './subscription-helpers';

// POST /api/admin/subscribers/import: with and without consent, never bringing back who unsubscribed
describe('importing subscribers from CSV', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(async () => ({ t, admin } = await blogWithAdmin(bed)));
  const emails = (query = '') => subscriberEmails(admin, query);

  it('imports with consent: new addresses active at once, no mail; unsubscribed ones left alone and counted', async () => {
    await makeSubscribers(t, ['active@example.com']);
    await makeSubscribers(t, ['left@example.com'], 'left');
    await newClient(t).then((v) => v.post('/api/subscribe', { email: 'waiting@example.com' }).expect(200));
    await waitForMail(bed.smtp, 'waiting@example.com', isConfirmation);

    const csv = [
      'Name,Email',
      'Ada,New@Example.com',
      'Act,active@example.com',
      'Left,left@example.com',
      'Wait,waiting@example.com',
      ',',
      'Bad,not-an-address',
      'Again,new@example.com',
      '"Quoted, name",second@example.com',
    ].join('\n');
    const report = await admin.post('/api/admin/subscribers/import', { csv, consent: true }).expect(200);
    expect(report.body).toEqual({
      added: 3,
      alreadySubscribed: 1,
      skippedUnsubscribed: 1,
      duplicates: 1,
      invalid: [{ line: 7, text: 'not-an-address' }],
    });
    for (const email of ['new@example.com', 'waiting@example.com', 'second@example.com']) {
      expect(await subscriberRow(t, email)).toMatchObject({ active: true, confirmed: true });
    }
    expect(await subscriberRow(t, 'left@example.com')).toMatchObject({ active: false });
    await outboxDone(t);
    expect(otherThanAccountMails(bed.smtp).map((m) => m.to[0])).toEqual(['waiting@example.com']); // its own earlier request
    const post = await createPost(admin, { title: 'For the imported', published: true });
    await outboxDone(t);
    const got = bed.smtp.mails.filter((m) => m.subject === post.title).flatMap((m) => m.to);
    expect(got.sort()).toEqual(['active@example.com', 'new@example.com', 'second@example.com', 'waiting@example.com']);
  });

  it('imports without consent: each new address is sent the confirmation mail and waits for its click', async () => {
    await makeSubscribers(t, ['active@example.com']);
    await makeSubscribers(t, ['left@example.com'], 'left');
    const csv = 'fresh1@example.com\r\nfresh2@example.com\r\nactive@example.com\r\nleft@example.com\r\n';
    const report = await admin.post('/api/admin/subscribers/import', { csv, consent: false }).expect(200);
    expect(report.body).toEqual({ added: 2, alreadySubscribed: 1, skippedUnsubscribed: 1, duplicates: 0, invalid: [] });
    expect(await subscriberRow(t, 'fresh1@example.com')).toMatchObject({ active: false, confirmed: false });

    const mail = await waitForMail(bed.smtp, 'fresh1@example.com', isConfirmation);
    await waitForMail(bed.smtp, 'fresh2@example.com', isConfirmation);
    await outboxDone(t);
    expect(recipientsOf(otherThanAccountMails(bed.smtp))).toEqual(['fresh1@example.com', 'fresh2@example.com']);
    await click(t, confirmLinkOf(mail)).expect(200);
    expect(await subscriberRow(t, 'fresh1@example.com')).toMatchObject({ active: true });
    expect(await subscriberRow(t, 'left@example.com')).toMatchObject({ active: false });
  });

  it('refuses an empty, too large or too long import with a readable 4xx, and imports nothing', async () => {
    const post = (body: object) => admin.post('/api/admin/subscribers/import', body);
    expect((await post({ csv: ' \n\n', consent: true }).expect(400)).body.message).toBe(
      'The CSV has no addresses. Put one e-mail address on each line.',
    );
    expect((await post({ csv: 'a@example.com' }).expect(400)).body.message).toBe('consent must be true or false');
    const big = `${'x'.repeat(100)}@example.com\n`.repeat(4700); // 531 KB
    expect((await post({ csv: big, consent: true }).expect(413)).body.message).toBe(
      'The CSV is too large: at most 500 KB per import. Please split it into smaller files.',
    );
    const many = Array.from({ length: 10_001 }, (_, i) => `r${i}@ex.io`).join('\n');
    expect((await post({ csv: many, consent: true }).expect(413)).body.message).toBe(
      'The CSV has too many lines: at most 10,000 addresses per import. Please split it into smaller files.',
    );
    expect(await emails()).toEqual([]);
  });
});
