// Factories of the mail outbox: rows in the states crashes, refusals and time leave them in.
import type { TestContext } from '../test-context';

type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'unresolved';

export interface OutboxRow {
  kind: string;
  subjectKey: string;
  recipient: string;
  status: MailStatus;
  attempts?: number;
  // queued this many minutes ago (default now)
  createdMinutesAgo?: number;
  // claimed by a sender this many minutes ago (default never)
  claimedMinutesAgo?: number | null;
  messageId?: string | null;
}

export async function makeOutboxRows(t: TestContext, rows: OutboxRow[]): Promise<void> {
  for (const r of rows) {
    await t.dataSource.query(
      `INSERT INTO mail_outbox (kind, subject_key, recipient, status, attempts, created_at, claimed_at, message_id)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6),
               CASE WHEN $7::int IS NULL THEN NULL ELSE now() - make_interval(mins => $7::int) END, $8)`,
      [
        r.kind,
        r.subjectKey,
        r.recipient,
        r.status,
        r.attempts ?? 0,
        r.createdMinutesAgo ?? 0,
        r.claimedMinutesAgo ?? null,
        r.messageId ?? null,
      ],
    );
  }
}

export async function emptyOutbox(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE mail_outbox RESTART IDENTITY');
}

// No mail of this kind, whatever its state.
export async function forgetMailsOfKind(t: TestContext, kind: string): Promise<void> {
  await t.dataSource.query('DELETE FROM mail_outbox WHERE kind = $1', [kind]);
}

// No mail about orders (their subject keys are order:<id>).
export async function forgetOrderMails(t: TestContext): Promise<void> {
  await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key LIKE 'order:%'`);
}

// The mails of this kind waiting for a retry are due now.
export async function retryNow(t: TestContext, kind: string): Promise<void> {
  await t.dataSource.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE kind = $1', [kind]);
}

// The mail of this kind to `recipient` was handed to SMTP by a replica that died an hour ago,
// under this Message-ID.
export async function interruptMail(
  t: TestContext,
  { kind, recipient, messageId }: { kind: string; recipient: string; messageId: string },
): Promise<void> {
  await t.dataSource.query(
    `UPDATE mail_outbox SET status = 'sending', attempts = 1, claimed_at = now() - interval '1 hour', message_id = $3
     WHERE recipient = $1 AND kind = $2`,
    [recipient, kind, messageId],
  );
}

// What a finished test left queued is not for the next suite's app to send.
export async function skipQueuedMails(t: TestContext): Promise<void> {
  await t.dataSource.query(
    `UPDATE mail_outbox SET status = 'skipped', last_error = 'Left queued by a finished test' WHERE status = 'pending'`,
  );
}
