import { MailOutbox } from '../../src/core/mail/mail-outbox';
import { MailSuppressions } from '../../src/core/mail/mail-suppressions';
import type { OutboxMail } from '../../src/core/mail/mail-outbox.types';
import { emptyOutbox } from '../support/factories';
import { mailServiceBed, outboxSettled, TestMailKinds } from '../support/mail-outbox';
import { globalModules } from '../support/service-module';
import { waitFor } from '../support/smtp-capture';
import type { TestContext } from '../support/test-context';

const mail = (kind: string, subjectKey: string, recipient: string): OutboxMail => ({
  kind,
  subjectKey,
  recipient,
  payload: {},
});

type Row = { recipient: string; status: string; attempts: number; last_error: string | null };

// A clean list (issue 47): the outbox, against a real SMTP server on loopback that refuses one
// address for good (550) and defers another (451), records what the answers say of each address.
describe('a clean list: bounces stop or count an address (core/mail)', () => {
  const bed = mailServiceBed({ imports: globalModules(), providers: [TestMailKinds] });
  const enqueue = (t: TestContext, ...mails: OutboxMail[]) =>
    t.dataSource.transaction(async (tx) => {
      for (const m of mails) await t.app.get(MailOutbox).enqueue(tx, m);
    });
  const rows = (t: TestContext, subjectKey: string): Promise<Row[]> =>
    t.dataSource.query(
      'SELECT recipient, status, attempts, last_error FROM mail_outbox WHERE subject_key = $1 ORDER BY recipient',
      [subjectKey],
    );
  const today = () => new Date().toISOString().slice(0, 10);

  it('a hard bounce (550) stops the address: later mails to it are skipped with the reason, others go', async () => {
    const t = await bed.app();
    await emptyOutbox(t);
    // (the row keeps the address as it was written; the list keeps it lower-cased)
    bed.smtp.rejectRecipients.add('gone@example.com');
    await enqueue(
      t,
      mail('test-retry', 'order:1', 'Gone@Example.com'),
      mail('test-retry', 'order:1', 'ada@example.com'),
    );
    await outboxSettled(t);
    expect(await rows(t, 'order:1')).toEqual([
      { recipient: 'Gone@Example.com', status: 'failed', attempts: 1, last_error: expect.stringContaining('550') },
      { recipient: 'ada@example.com', status: 'sent', attempts: 1, last_error: null },
    ]);
    const suppressions = t.app.get(MailSuppressions);
    expect(await suppressions.reasonFor('gone@example.com')).toEqual({
      reason: 'hard-bounce',
      detail: '550 Mailbox unavailable',
      since: expect.any(Date),
    });

    // the mailbox works again, but nothing but a reconfirmation is sent to it until it is lifted
    bed.smtp.rejectRecipients.clear();
    await enqueue(
      t,
      mail('test-retry', 'order:2', 'gone@example.com'),
      mail('test-bulk', 'post:2', 'gone@example.com'),
      mail('test-retry', 'order:2', 'bob@example.com'),
      mail('test-reconfirm', 'confirm:2', 'gone@example.com'),
    );
    await outboxSettled(t);
    const skipped = `Not sent: the address is undeliverable (hard bounce on ${today()}: 550 Mailbox unavailable)`;
    expect(await rows(t, 'order:2')).toEqual([
      { recipient: 'bob@example.com', status: 'sent', attempts: 1, last_error: null },
      { recipient: 'gone@example.com', status: 'skipped', attempts: 1, last_error: skipped },
    ]);
    expect(await rows(t, 'post:2')).toEqual([expect.objectContaining({ status: 'skipped', last_error: skipped })]);
    expect(await rows(t, 'confirm:2')).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(bed.smtp.recipients()).toEqual(['ada@example.com', 'bob@example.com', 'gone@example.com']);
    expect(bed.smtp.mails.find((m) => m.to.includes('gone@example.com'))?.subject).toBe('Test confirm:2');

    // confirmed anew: mail reaches it again
    expect(await suppressions.lift(null, 'GONE@example.com')).toBe(true);
    await enqueue(t, mail('test-retry', 'order:3', 'gone@example.com'));
    await outboxSettled(t);
    expect(await rows(t, 'order:3')).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('a soft bounce (451) is retried and counted, never stopping the address', async () => {
    const t = await bed.app({ retryDelaysMs: [50, 50, 50] });
    await emptyOutbox(t);
    bed.smtp.deferRecipients.add('busy@example.com');
    await enqueue(t, mail('test-retry', 'order:4', 'busy@example.com'));
    const suppressions = t.app.get(MailSuppressions);
    // two refusals, then the mailbox takes it
    await waitForDeferrals(bed.smtp, 2);
    bed.smtp.deferRecipients.clear();
    await outboxSettled(t);
    const [row] = await rows(t, 'order:4');
    expect(row).toMatchObject({ status: 'sent', last_error: expect.stringContaining('451') });
    expect(row.attempts).toBe(bed.smtp.deferrals + 1);
    expect(await suppressions.reasonFor('busy@example.com')).toBeNull();
    expect(await suppressions.detailsOf('busy@example.com')).toMatchObject({
      reason: null,
      softBounces: bed.smtp.deferrals,
      lastSoftBounceAt: expect.any(Date),
    });

    // out of retries, a soft bounce fails the mail but still does not stop the address
    bed.smtp.deferRecipients.add('busy@example.com');
    await enqueue(t, mail('test-retry', 'order:5', 'busy@example.com'));
    await outboxSettled(t);
    expect(await rows(t, 'order:5')).toEqual([expect.objectContaining({ status: 'failed', attempts: 4 })]);
    expect(await suppressions.reasonFor('busy@example.com')).toBeNull();
    expect((await suppressions.detailsOf('busy@example.com'))!.softBounces).toBe(bed.smtp.deferrals);
  });

  it('a complaint stops bulk mail only: transactional mail still reaches the address', async () => {
    const t = await bed.app();
    await emptyOutbox(t);
    const suppressions = t.app.get(MailSuppressions);
    await suppressions.record('Cross@example.com', 'complaint', 'abuse report');
    await enqueue(
      t,
      mail('test-bulk', 'post:6', 'cross@example.com'),
      mail('test-retry', 'order:6', 'cross@example.com'),
    );
    await outboxSettled(t);
    expect(await rows(t, 'post:6')).toEqual([
      expect.objectContaining({
        status: 'skipped',
        last_error: `Not sent: the address complained (complaint on ${today()}: abuse report); only transactional mail goes to it`,
      }),
    ]);
    expect(await rows(t, 'order:6')).toEqual([expect.objectContaining({ status: 'sent' })]);

    // a complaint never weakens a hard bounce; a hard bounce after a complaint stops everything
    await suppressions.record('cross@example.com', 'hard-bounce', '550 gone');
    await suppressions.record('cross@example.com', 'complaint', 'again');
    expect(await suppressions.reasonFor('cross@example.com')).toMatchObject({
      reason: 'hard-bounce',
      detail: '550 gone',
    });
  });
});

async function waitForDeferrals(smtp: { deferrals: number }, count: number): Promise<void> {
  await waitFor(() => smtp.deferrals >= count, 10_000, `${count} deferrals`);
}
