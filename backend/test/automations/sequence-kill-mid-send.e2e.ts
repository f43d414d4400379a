import type { ChildProcess } from 'node:child_process';
import { interruptMail, skipQueuedMails } from '../support/factories';
import { outboxSettled, outboxStatuses } from '../support/mail-outbox';
import { killReplica, startReplica } from '../support/replica-process';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { SequenceRunner } from '../../src/modules/automations/sequences/sequence-runner';
import { AutomationClock } from '../../src/modules/automations/settings/automation-clock';
import { automationsBed, enterPeople, makeSequence, placeOf, runSequencesOn, stepRuns } from './automation-helpers';

type Row = { subject: string; recipient: string; status: string; attempts: number; messageId: string };

// A replica sending the sequences' mail is killed with SIGKILL while the SMTP server holds its answer
// to a step's mail: the mail was handed over, and nobody can know whether it arrived. A sequence mail
// is bulk mail (onUnresolved 'give-up', docs/architecture.md): once its lease has run out it is
// unresolved and never sent again, while its person goes on through the sequence; another app sends
// every other mail, each once, and takes every later step, each once.
describe('a sequence mail whose replica is killed mid-send', () => {
  // the suite's app only queues: the replica is the one sending when it dies
  const { bed, app } = automationsBed({ concurrency: 0 });
  let replica: ChildProcess | null = null;
  afterAll(() => replica?.kill('SIGKILL'));

  const sequenceMails = async (t: TestApp): Promise<Row[]> =>
    (await t.dataSource.query(
      `SELECT subject_key AS subject, recipient, status, attempts, message_id AS "messageId"
         FROM mail_outbox WHERE kind = 'sequence-email' ORDER BY id`,
    )) as Row[];
  const arrived = (subject: string) =>
    bed.smtp.mails
      .filter((m) => m.subject === subject)
      .flatMap((m) => m.to)
      .sort();

  it('gives the interrupted mail up once its lease runs out, never resends it, and sends every later step once', async () => {
    const { t, admin } = app;
    const seq = await makeSequence(admin, {
      name: 'Cut off',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Cut one', body: '<p>One</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Cut three', body: '<p>Three</p>' },
      ],
    });
    // the admin's account mails are not the replica's to send: its one lane takes a step's mail
    await skipQueuedMails(t);
    replica = await startReplica({ SMTP_URL: bed.smtpUrl, MAIL_CONCURRENCY: '1' });
    const emails = await enterPeople(t, seq.id, 3);
    bed.smtp.pause();
    expect((await runSequencesOn(replica)).failed).toBeUndefined();
    // each person's mail and wait taken (by that run, or by an app's minute cron at the same moment)
    await waitFor(
      async () => (bed.smtp.heldCount === 1 && (await stepRuns(t, seq.id)).runs === 6) || false,
      10_000,
      'the first two steps, and a step’s mail at the SMTP server',
    );
    expect(await stepRuns(t, seq.id)).toEqual({ runs: 6, distinct: 6 });
    expect(await outboxStatuses(t, 'sequence-email')).toEqual({ sending: 1, pending: 2 });
    const [cut] = (await sequenceMails(t)).filter((m) => m.status === 'sending');
    await killReplica(replica);
    replica = null;
    // the server had the whole message when its sender died, and takes it: it arrives once
    bed.smtp.resume();

    // another app sends the rest; within the lease it leaves the interrupted mail alone (its sender
    // might only be slow)
    const survivor = await bed.app();
    await waitFor(
      async () => (await outboxStatuses(t, 'sequence-email')).sent === 2 || false,
      10_000,
      'the other people’s first mails',
    );
    expect(await outboxStatuses(t, 'sequence-email')).toEqual({ sent: 2, sending: 1 });
    // its lease runs out (claimed an hour ago): given up, not sent again
    await interruptMail(t, { kind: 'sequence-email', recipient: cut.recipient, messageId: cut.messageId });
    await waitFor(
      async () => !(await outboxStatuses(t, 'sequence-email')).sending || false,
      10_000,
      'the interrupted mail’s lease to be resolved',
    );
    expect(await outboxStatuses(t, 'sequence-email')).toEqual({ sent: 2, unresolved: 1 });

    // the clock moves through the wait: nothing before its end, the last step once after it (taken
    // by the surviving app's run, or its minute cron's)
    const runner = survivor.app.get(SequenceRunner);
    const clock = t.app.get(AutomationClock);
    await clock.advance(12);
    await runner.run();
    expect(await stepRuns(t, seq.id)).toEqual({ runs: 6, distinct: 6 });
    await clock.advance(12);
    const places = () => Promise.all(emails.map((email) => placeOf(t, seq.id, email)));
    await waitFor(
      async () => {
        await runner.run();
        return (await places()).every((p) => p?.status === 'completed') || false;
      },
      10_000,
      'everyone through the last step',
    );
    expect(await stepRuns(t, seq.id)).toEqual({ runs: 9, distinct: 9 });
    expect(await places()).toEqual(emails.map(() => ({ status: 'completed', exitReason: null })));

    await outboxSettled(t, 'sequence-email');
    const rows = await sequenceMails(t);
    const interrupted = rows.filter((m) => m.status === 'unresolved');
    expect(interrupted).toEqual([{ ...cut, status: 'unresolved', attempts: 1 }]);
    expect(rows.filter((m) => m.status !== 'unresolved').map((m) => [m.status, m.attempts])).toEqual(
      Array.from({ length: 5 }, () => ['sent', 1]),
    );
    // each person's two mails arrived once each: the interrupted one is the copy its dead sender handed over
    expect(arrived('Cut one')).toEqual([...emails].sort());
    expect(arrived('Cut three')).toEqual([...emails].sort());
    expect(bed.smtp.mails.filter((m) => m.header('Message-ID') === cut.messageId)).toHaveLength(1);
    expect(new Set(bed.smtp.messageIds()).size).toBe(bed.smtp.mails.length);
  });
});
