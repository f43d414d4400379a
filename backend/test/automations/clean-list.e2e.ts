import request from 'supertest';
import type { TestClient } from '../support/client';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  automationsBed,
  broadcastNow,
  confirmedSubscriber,
  makeSequence,
  makeTagSegment,
  moveClock,
  placeOf,
  queued,
} from './automation-helpers';

interface Person {
  email: string;
  unsubscribedAt: string | null;
  undeliverable: { reason: string; detail: string | null; since: string } | null;
  sequences: { name: string; status: string; exitReason: string | null }[];
}

// A clean list (issue 47) in the automations: an address its mail server refuses for good (a 550)
// leaves its sequences and gets no broadcast; the count the owner sees before sending is the
// broadcast's recipients, as the send selects them; the People list says who stopped, and why.
describe('the clean list in the automations', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  const recipients = async (query = '') =>
    (
      (await admin.get(`/api/admin/automations/broadcasts/recipients${query}`).expect(200)).body as {
        recipients: number;
      }
    ).recipients;
  const person = async (email: string) =>
    ((await admin.get(`/api/admin/automations/people?search=${email}`).expect(200)).body as { items: Person[] })
      .items[0];

  it('a hard bounce leaves its sequence, is no recipient of a broadcast, and the People list says why', async () => {
    const welcome = await makeSequence(admin, {
      name: 'Welcome series',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Hello there', body: '<p>Hello.</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Day two', body: '<p>Two.</p>' },
      ],
    });
    const [ada, gone, left, other] = ['ada', 'gone', 'left', 'other'].map((n) => `${n}@example.com`);
    for (const email of [ada, gone, left, other]) await confirmedSubscriber(t, bed.smtp, email);
    await admin
      .post('/api/admin/automations/people/tags', { emails: [ada, gone, left], tag: 'vip', action: 'add' })
      .expect(200);
    const vips = await makeTagSegment(admin, 'VIPs', 'vip');
    expect([await recipients(), await recipients(`?segmentId=${vips.id}`)]).toEqual([4, 3]);

    // the first step: gone's mailbox refuses it for good; left unsubscribes by the mail's own link
    bed.smtp.rejectRecipients.add(gone);
    await moveClock(admin, 1);
    await outboxSettled(t, 'sequence-email');
    const hello = await waitFor(
      () => bed.smtp.mails.find((m) => m.subject === 'Hello there' && m.to[0] === left) ?? false,
    );
    const unsubscribe = new URL(/<([^>]+)>/.exec(hello.header('list-unsubscribe')!)![1]);
    await request(t.server).post(`${unsubscribe.pathname}${unsubscribe.search}`).expect(200);

    // a day on: gone leaves the sequence before its next mail, and so does left
    await moveClock(admin, 24);
    await outboxSettled(t, 'sequence-email');
    expect(await placeOf(t, welcome.id, gone)).toEqual({
      status: 'exited',
      exitReason: 'The address stopped taking mail (hard-bounce)',
    });
    expect(await placeOf(t, welcome.id, left)).toEqual({
      status: 'exited',
      exitReason: 'Unsubscribed from marketing e-mails',
    });
    expect(await placeOf(t, welcome.id, ada)).toEqual({ status: 'completed', exitReason: null });
    expect(bed.smtp.mails.filter((m) => m.subject === 'Day two').flatMap((m) => m.to)).toEqual(
      expect.not.arrayContaining([gone, left]),
    );

    // the segment still has its three people; a broadcast to it would reach one, to everyone two
    expect(((await admin.get('/api/admin/automations/segments').expect(200)).body as { people: number }[])[0]).toEqual(
      expect.objectContaining({ people: 3 }),
    );
    expect([await recipients(), await recipients(`?segmentId=${vips.id}`)]).toEqual([2, 1]);

    // sent to everyone now (the clock is 25 hours on): the two are queued and recorded as its
    // recipients; gone is not written at all
    await broadcastNow(t, admin, 'News', '<p>News.</p>', new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect((await queued(t, 'broadcast')).map((m) => m.recipient).sort()).toEqual([ada, other]);
    const [sent] = (await admin.get('/api/admin/automations/broadcasts').expect(200)).body as { recipients: number }[];
    expect(sent.recipients).toBe(2);

    // the owner's People: who stopped, when and why, and the sequences each left
    expect(await person(gone)).toMatchObject({
      unsubscribedAt: null,
      undeliverable: { reason: 'hard-bounce', detail: '550 Mailbox unavailable', since: expect.any(String) },
      sequences: [
        { name: 'Welcome series', status: 'exited', exitReason: 'The address stopped taking mail (hard-bounce)' },
      ],
    });
    expect(await person(left)).toMatchObject({
      unsubscribedAt: expect.any(String),
      undeliverable: null,
      sequences: [{ name: 'Welcome series', status: 'exited', exitReason: 'Unsubscribed from marketing e-mails' }],
    });
    expect(await person(ada)).toMatchObject({
      undeliverable: null,
      sequences: [{ name: 'Welcome series', status: 'completed', exitReason: null }],
    });
  });

  it('counts recipients of a segment that exists only, with a readable refusal', async () => {
    expect(await recipients()).toBe(0);
    expect(
      (await admin.get('/api/admin/automations/broadcasts/recipients?segmentId=999999').expect(404)).body.message,
    ).toBe('This segment does not exist.');
    expect(
      (await admin.get('/api/admin/automations/broadcasts/recipients?segmentId=soon').expect(400)).body.message,
    ).toEqual(expect.stringContaining('segmentId must be a segment id'));
  });
});
