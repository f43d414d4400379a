import type { TestClient } from '../support/client';
import { makeSubscribersInBulk } from '../support/factories/bulk-rows';
import { outboxSettled } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { automationsBed, makeTagSegment, moveClock, queued } from './automation-helpers';

// Segments counted by the database, against a direct count over 10,000 people, and a broadcast to
// one: its rows written at its time for those who take marketing mail.
describe('segments and broadcasts', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  const count = async (filter: object) =>
    ((await admin.post('/api/admin/automations/segments/count', { filter }).expect(200)).body as { people: number })
      .people;

  it('counts 10,000 people as a direct count does, whatever the conditions', async () => {
    await makeSubscribersInBulk(t.dataSource, 10_000, 'crowd.example');
    await t.dataSource.query(`UPDATE subscribers SET active = (id % 7 <> 0) WHERE email LIKE '%@crowd.example'`);
    await t.dataSource.query(
      `INSERT INTO contacts (email, subscriber_id, unsubscribe_token)
       SELECT email, id, md5(email) FROM subscribers WHERE email LIKE '%@crowd.example'`,
    );
    await t.dataSource.query(
      `INSERT INTO contact_tags (contact_id, tag, source)
       SELECT id, 'alpha', 'csv' FROM contacts WHERE id % 3 = 0
       UNION ALL SELECT id, 'beta', 'csv' FROM contacts WHERE id % 5 = 0`,
    );
    const direct = async (where: string) =>
      ((await t.dataSource.query(`SELECT count(*)::int AS n FROM contacts c WHERE ${where}`)) as { n: number }[])[0].n;
    const hasTag = (tag: string) =>
      `EXISTS (SELECT 1 FROM contact_tags t WHERE t.contact_id = c.id AND t.tag = '${tag}')`;
    const reads = 'EXISTS (SELECT 1 FROM subscribers s WHERE s.id = c.subscriber_id AND s.active)';

    expect(
      await count({
        match: 'all',
        conditions: [
          { type: 'tag', tag: 'Alpha' },
          { type: 'tag', tag: 'beta', negate: true },
        ],
      }),
    ).toBe(await direct(`${hasTag('alpha')} AND NOT ${hasTag('beta')}`));
    expect(
      await count({
        match: 'any',
        conditions: [
          { type: 'tag', tag: 'alpha' },
          { type: 'tag', tag: 'beta' },
        ],
      }),
    ).toBe(await direct(`(${hasTag('alpha')} OR ${hasTag('beta')})`));
    expect(await count({ match: 'all', conditions: [{ type: 'subscriber' }, { type: 'tag', tag: 'beta' }] })).toBe(
      await direct(`${reads} AND ${hasTag('beta')}`),
    );
    expect(await count({ match: 'all', conditions: [{ type: 'bought', negate: true }] })).toBe(10_000);
  });

  it('refuses a wrong condition with the reason, and a name taken', async () => {
    const wrong = async (filter: object) =>
      (await admin.post('/api/admin/automations/segments/count', { filter }).expect(400)).body.message as string;
    expect(await wrong({ match: 'all', conditions: [{ type: 'weather' }] })).toEqual(
      expect.stringContaining('Condition type "weather" is unknown: use one of'),
    );
    expect(await wrong({ match: 'all', conditions: [{ type: 'engaged', event: 'opened', days: 0 }] })).toBe(
      'Condition 1: days must be a whole number from 1 to 365.',
    );
    expect(await wrong({ match: 'some', conditions: [{ type: 'subscriber' }] })).toBe('match must be "all" or "any".');
    const filter = { match: 'all', conditions: [{ type: 'subscriber' }] };
    await admin.post('/api/admin/automations/segments', { name: 'Readers', filter }).expect(201);
    expect(
      (await admin.post('/api/admin/automations/segments', { name: 'readers', filter }).expect(409)).body.message,
    ).toBe('A segment named "readers" exists already: choose another name.');
  });

  it('a broadcast to a segment: queued at its time for those who take marketing mail, once', async () => {
    for (const email of ['vip1@example.com', 'vip2@example.com', 'plain@example.com'])
      await t.dataSource.query(`INSERT INTO contacts (email, unsubscribe_token) VALUES ($1, $2)`, [
        email,
        `token-${email}`,
      ]);
    await admin
      .post('/api/admin/automations/people/tags', {
        emails: ['vip1@example.com', 'vip2@example.com', 'nobody@example.com'],
        tag: 'VIP',
        action: 'add',
      })
      .expect(200)
      .expect({ changed: 2, unknown: ['nobody@example.com'] });
    await t.dataSource.query("UPDATE contacts SET unsubscribed_at = now() WHERE email = 'vip2@example.com'");
    const segment = await makeTagSegment(admin, 'VIPs', 'vip');
    expect(segment.people).toBe(2);

    const draft = (
      await admin
        .post('/api/admin/automations/broadcasts', {
          subject: 'Doors open',
          body: '<p>The cohort starts.</p>',
          segmentId: segment.id,
        })
        .expect(201)
    ).body as { id: number };
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    await admin.post(`/api/admin/automations/broadcasts/${draft.id}/schedule`, { at: later }).expect(200);
    expect(await moveClock(admin, 1)).toMatchObject({ broadcasts: 0 });
    expect(await moveClock(admin, 1)).toMatchObject({ broadcasts: 1 });
    expect(await moveClock(admin, 1)).toMatchObject({ broadcasts: 0 });
    expect((await queued(t, 'broadcast')).map((m) => m.recipient)).toEqual(['vip1@example.com']);
    await outboxSettled(t, 'broadcast');
    const [sent] = bed.smtp.mails.filter((m) => m.subject === 'Doors open');
    expect(sent.to).toEqual(['vip1@example.com']);
    expect(sent.header('list-unsubscribe')).toEqual(expect.stringContaining('/api/automations/unsubscribe?token='));

    const listed = (await admin.get('/api/admin/automations/broadcasts').expect(200)).body as Record<string, unknown>[];
    expect(listed[0]).toMatchObject({ status: 'sent', recipients: 1, segmentName: 'VIPs', delivery: { sent: 1 } });
    expect(
      (
        await admin
          .send('put', `/api/admin/automations/broadcasts/${draft.id}`, { subject: 'X', body: '<p>Y</p>' })
          .expect(409)
      ).body.message,
    ).toBe('This broadcast has been sent: it can no longer be changed.');
  });
});
