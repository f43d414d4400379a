import { wallClockOf } from '@coach/shared';
import { click, confirmLinkOf, isConfirmation, waitForMail } from '../blog/subscription-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { SequenceRunner } from '../../src/modules/automations/sequences/sequence-runner';
import { AutomationClock } from '../../src/modules/automations/settings/automation-clock';
import { SiteService } from '../../src/modules/site';

const HOUR_MS = 60 * 60 * 1000;
import {
  confirmedSubscriber,
  guideProductOf,
  makeSequence,
  payFor,
  moveClock,
  placeOf,
  queued,
  automationsBed,
  type SequenceBody,
} from './automation-helpers';

// Sequences on the automations' clock: entered by what people do, each step once per person
// whoever runs them and however often, left on a purchase; a pause holds everyone where they are
// (abandoned checkouts: abandoned-checkout.e2e.ts).
describe('e-mail sequences', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  const mailsWithSubject = (subject: string) => bed.smtp.mails.filter((m) => m.subject === subject);
  // the steps people took in the sequence (whoever ran them: a test's run or the app's own minute)
  const stepsTaken = async (sequenceId: number) =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM sequence_step_runs r JOIN sequence_steps s ON s.id = r.step_id
          WHERE s.sequence_id = $1`,
        [sequenceId],
      )) as { n: number }[]
    )[0].n;

  it('a welcome sequence of three steps: each step once, on the clock, with two runs at once', async () => {
    const welcome = await makeSequence(admin, {
      name: 'Welcome series',
      trigger: { type: 'subscribed' },
      steps: [
        {
          type: 'email',
          subject: 'Welcome aboard',
          body: '<p>Glad you are here. <a href="https://coach.example/start">Start</a></p>',
        },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Day two', body: '<p>Here is day two.</p>' },
        { type: 'add-tag', tag: 'Welcomed' },
      ],
    });
    await confirmedSubscriber(t, bed.smtp, 'reader@example.com');
    expect(await placeOf(t, welcome.id, 'reader@example.com')).toEqual({ status: 'active', exitReason: null });

    // the first step is due at once: the mail, then the wait (the app's own minute may take them first)
    await moveClock(admin, 1);
    const first = await waitFor(() => mailsWithSubject('Welcome aboard')[0] ?? false);
    expect(first.to).toEqual(['reader@example.com']);
    expect(first.header('list-unsubscribe')).toEqual(expect.stringContaining('/api/automations/unsubscribe?token='));
    expect(await moveClock(admin, 1)).toMatchObject({ steps: 0 });

    expect(await stepsTaken(welcome.id)).toBe(2);

    // a day after the wait was taken (by that run or the app's minute), three runs at once take the
    // rest once: one mail, one tag
    await t.app.get(AutomationClock).advance(24);
    const runner = t.app.get(SequenceRunner);
    await Promise.all([runner.run(), runner.run(), runner.run()]);
    expect(await stepsTaken(welcome.id)).toBe(4);
    expect(await placeOf(t, welcome.id, 'reader@example.com')).toEqual({ status: 'completed', exitReason: null });
    await outboxSettled(t, 'sequence-email');
    expect((await queued(t, 'sequence-email')).map((m) => m.recipient)).toEqual([
      'reader@example.com',
      'reader@example.com',
    ]);
    expect(mailsWithSubject('Day two')).toHaveLength(1);
    const [tag] = await t.dataSource.query(
      "SELECT ct.tag, ct.source FROM contact_tags ct JOIN contacts c ON c.id = ct.contact_id WHERE c.email = 'reader@example.com'",
    );
    expect(tag).toEqual({ tag: 'welcomed', source: 'sequence' });

    const report = (await admin.get(`/api/admin/automations/sequences/${welcome.id}`).expect(200)).body as SequenceBody;
    expect(report.counts).toEqual({ entered: 1, active: 0, completed: 1, exited: 0, left: 0 });
    expect(report.steps.map((s) => [s.type, s.stats.sent, s.stats.waiting])).toEqual([
      ['email', 1, 0],
      ['wait', 1, 0],
      ['email', 1, 0],
      ['add-tag', 1, 0],
    ]);
  });

  it('an edit keeps the steps taken: nobody is sent a step again, and a new step reaches those before it', async () => {
    const seq = await makeSequence(admin, {
      name: 'Editable',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'First', body: '<p>One</p>' },
        { type: 'wait', amount: 2, unit: 'days' },
        { type: 'email', subject: 'Second', body: '<p>Two</p>' },
      ],
    });
    await confirmedSubscriber(t, bed.smtp, 'editor-reader@example.com');
    await moveClock(admin, 1);
    const [first, wait, second] = seq.steps;
    await admin
      .send('put', `/api/admin/automations/sequences/${seq.id}`, {
        name: 'Editable',
        trigger: { type: 'subscribed' },
        segmentId: null,
        steps: [
          { id: first.id, type: 'email', subject: 'First (edited)', body: '<p>One again</p>' },
          { id: wait.id, type: 'wait', amount: 2, unit: 'days' },
          { type: 'email', subject: 'Inserted', body: '<p>New</p>' },
          { id: second.id, type: 'email', subject: 'Second', body: '<p>Two</p>' },
        ],
      })
      .expect(200);
    await moveClock(admin, 48);
    await outboxSettled(t, 'sequence-email');
    expect(bed.smtp.mails.filter((m) => m.to.includes('editor-reader@example.com')).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['First', 'Inserted', 'Second']),
    );
    expect(mailsWithSubject('First (edited)')).toHaveLength(0);
    expect(await queued(t, 'sequence-email')).toHaveLength(3);
  });

  it('an exit-if-bought step: a buyer leaves before the pitch; the others get it', async () => {
    const guide = await guideProductOf(admin);
    const seq = await makeSequence(admin, {
      name: 'Pitch the guide',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'exit-if-bought', productId: guide.id },
        { type: 'email', subject: 'Still thinking about the guide?', body: '<p>It is $9.</p>' },
      ],
    });
    const who = account();
    const buyer = await signedIn(t, 'customer', who);
    await confirmedSubscriber(t, bed.smtp, who.email);
    await confirmedSubscriber(t, bed.smtp, 'browser@example.com');
    await payFor(buyer, [guide.id], 9);

    // the wait is taken, then over a day later
    await moveClock(admin, 1);
    await moveClock(admin, 24);
    expect(await placeOf(t, seq.id, who.email)).toEqual({
      status: 'exited',
      exitReason: `Bought product #${guide.id}`,
    });
    expect(await placeOf(t, seq.id, 'browser@example.com')).toEqual({ status: 'completed', exitReason: null });
    expect((await queued(t, 'sequence-email')).map((m) => m.recipient)).toEqual(['browser@example.com']);
  });

  it('a pause holds everyone: after it, one step at a time, each wait from then; who came meanwhile waits too', async () => {
    const seq = await makeSequence(admin, {
      name: 'Paused series',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Pause one', body: '<p>One</p>' },
        { type: 'wait', amount: 1, unit: 'days', at: '09:00' },
        { type: 'email', subject: 'Pause two', body: '<p>Two</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Pause three', body: '<p>Three</p>' },
      ],
    });
    const subjectsTo = async (email: string) =>
      (
        (await t.dataSource.query(
          `SELECT s.config->>'subject' AS subject FROM mail_outbox m
             JOIN sequence_steps s ON m.subject_key = 'sequence-step:' || s.id
            WHERE m.kind = 'sequence-email' AND m.recipient = $1 ORDER BY m.id`,
          [email],
        )) as { subject: string }[]
      ).map((m) => m.subject);
    const setStatus = (status: string) =>
      admin.post(`/api/admin/automations/sequences/${seq.id}/status`, { status }).expect(200);
    await confirmedSubscriber(t, bed.smtp, 'early@example.com');
    await moveClock(admin, 1);
    expect(await subjectsTo('early@example.com')).toEqual(['Pause one']);

    // paused for three days; someone subscribes meanwhile: entered, and waiting with the others
    await setStatus('paused');
    await confirmedSubscriber(t, bed.smtp, 'meanwhile@example.com');
    expect(await placeOf(t, seq.id, 'meanwhile@example.com')).toEqual({ status: 'active', exitReason: null });
    expect(await moveClock(admin, 72)).toMatchObject({ steps: 0 });

    // resumed: one run takes one step each, no burst; the early reader's next wait counts from now
    await setStatus('active');
    const resumedAt = await t.app.get(AutomationClock).now();
    await t.app.get(SequenceRunner).run();
    expect(await subjectsTo('early@example.com')).toEqual(['Pause one', 'Pause two']);
    expect(await subjectsTo('meanwhile@example.com')).toEqual(['Pause one']);
    // "wait 1 day, at 09:00": the first 09:00 in the site's time zone a day or more from now
    const [{ dueAt }] = (await t.dataSource.query(
      `SELECT e.due_at AS "dueAt" FROM sequence_enrolments e JOIN contacts c ON c.id = e.contact_id
        WHERE e.sequence_id = $1 AND c.email = 'meanwhile@example.com'`,
      [seq.id],
    )) as { dueAt: Date }[];
    const timeZone = await t.app.get(SiteService).timeZone();
    expect(wallClockOf(dueAt, timeZone).minutes).toBe(9 * 60);
    const ahead = dueAt.getTime() - resumedAt.getTime();
    expect(ahead).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(ahead).toBeLessThan(48 * HOUR_MS);

    await moveClock(admin, 23);
    expect(await subjectsTo('early@example.com')).toEqual(['Pause one', 'Pause two']);
    await moveClock(admin, 2);
    expect(await subjectsTo('early@example.com')).toEqual(['Pause one', 'Pause two', 'Pause three']);
  });

  it('unsubscribing from marketing mail ends the sequence and skips its queued mail; the daily e-mail stays', async () => {
    const seq = await makeSequence(admin, {
      name: 'Two mails',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Hello there', body: '<p>Hi</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Never sent', body: '<p>Bye</p>' },
      ],
    });
    const visitor = await newClient(t);
    await visitor.post('/api/subscribe', { email: 'leaver@example.com' }).expect(200);
    await click(t, confirmLinkOf(await waitForMail(bed.smtp, 'leaver@example.com', isConfirmation))).expect(200);
    await moveClock(admin, 1);
    const hello = await waitFor(() => mailsWithSubject('Hello there')[0] ?? false);
    const link = new URL(
      /\/api\/automations\/unsubscribe\?token=[^\s>"]+/.exec(hello.header('list-unsubscribe')!)![0],
      'http://x',
    );
    await click(t, `${link.pathname}${link.search}`).expect(200);
    await newClient(t).then((c) => c.post(`${link.pathname}${link.search}`, {}).expect(200));

    expect(await placeOf(t, seq.id, 'leaver@example.com')).toEqual({
      status: 'exited',
      exitReason: 'Unsubscribed from marketing e-mails',
    });
    await moveClock(admin, 24);
    expect(mailsWithSubject('Never sent')).toHaveLength(0);
    const [subscriber] = await t.dataSource.query("SELECT active FROM subscribers WHERE email = 'leaver@example.com'");
    expect(subscriber).toEqual({ active: true });
  });

  it('a tag added starts a sequence; leaving its segment ends it before the next step', async () => {
    const vips = (
      await admin
        .post('/api/admin/automations/segments', {
          name: 'VIP readers',
          filter: { match: 'all', conditions: [{ type: 'tag', tag: 'vip' }] },
        })
        .expect(201)
    ).body as { id: number };
    const seq = await makeSequence(admin, {
      name: 'VIP welcome',
      trigger: { type: 'tag-added', tag: 'vip' },
      segmentId: vips.id,
      steps: [
        { type: 'wait', amount: 2, unit: 'hours' },
        { type: 'email', subject: 'Welcome, VIP', body: '<p>Hello</p>' },
      ],
    });
    for (const email of ['stays@example.com', 'leaves@example.com']) await confirmedSubscriber(t, bed.smtp, email);
    const tag = (action: string, emails: string[]) =>
      admin.post('/api/admin/automations/people/tags', { emails, tag: 'VIP', action }).expect(200);
    await tag('add', ['stays@example.com', 'leaves@example.com']);
    expect(await placeOf(t, seq.id, 'stays@example.com')).toEqual({ status: 'active', exitReason: null });
    await tag('remove', ['leaves@example.com']);

    // the wait is taken, then over two hours later
    await moveClock(admin, 1);
    await moveClock(admin, 2);
    expect(await placeOf(t, seq.id, 'leaves@example.com')).toEqual({
      status: 'exited',
      exitReason: 'No longer in the sequence’s segment',
    });
    expect((await queued(t, 'sequence-email')).map((m) => m.recipient)).toEqual(['stays@example.com']);
  });

  it('refuses a wrong sequence with the reason', async () => {
    const wrong = async (body: Record<string, unknown>, message: unknown) =>
      expect(
        (await admin.post('/api/admin/automations/sequences', { name: 'X', segmentId: null, ...body }).expect(400)).body
          .message,
      ).toEqual(message);
    await wrong({ trigger: { type: 'nope' }, steps: [] }, expect.stringContaining('trigger.type must be one of'));
    await wrong(
      { trigger: { type: 'bought' }, steps: [] },
      'A "bought" trigger needs the productId of an existing product.',
    );
    await wrong(
      { trigger: { type: 'subscribed' }, steps: [{ type: 'wait', amount: 0, unit: 'days' }] },
      'Step 1: amount must be a whole number from 1 to 365.',
    );
    await wrong(
      { trigger: { type: 'subscribed' }, steps: [{ type: 'wait', amount: 1, unit: 'days', at: '25:00' }] },
      'Step 1: at must be a time of day such as 09:00.',
    );
    const draft = await makeSequence(
      admin,
      { name: 'Only waits', trigger: { type: 'subscribed' }, steps: [{ type: 'wait', amount: 1, unit: 'hours' }] },
      false,
    );
    expect(
      (await admin.post(`/api/admin/automations/sequences/${draft.id}/status`, { status: 'active' }).expect(400)).body
        .message,
    ).toBe('Add at least one "email" step before activating the sequence.');
  });
});
