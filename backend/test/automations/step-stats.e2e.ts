import request from 'supertest';
import { account, signedIn, type TestClient } from '../support/client';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  automationsBed,
  confirmedSubscriber,
  guideProductOf,
  makeSequence,
  moveClock,
  payFor,
  type SequenceBody,
  trackedPaths,
} from './automation-helpers';

// A sequence step's figures as the owner reads them: with tracking on, who opened its mail (the
// pixel), who clicked in it (a link), and who paid an order after it (converted; an order paid
// before the step is not its doing).
describe("a sequence step's opened, clicked and converted", () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  it('counts the person who opened, clicked and then paid; not the one who paid before', async () => {
    await admin.send('put', '/api/admin/automations/settings', { tracking: true }).expect(200);
    const guide = await guideProductOf(admin);
    const seq = await makeSequence(admin, {
      name: 'Pitch',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Meet the guide', body: '<p>See <a href="https://example.org/guide">it</a>.</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
      ],
    });
    const [reader, early] = [account(), account()];
    const [readerClient, earlyClient] = [await signedIn(t, 'customer', reader), await signedIn(t, 'customer', early)];
    for (const email of [reader.email, early.email, 'quiet@example.com']) await confirmedSubscriber(t, bed.smtp, email);
    await payFor(earlyClient, [guide.id], 9);

    await moveClock(admin, 1);
    await outboxSettled(t, 'sequence-email');
    const mail = await waitFor(
      () =>
        bed.smtp.mails.find((m) => m.subject === 'Meet the guide' && m.to[0] === reader.email.toLowerCase()) ?? false,
    );
    const { pixel, link } = trackedPaths(mail.html());
    await request(t.server).get(pixel).expect(200);
    await request(t.server).get(link).expect(302).expect('Location', 'https://example.org/guide');
    await payFor(readerClient, [guide.id], 9);

    const report = (await admin.get(`/api/admin/automations/sequences/${seq.id}`).expect(200)).body as SequenceBody;
    expect(report.steps.map((s) => [s.type, s.stats])).toEqual([
      ['email', { waiting: 0, sent: 3, opened: 1, clicked: 1, converted: 1 }],
      ['wait', { waiting: 0, sent: 3, opened: 0, clicked: 0, converted: 1 }],
    ]);
  });
});
