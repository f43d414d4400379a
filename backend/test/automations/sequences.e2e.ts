import { click, confirmLinkOf, isConfirmation, waitForMail } from '../blog/subscription-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { SequenceRunner } from '../../src/modules/automations/sequences/sequence-runner';
import { AutomationClock } from '../../src/modules/automations/settings/automation-clock';
import {
  confirmedSubscriber,
  makeGuide,
  makeSequence,
  payFor,
  moveClock,
  placeOf,
  queued,
  automationsBed,
  type SequenceBody,
} from './automation-helpers';

// Sequences on the automations' clock: entered by what people do, each step once per person
// whoever runs them and however often, left on a purchase, and an abandoned checkout's mail only
// while it is still unpaid.
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

    // a day later, three runs at once take the rest once: one mail, one tag
    await t.app.get(AutomationClock).advance(23);
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
    expect(report.counts).toEqual({ entered: 1, active: 0, completed: 1, exited: 0 });
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
    const guide = await makeGuide(admin);
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

    await moveClock(admin, 25);
    expect(await placeOf(t, seq.id, who.email)).toEqual({
      status: 'exited',
      exitReason: `Bought product #${guide.id}`,
    });
    expect(await placeOf(t, seq.id, 'browser@example.com')).toEqual({ status: 'completed', exitReason: null });
    expect((await queued(t, 'sequence-email')).map((m) => m.recipient)).toEqual(['browser@example.com']);
  });

  it('an abandoned checkout: mailed after an hour only while it is still unpaid', async () => {
    const course = await createProduct(admin, { title: 'Focus Workbook', price: '20' });
    const seq = await makeSequence(admin, {
      name: 'Come back',
      trigger: { type: 'checkout-abandoned' },
      steps: [{ type: 'email', subject: 'You left something in your basket', body: '<p>It is still there.</p>' }],
    });
    const leaver = account();
    const payer = account();
    const [left, paying] = [await signedIn(t, 'customer', leaver), await signedIn(t, 'customer', payer)];
    await left.post('/api/create-payment-intent', { amount: 20, productIds: [course.id] }).expect(200);
    const intent = await paying.post('/api/create-payment-intent', { amount: 20, productIds: [course.id] }).expect(200);
    await paying
      .post('/api/payments/offline/confirm', { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' })
      .expect(200);

    // not before the hour is over
    expect(await t.app.get(SequenceRunner).run()).toMatchObject({ steps: 0 });
    await moveClock(admin, 1);
    expect((await queued(t, 'sequence-email')).map((m) => m.recipient)).toEqual([leaver.email.toLowerCase()]);
    expect(await placeOf(t, seq.id, payer.email)).toEqual({
      status: 'exited',
      exitReason: 'The checkout was paid or closed',
    });
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

    await moveClock(admin, 3);
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
