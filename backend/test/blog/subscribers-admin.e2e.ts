import { newClient, signedIn, TestClient } from '../support/client';
import { makeSubscribers } from '../support/factories';
import { mailTestBed, otherThanAccountMails, outboxStatuses, recipientsOf } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { createPost } from './blog-helpers';
import { blogWithAdmin, outboxDone, subscriberEmails } from './subscription-helpers';

interface Subscriber {
  id: number;
  email: string;
  status: string;
}

// the admin's Subscribers tab: access, search, export and remove (import: subscribers-import.e2e.ts)
describe('the admin Subscribers tab', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(async () => ({ t, admin } = await blogWithAdmin(bed)));
  const emails = (query = '') => subscriberEmails(admin, query);

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
    await makeSubscribers(t, ['ada@example.com', 'bob@example.com', 'ada.l@other.org', 'under_score@x.org', 'x@y.org']);
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
    await makeSubscribers(t, ['ada@example.com', '=cmd|calc@example.com']);
    await makeSubscribers(t, ['gone@example.com'], 'left');
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

  it('removes a subscriber for good, and the mails still queued for it are skipped', async () => {
    await t.close();
    bed.apps.splice(bed.apps.indexOf(t), 1);
    const queueOnly = await bed.app({ concurrency: 0 }); // queues mail, sends none
    const owner = await signedIn(queueOnly, 'admin');
    await makeSubscribers(queueOnly, ['reader@example.com', 'stays@example.com']);
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
    expect(recipientsOf(otherThanAccountMails(bed.smtp))).toEqual(['stays@example.com']);
    expect(await outboxStatuses(sender, 'newsletter')).toEqual({ sent: 1, skipped: 1 });
    expect(await outboxStatuses(sender, 'subscription-confirmation')).toEqual({ skipped: 1 });
  });
});
