import { MailOutbox } from '../../src/core/mail/mail-outbox';
import type { MailOutboxOptions } from '../../src/core/mail/mail-outbox.options';
import type { OutboxMail } from '../../src/core/mail/mail-outbox.types';
import { MailOutboxWorker } from '../../src/core/mail/mail-outbox.worker';
import { Metrics } from '../../src/core/observability/metrics';
import { emptyOutbox, makeOutboxRows, type OutboxRow } from '../support/factories';
import { mailServiceBed, outboxSettled, outboxStatuses, TestMailKinds } from '../support/mail-outbox';
import { parseSamples, valueOf } from '../support/metrics-scrape';
import { globalModules } from '../support/service-module';
import { waitFor } from '../support/smtp-capture';
import type { TestContext } from '../support/test-context';

const mail = (subjectKey: string, recipient: string, payload = {}, kind = 'test-retry'): OutboxMail => ({
  kind,
  subjectKey,
  recipient,
  payload,
});

const recipients = (addresses: string[]) => ({
  sql: `SELECT r AS recipient, '{}'::jsonb AS payload FROM unnest($1::text[]) r`,
  params: [addresses],
});

describe('the mail outbox (core/mail), against a real SMTP server', () => {
  const bed = mailServiceBed({ imports: globalModules(), providers: [TestMailKinds] });
  const app = (options: Partial<MailOutboxOptions> = {}) => bed.app(options);
  const enqueue = (t: TestContext, m: OutboxMail) =>
    t.dataSource.transaction((tx) => t.app.get(MailOutbox).enqueue(tx, m));
  const row = async (t: TestContext, subjectKey: string) =>
    (await t.dataSource.query('SELECT * FROM mail_outbox WHERE subject_key = $1', [subjectKey]))[0] as {
      status: string;
      attempts: number;
      last_error: string | null;
      message_id: string;
    };
  const settled = (t: TestContext, count: number) =>
    waitFor(
      async () => {
        const s = await outboxStatuses(t);
        return !s.pending && !s.sending && Object.values(s).reduce((a, b) => a + b, 0) === count ? s : false;
      },
      15_000,
      `${count} mails settled`,
    );

  it('enqueues once per kind, subject and recipient, however often it is asked', async () => {
    const t = await app();
    await emptyOutbox(t);
    const outbox = t.app.get(MailOutbox);
    expect(await enqueue(t, mail('order:1', 'a@example.com'))).toBe(true);
    expect(await enqueue(t, mail('order:1', 'a@example.com'))).toBe(false);
    expect(await enqueue(t, mail('order:1', 'b@example.com'))).toBe(true);
    expect(await enqueue(t, mail('order:1', 'a@example.com', {}, 'test-give-up'))).toBe(true);
    const many = recipients(['c@example.com', 'd@example.com', 'c@example.com', 'a@example.com']);
    expect(await t.dataSource.transaction((tx) => outbox.enqueueMany(tx, 'test-retry', 'order:1', many))).toBe(2);
    expect(await t.dataSource.transaction((tx) => outbox.enqueueMany(tx, 'test-retry', 'order:1', many))).toBe(0);

    expect(await settled(t, 5)).toEqual({ sent: 5 });
    expect(bed.smtp.recipients()).toEqual([
      'a@example.com',
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
    expect(new Set(bed.smtp.messageIds()).size).toBe(5);
  });

  it('writes nothing, and sends nothing, when the causing transaction rolls back', async () => {
    const t = await app();
    await emptyOutbox(t);
    const failing = t.dataSource.transaction(async (tx) => {
      await t.app.get(MailOutbox).enqueue(tx, mail('order:2', 'rolled-back@example.com'));
      throw new Error('the change that caused the mail failed');
    });
    await expect(failing).rejects.toThrow('the change that caused the mail failed');
    expect(await outboxStatuses(t)).toEqual({});
    await enqueue(t, mail('order:3', 'committed@example.com'));
    await settled(t, 1);
    expect(bed.smtp.recipients()).toEqual(['committed@example.com']);
  });

  it('claims one row per lane, right before its SMTP hand-off', async () => {
    const t = await app({ concurrency: 3 });
    await emptyOutbox(t);
    bed.smtp.pause();
    const addresses = Array.from({ length: 10 }, (_, i) => `lane${i}@example.com`);
    await t.dataSource.transaction((tx) =>
      t.app.get(MailOutbox).enqueueMany(tx, 'test-retry', 'post:1', recipients(addresses)),
    );
    await waitFor(() => bed.smtp.heldCount === 3, 10_000, 'three mails at the SMTP server');
    expect(await outboxStatuses(t)).toEqual({ sending: 3, pending: 7 });
    bed.smtp.resume();
    expect(await settled(t, 10)).toEqual({ sent: 10 });
    expect(bed.smtp.recipients()).toEqual(addresses.sort());
  });

  it('retries a temporary refusal (451) after each backoff delay, with the same Message-ID', async () => {
    const t = await app({ retryDelaysMs: [300, 600, 600] });
    await emptyOutbox(t);
    bed.smtp.refuseNext = 2;
    await enqueue(t, mail('order:4', 'patient@example.com'));
    await settled(t, 1);
    expect(await row(t, 'order:4')).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: expect.stringContaining('Try again later'),
      message_id: expect.stringMatching(/^<outbox-\d+\.[0-9a-f]{16}@coach\.example>$/),
    });
    const [first, second] = bed.smtp.refused;
    const [delivered] = bed.smtp.mails;
    expect(second.at - first.at).toBeGreaterThanOrEqual(300);
    expect(delivered.at - second.at).toBeGreaterThanOrEqual(600);
    const ids = [first, second, delivered].map((m) => m.header('Message-ID'));
    expect(ids).toEqual(Array(3).fill((await row(t, 'order:4')).message_id));
  });

  it('records a permanent refusal (550) as failed at once, and a mail out of retries as failed', async () => {
    const t = await app({ retryDelaysMs: [50, 50] });
    await emptyOutbox(t);
    bed.smtp.rejectRecipients.add('gone@example.com');
    await enqueue(t, mail('order:5', 'gone@example.com'));
    await enqueue(t, mail('order:5', 'here@example.com'));
    await settled(t, 2);
    const rows = await t.dataSource.query(
      'SELECT recipient, status, attempts, last_error FROM mail_outbox ORDER BY recipient',
    );
    expect(rows).toEqual([
      { recipient: 'gone@example.com', status: 'failed', attempts: 1, last_error: expect.stringContaining('550') },
      { recipient: 'here@example.com', status: 'sent', attempts: 1, last_error: null },
    ]);

    bed.smtp.refuseNext = 3;
    await enqueue(t, mail('order:6', 'unlucky@example.com'));
    await settled(t, 3);
    expect(await row(t, 'order:6')).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: expect.stringContaining('Try again later'),
    });
    expect(bed.smtp.recipients()).toEqual(['here@example.com']);
    // the metrics: each failed attempt, by its outcome, and the mails given up on
    const samples = parseSamples(await t.app.get(Metrics).scrape());
    const failures = (outcome: string) =>
      valueOf(samples, 'mail_outbox_send_failures_total', { kind: 'test-retry', outcome });
    expect([failures('retry'), failures('failed')]).toEqual([2, 2]);
    expect(valueOf(samples, 'mail_outbox_failed_last_24h')).toBe(2);
    expect(valueOf(samples, 'mail_outbox_pending')).toBe(0);
  });

  it('skips a mail with nothing to send any more, and fails one that carries List-Unsubscribe without being bulk mail', async () => {
    const t = await app();
    await emptyOutbox(t);
    await enqueue(t, mail('order:7', 'skip@example.com', { skip: true }));
    await enqueue(t, mail('order:8', 'list@example.com', { listUnsubscribe: true }));
    await settled(t, 2);
    expect(await row(t, 'order:7')).toMatchObject({ status: 'skipped', attempts: 1 });
    expect(await row(t, 'order:8')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'A test-retry mail must not carry List-Unsubscribe (it is not bulk mail)',
    });
    expect(bed.smtp.mails).toEqual([]);
  });

  it("resolves mails a crash left 'sending' past the lease by their kind's rule: sent again, or unresolved", async () => {
    const t = await app();
    await emptyOutbox(t);
    // as a replica killed around its SMTP hand-offs leaves them: two an hour ago, one just now
    const crashed = (kind: string, n: number, recipient: string, claimedMinutesAgo: number): OutboxRow => ({
      kind,
      subjectKey: `crash:${n}`,
      recipient,
      status: 'sending',
      attempts: 1,
      claimedMinutesAgo,
      messageId: `<outbox-crash-${n}@coach.example>`,
    });
    await makeOutboxRows(t, [
      crashed('test-retry', 1, 'receipt@example.com', 60),
      crashed('test-give-up', 2, 'reader@example.com', 60),
      crashed('test-give-up', 3, 'busy@example.com', 0),
    ]);
    await waitFor(async () => (await row(t, 'crash:1')).status === 'sent', 15_000, 'the receipt sent again');
    expect(await row(t, 'crash:1')).toMatchObject({ attempts: 2, message_id: '<outbox-crash-1@coach.example>' });
    expect(await row(t, 'crash:2')).toMatchObject({
      status: 'unresolved',
      attempts: 1,
      last_error: 'Interrupted while sending; not sent again, as a duplicate would be worse than a miss',
    });
    // within its lease a mail may still be on its way: it is left alone
    expect((await row(t, 'crash:3')).status).toBe('sending');
    expect(bed.smtp.mails.map((m) => [m.to[0], m.header('Message-ID')])).toEqual([
      ['receipt@example.com', '<outbox-crash-1@coach.example>'],
    ]);
  });

  it('wakes every replica with NOTIFY at commit: one that only enqueues, another that polls once an hour', async () => {
    const enqueuer = await app({ concurrency: 0 });
    const sender = await app({ pollMs: 3_600_000 });
    await emptyOutbox(enqueuer);
    const listeners = () =>
      enqueuer.dataSource.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN mail_outbox'`,
      ) as Promise<{ pid: number }[]>;
    const [listener] = await listeners();
    expect(await listeners()).toHaveLength(1); // the enqueuing replica does not listen
    await waitFor(() => sender.app.get(MailOutboxWorker).busyLanes === 0, 10_000, 'the sender idle');

    await enqueue(enqueuer, mail('post:9', 'first@example.com'));
    await waitFor(() => bed.smtp.mails.length === 1, 10_000, 'the mail, sent by the other replica');

    // a lost listening connection is opened again, and the replica catches up
    await enqueuer.dataSource.query('SELECT pg_terminate_backend($1)', [listener.pid]);
    await waitFor(async () => ((await listeners())[0]?.pid ?? listener.pid) !== listener.pid, 15_000, 'a new listener');
    await enqueue(enqueuer, mail('post:10', 'second@example.com'));
    await waitFor(() => bed.smtp.mails.length === 2, 10_000, 'the second mail');
    expect(bed.smtp.recipients()).toEqual(['first@example.com', 'second@example.com']);
    await outboxSettled(enqueuer); // the sender marks a mail sent a moment after SMTP took it
    expect(await outboxStatuses(enqueuer)).toEqual({ sent: 2 });
  });
});
