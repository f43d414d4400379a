// Factories of rows in the tables the app reads and writes only in SQL of its own, with no entity
// registered for them: the account links (account_tokens), the session store's table
// (connect-pg-simple's `session`) and the mail outbox. The states made here are those only time or
// a crash leaves (a link run out, a session idle or pruned, a mail in hand when its sender died),
// which no method of the app makes: so they are SQL, on the columns their owners' SQL writes.
import type { TestContext } from '../test-context';
import { sha256 } from './accounts';

// The link with this token ran out `secondsAgo` ago (as the database's clock sees it).
export async function expireAccountLink(t: TestContext, token: string, secondsAgo = 1): Promise<void> {
  await t.dataSource.query(
    `UPDATE account_tokens SET expires_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
    [sha256(token), secondsAgo],
  );
}

// Every e-mail change link of the account ran out a second ago.
export async function expireEmailChangeLinks(t: TestContext, userId: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'email-change' AND user_id = $1`,
    [userId],
  );
}

// The account's sessions were last seen `minutes` earlier than the database has it.
export async function ageSessionsOf(t: TestContext, userId: number, minutes: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE session SET last_seen_at = last_seen_at - make_interval(mins => $2)
     WHERE sess -> 'passport' ->> 'user' = $1::text`,
    [userId, minutes],
  );
}

// The session was last seen `minutes` ago.
export async function ageSession(t: TestContext, sid: string, minutes: number): Promise<void> {
  await t.dataSource.query(`UPDATE session SET last_seen_at = now() - make_interval(mins => $2) WHERE sid = $1`, [
    sid,
    minutes,
  ]);
}

// The session's row is gone, as the prune of expired sessions leaves it.
export async function pruneSession(t: TestContext, sid: string): Promise<void> {
  await t.dataSource.query('DELETE FROM session WHERE sid = $1', [sid]);
}

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

// Mails in the states crashes, refusals and time leave them in (the outbox's own insert queues a
// rendered mail as pending, now).
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
