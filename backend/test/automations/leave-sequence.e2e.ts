import request from 'supertest';
import { click } from '../blog/subscription-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { account, signedIn, type TestClient } from '../support/client';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  automationsBed,
  LEAVE_LINK,
  confirmedSubscriber,
  makeSequence,
  moveClock,
  placeOf,
  queued,
  type SequenceBody,
} from './automation-helpers';

const BAD_LINK = 'This link to stop the series is not valid, or the series no longer exists.';

// "Stop this series only": a sequence mail's own link ends the reader's place in that sequence and
// nothing else. Its mail still queued is not sent, the rest of the series never comes; their other
// sequence, a broadcast and their account and order mails still do, and the owner counts them.
describe('leaving one sequence by the link in its mail', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  const mailTo = (email: string, subject: string) =>
    bed.smtp.mails.filter((m) => m.subject === subject && m.to.includes(email));
  const arrived = (email: string, subject: string) =>
    waitFor(() => mailTo(email, subject)[0] ?? false, 10_000, `"${subject}" to ${email}`);
  // each outbox row of this address: its kind and what became of it
  const outboxOf = async (q: TestApp, email: string) =>
    (await q.dataSource.query(
      `SELECT kind, subject_key AS subject, status FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id`,
      [email],
    )) as { kind: string; subject: string; status: string }[];
  const series = (name: string, prefix: string) => ({
    name,
    trigger: { type: 'subscribed' },
    steps: [
      { type: 'email', subject: `${prefix} 1`, body: `<p>${prefix} one</p>` },
      { type: 'wait', amount: 1, unit: 'days' },
      { type: 'email', subject: `${prefix} 2`, body: `<p>${prefix} two</p>` },
      { type: 'wait', amount: 1, unit: 'days' },
      { type: 'email', subject: `${prefix} 3`, body: `<p>${prefix} three</p>` },
    ],
  });

  it('a reader in two sequences leaves one: its queued and later mails stop, everything else still comes', async () => {
    const launch = await makeSequence(admin, series('Launch week', 'Launch day'));
    const welcome = await makeSequence(admin, series('Welcome series', 'Welcome'));
    const reader = account();
    const stays = 'stays@example.com';
    for (const email of [reader.email, stays]) await confirmedSubscriber(t, bed.smtp, email);

    await moveClock(admin, 1);
    const day1 = await arrived(reader.email, 'Launch day 1');
    const welcome1 = await arrived(reader.email, 'Welcome 1');
    // the link is in both parts of the mail; the one-click header stays the marketing-wide one
    const link = LEAVE_LINK.exec(day1.html())![1];
    expect(day1.html()).toContain('>Stop this series only</a>');
    expect(day1.text()).toContain(
      `Stop this series only (other e-mails from this site still come): https://coach.example${link}`,
    );
    expect(day1.header('list-unsubscribe')).toEqual(expect.stringContaining('/api/automations/unsubscribe?token='));
    expect(day1.header('list-unsubscribe')).not.toContain('/sequences/leave');
    // each sequence's mail stops that sequence: another token
    expect(LEAVE_LINK.exec(welcome1.html())![1]).not.toBe(link);

    // From here one app only queues mail: day 2 of both series waits in the outbox as the reader leaves.
    const queueOnly = await onlyQueuing();
    const owner = await signedIn(queueOnly, 'admin');
    await moveClock(owner, 24);
    const step = (s: SequenceBody, n: number) => `sequence-step:${s.steps.filter((x) => x.type === 'email')[n - 1].id}`;
    expect(await outboxOf(queueOnly, reader.email)).toEqual(
      expect.arrayContaining([
        { kind: 'sequence-email', subject: step(launch, 2), status: 'pending' },
        { kind: 'sequence-email', subject: step(welcome, 2), status: 'pending' },
      ]),
    );

    // the link's page asks first (mail scanners open links), naming the series as the owner did
    const page = await click(queueOnly, link).expect(200);
    expect(page.text).toContain('Unsubscribe from the e-mails of the series “Launch week”?');
    expect(page.text).toContain(`${reader.email} will no longer receive the rest of the series “Launch week”`);
    expect(await placeOf(queueOnly, launch.id, reader.email)).toEqual({ status: 'active', exitReason: null });
    const left = await request(queueOnly.server).post(link).expect(200);
    expect(left.text).toContain(
      'You will no longer get the e-mails of the series “Launch week”. Other e-mails from this site still come.',
    );
    // a second press, or the page opened again, says it is done and changes nothing
    const again = await request(queueOnly.server).post(link).expect(200);
    expect(again.text).toContain(`${reader.email} no longer receives the e-mails of the series “Launch week”.`);
    expect((await click(queueOnly, link).expect(200)).text).toContain('You are unsubscribed');
    expect(await placeOf(queueOnly, launch.id, reader.email)).toEqual({
      status: 'left',
      exitReason: 'Left the series by the link in its e-mail',
    });
    expect(await placeOf(queueOnly, welcome.id, reader.email)).toEqual({ status: 'active', exitReason: null });

    // a broadcast to everyone, and the reader's account and order, while day 2 still waits
    const news = (
      await owner
        .post('/api/admin/automations/broadcasts', { subject: 'Doors open', body: '<p>News</p>', segmentId: null })
        .expect(201)
    ).body as { id: number };
    // at the automations' clock's now: queued at once
    const { clockNow } = (await owner.get('/api/admin/automations/settings').expect(200)).body as { clockNow: string };
    const sent = await owner
      .post(`/api/admin/automations/broadcasts/${news.id}/schedule`, { at: clockNow })
      .expect(200);
    expect(sent.body).toMatchObject({ status: 'sent', recipients: 2 });
    const buyer = await signedIn(queueOnly, 'customer', reader);
    const guide = await createProduct(owner, { title: 'Calm Guide', price: '9' });
    const intent = await buyer.post('/api/create-payment-intent', { amount: 9, productIds: [guide.id] }).expect(200);
    await buyer
      .post('/api/payments/offline/confirm', { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' })
      .expect(200);

    // an app that sends: the day-2 mail of the series left is skipped, everything else goes
    const sender = await bed.app();
    await outboxSettled(sender);
    const readerMails = await outboxOf(sender, reader.email);
    expect(readerMails).toEqual(
      expect.arrayContaining([
        { kind: 'sequence-email', subject: step(launch, 2), status: 'skipped' },
        { kind: 'sequence-email', subject: step(welcome, 2), status: 'sent' },
        { kind: 'broadcast', subject: expect.any(String), status: 'sent' },
        { kind: 'order-confirmation', subject: expect.any(String), status: 'sent' },
      ]),
    );
    expect(readerMails.filter((m) => !m.subject.startsWith('sequence-step:')).map((m) => m.status)).not.toContain(
      'skipped',
    );
    expect(mailTo(reader.email, 'Launch day 2')).toEqual([]);
    for (const subject of ['Welcome 2', 'Doors open']) await arrived(reader.email, subject);
    await arrived(stays, 'Launch day 2');

    // a day on: the series left is over for the reader, not for the other reader; their other one goes on
    await moveClock(owner, 24);
    expect((await queued(sender, 'sequence-email')).filter((m) => m.subject === step(launch, 3))).toEqual([
      { subject: step(launch, 3), recipient: stays },
    ]);
    await arrived(reader.email, 'Welcome 3');
    await outboxSettled(sender, 'sequence-email');
    expect(mailTo(reader.email, 'Launch day 3')).toEqual([]);

    // the owner's figures count them apart from those the sequence took out
    const report = (await owner.get(`/api/admin/automations/sequences/${launch.id}`).expect(200)).body as SequenceBody;
    expect(report.counts).toEqual({ entered: 2, active: 0, completed: 1, exited: 0, left: 1 });
    const listed = (await owner.get('/api/admin/automations/sequences').expect(200)).body as SequenceBody[];
    expect(listed.find((s) => s.id === welcome.id)!.counts).toEqual({
      entered: 2,
      active: 0,
      completed: 2,
      exited: 0,
      left: 0,
    });
  });

  it('a link altered, cut off or missing is 404 with the reason, on the page and the post', async () => {
    await makeSequence(admin, series('Launch week', 'Launch day'));
    await confirmedSubscriber(t, bed.smtp, 'reader@example.com');
    await moveClock(admin, 1);
    const link = LEAVE_LINK.exec((await arrived('reader@example.com', 'Launch day 1')).html())![1];
    const [path, token] = link.split('?token=');
    const [body, mac] = token.split('.');
    // another place's id under this place's signature
    const [id] = JSON.parse(Buffer.from(body, 'base64url').toString()) as [number];
    const other = `${Buffer.from(`[${id + 1}]`).toString('base64url')}.${mac}`;
    for (const wrong of [`?token=${other}`, `?token=${body}.${mac.slice(0, -2)}`, '?token=', '']) {
      expect((await click(t, `${path}${wrong}`).expect(404)).body.message).toBe(BAD_LINK);
      expect((await request(t.server).post(`${path}${wrong}`).expect(404)).body.message).toBe(BAD_LINK);
    }
    // the sequence deleted: its link finds nothing any more
    const [sequence] = (await admin.get('/api/admin/automations/sequences').expect(200)).body as SequenceBody[];
    await admin.send('delete', `/api/admin/automations/sequences/${sequence.id}`).expect(204);
    expect((await request(t.server).post(link).expect(404)).body.message).toBe(BAD_LINK);
  });

  // The suite's app stops; one that only queues mail takes over (its mails wait for a sender).
  async function onlyQueuing(): Promise<TestApp> {
    await t.close();
    bed.apps.splice(bed.apps.indexOf(t), 1);
    return bed.app({ concurrency: 0 });
  }
});
