import { newClient, signedIn, TestClient } from '../support/client';
import { mailTestBed, outboxStatuses } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { addSubscribers, createPost, resetBlog } from './blog-helpers';
import { click, confirmLinkOf, isConfirmation, outboxDone, subscriberRow, waitForMail } from './subscription-helpers';

interface Subscriber {
  id: number;
  email: string;
  status: string;
}

// the admin's Subscribers tab: search, export, import and remove (GET /api/admin/subscribers and beside it)
describe('the admin Subscribers tab', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(async () => {
    t = await bed.app();
    await resetBlog(t);
    admin = await signedIn(t, 'admin');
  });

  const emails = async (query = '') =>
    ((await admin.get(`/api/admin/subscribers${query}`).expect(200)).body as Subscriber[]).map((s) => s.email);

  it('refuses every new route to visitors (401) and customers (403)', async () => {
    const anonymous = await newClient(t);
    const customer = await signedIn(t, 'customer');
    const routes = [
      ['get', '/api/admin/subscribers?search=a'],
      ['get', '/api/admin/subscribers/export'],
      ['post', '/api/admin/subscribers/import'],
      ['delete', '/api/admin/subscribers/1'],
    ] as const;
    for (const [method, url] of routes) {
      await anonymous.send(method, url, { csv: 'a@example.com', consent: true }).expect(401);
      await customer.send(method, url, { csv: 'a@example.com', consent: true }).expect(403);
    }
  });

  it('searches on the server by any part of the address, in any case, taking % and _ literally', async () => {
    await addSubscribers(t, ['ada@example.com', 'bob@example.com', 'ada.l@other.org', 'under_score@x.org', 'x@y.org']);
    expect(await emails()).toEqual([
      'x@y.org',
      'under_score@x.org',
      'ada.l@other.org',
      'bob@example.com',
      'ada@example.com',
    ]);
    expect(await emails('?search=ADA')).toEqual(['ada.l@other.org', 'ada@example.com']);
    expect(await emails('?search=%20example.com%20')).toEqual(['bob@example.com', 'ada@example.com']);
    expect(await emails('?search=_')).toEqual(['under_score@x.org']);
    expect(await emails('?search=%25')).toEqual([]);
    expect(await emails('?search=')).toHaveLength(5);
    const tooLong = await admin.get(`/api/admin/subscribers?search=${'a'.repeat(255)}`).expect(400);
    expect(tooLong.body.message).toBe('search must be at most 254 characters');
  });

  it('exports every subscriber as CSV with a header row, dates and statuses, safe for spreadsheets', async () => {
    await addSubscribers(t, ['ada@example.com', '=cmd|calc@example.com']);
    await addSubscribers(t, ['gone@example.com'], false);
    await t.dataSource.query(`UPDATE subscribers SET unsubscribed_at = now() WHERE email = 'gone@example.com'`);
    await newClient(t).then((v) => v.post('/api/subscribe', { email: 'new@example.com' }).expect(200));

    const res = await admin.get('/api/admin/subscribers/export').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
    const iso = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^ada@example\\.com,active,${iso},${iso},$`)),
      expect.stringMatching(new RegExp(`^'=cmd\\|calc@example\\.com,active,${iso},${iso},$`)),
      expect.stringMatching(new RegExp(`^gone@example\\.com,inactive,${iso},${iso},${iso}$`)),
      expect.stringMatching(new RegExp(`^new@example\\.com,pending,${iso},,$`)),
      '',
    ]);
  });

  it('imports with consent: new addresses active at once, no mail; unsubscribed ones left alone and counted', async () => {
    await addSubscribers(t, ['active@example.com']);
    await addSubscribers(t, ['left@example.com'], false);
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
    expect(bed.smtp.mails.map((m) => m.to[0])).toEqual(['waiting@example.com']); // its own earlier request
    const post = await createPost(admin, { title: 'For the imported', published: true });
    await outboxDone(t);
    const got = bed.smtp.mails.filter((m) => m.subject === post.title).flatMap((m) => m.to);
    expect(got.sort()).toEqual(['active@example.com', 'new@example.com', 'second@example.com', 'waiting@example.com']);
  });

  it('imports without consent: each new address is sent the confirmation mail and waits for its click', async () => {
    await addSubscribers(t, ['active@example.com']);
    await addSubscribers(t, ['left@example.com'], false);
    const csv = 'fresh1@example.com\r\nfresh2@example.com\r\nactive@example.com\r\nleft@example.com\r\n';
    const report = await admin.post('/api/admin/subscribers/import', { csv, consent: false }).expect(200);
    expect(report.body).toEqual({ added: 2, alreadySubscribed: 1, skippedUnsubscribed: 1, duplicates: 0, invalid: [] });
    expect(await subscriberRow(t, 'fresh1@example.com')).toMatchObject({ active: false, confirmed: false });

    const mail = await waitForMail(bed.smtp, 'fresh1@example.com', isConfirmation);
    await waitForMail(bed.smtp, 'fresh2@example.com', isConfirmation);
    await outboxDone(t);
    expect(bed.smtp.recipients()).toEqual(['fresh1@example.com', 'fresh2@example.com']);
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

  it('removes a subscriber for good, and the mails still queued for it are skipped', async () => {
    await t.close();
    bed.apps.splice(bed.apps.indexOf(t), 1);
    const queueOnly = await bed.app({ concurrency: 0 }); // queues mail, sends none
    const owner = await signedIn(queueOnly, 'admin');
    await addSubscribers(queueOnly, ['reader@example.com', 'stays@example.com']);
    await newClient(queueOnly).then((v) => v.post('/api/subscribe', { email: 'asked@example.com' }).expect(200));
    await createPost(owner, { title: 'Queued issue', published: true });
    const list = (await owner.get('/api/admin/subscribers').expect(200)).body as Subscriber[];
    for (const email of ['reader@example.com', 'asked@example.com']) {
      const { id } = list.find((s) => s.email === email)!;
      await owner.send('delete', `/api/admin/subscribers/${id}`).expect(204);
      expect((await owner.send('delete', `/api/admin/subscribers/${id}`).expect(404)).body.message).toBe(
        'This subscriber does not exist (any more).',
      );
    }
    expect(((await owner.get('/api/admin/subscribers').expect(200)).body as Subscriber[]).map((s) => s.email)).toEqual([
      'stays@example.com',
    ]);

    const sender = await bed.app();
    await outboxDone(sender);
    expect(bed.smtp.recipients()).toEqual(['stays@example.com']);
    expect(await outboxStatuses(sender)).toEqual({ sent: 1, skipped: 2 });
  });
});
