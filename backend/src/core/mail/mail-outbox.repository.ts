import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Bounce } from './mail-bounce';
import { ClaimedMail, MAIL_OUTBOX_CHANNEL, OutboxMail, RecipientsSelect } from './mail-outbox.types';
import { noteSql, SUPPRESSION_OF_RECIPIENT, suppressionFrom } from './mail-suppressions.repository';

interface ClaimedRow {
  id: string;
  kind: string;
  subject_key: string;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
  message_id: string;
  suppression: unknown;
}

export type FinalStatus = 'sent' | 'skipped' | 'failed';

// A claimed mail's outcome: sent (keeping the error of a failed attempt before, as a record of the
// retry), skipped (nothing to send any more) or failed for good; with what the SMTP answer said of
// the address, if anything (a hard bounce stops it, a soft one is counted).
export interface FinishedMail {
  mail: ClaimedMail;
  status: FinalStatus;
  error: string | null;
  bounce?: Bounce | null;
}

// The finished row and, in the same statement, its address's bounce (mail_suppressions): a row is
// never failed for a hard bounce without its address being stopped. $1-$6; a statement that runs
// it goes on with its own parameters from $7.
const FINISH = `finished AS (UPDATE mail_outbox SET status = $3::text,
    last_error = CASE WHEN $3::text = 'sent' THEN last_error ELSE $4 END,
    sent_at = CASE WHEN $3::text = 'sent' THEN now() ELSE sent_at END
  WHERE id = $1 AND attempts = $2
  RETURNING recipient),
  bounced AS (${noteSql('finished', { reason: 5, detail: 6, soft: 7 })})`;

const bounceParams = (bounce: Bounce | null | undefined) => [
  bounce?.type === 'hard' ? 'hard-bounce' : null,
  bounce?.detail ?? null,
  bounce?.type === 'soft',
];

const finishParams = (f: FinishedMail | null) => [
  f?.mail.id ?? null,
  f?.mail.attempts ?? null,
  f?.status ?? null,
  f?.error?.slice(0, 500) ?? null,
  ...bounceParams(f?.bounce),
];

const BULK_ROWS = 1000;

// The mail_outbox table: one row per (kind, subject, recipient). Raw SQL: enqueuing needs
// ON CONFLICT and NOTIFY, claiming FOR UPDATE SKIP LOCKED, and every statement the database's clock.
// Writes after a claim are fenced by its attempt number: once the row is claimed again, a lane whose
// lease ran out changes nothing (before that, its late outcome is still the truth and is recorded).
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  // Writes the mails of `source` in the caller's transaction and NOTIFYs the workers (delivered at
  // commit, so a rolled-back change sends nothing); answers how many rows were new.
  async insert(tx: EntityManager, kind: string, subjectKey: string, source: RecipientsSelect): Promise<number> {
    const n = source.params.length;
    const rows: unknown[] = await tx.query(
      `INSERT INTO mail_outbox (kind, subject_key, recipient, payload)
       SELECT $${n + 1}::text, $${n + 2}::text, src.recipient, src.payload FROM (${source.sql}) AS src
       ON CONFLICT (subject_key, kind, recipient) DO NOTHING
       RETURNING id`,
      [...source.params, kind, subjectKey],
    );
    // After a bulk insert the planner's statistics still say "hardly anything pending", and it
    // would sort every due row for each claim; fresh ones make the claim an ordered index scan
    // from the first mail. (ANALYZE counts the rows this transaction inserted.)
    if (rows.length >= BULK_ROWS) await tx.query('ANALYZE mail_outbox');
    if (rows.length) await tx.query('SELECT pg_notify($1, $2)', [MAIL_OUTBOX_CHANNEL, kind]);
    return rows.length;
  }

  insertOne(tx: EntityManager, mail: OutboxMail): Promise<number> {
    const one = {
      sql: 'SELECT $1::text AS recipient, $2::jsonb AS payload',
      params: [mail.recipient, JSON.stringify(mail.payload)],
    };
    return this.insert(tx, mail.kind, mail.subjectKey, one);
  }

  // Erasure: the rows to any of `recipients` (any letter case) or whose payload contains `payload`
  // lose their address (a placeholder unique per row), their payload and their error text (an SMTP
  // answer may quote the address); those still waiting are skipped. A row in a lane's hands keeps
  // its payload, so a crash's retry renders nothing and is skipped. Answers how many were skipped.
  // (No index serves this: it runs once per deleted account.)
  async forget(tx: EntityManager, recipients: string[], payload: Record<string, unknown>): Promise<number> {
    const [rows]: [{ skipped: boolean }[], number] = await tx.query(
      `UPDATE mail_outbox
       SET recipient = 'forgotten-' || id || '@invalid',
         payload = CASE WHEN status = 'sending' THEN payload ELSE '{}'::jsonb END,
         status = CASE WHEN status = 'pending' THEN 'skipped' ELSE status END,
         last_error = CASE WHEN status = 'pending' THEN 'Not sent: the account was deleted' END
       WHERE lower(recipient) = ANY($1::text[]) OR payload @> $2::jsonb
       RETURNING last_error IS NOT NULL AS skipped`,
      [recipients.map((r) => r.toLowerCase()), JSON.stringify(payload)],
    );
    return rows.filter((r) => r.skipped).length;
  }

  // Marks the next due row of one of `kinds` "sending" (one more attempt) and returns it; lanes and
  // replicas claiming at once get different rows. Its Message-ID is written at its first claim and
  // kept for every retry. The lane's previous mail, if any, is recorded by the same statement.
  async claimNext(kinds: string[], host: string, finished: FinishedMail | null): Promise<ClaimedMail | null> {
    const [rows]: [ClaimedRow[], number] = await this.dataSource.query(
      `WITH ${FINISH}
       UPDATE mail_outbox
       SET status = 'sending', claimed_at = now(), attempts = attempts + 1,
         message_id = coalesce(message_id, format('<outbox-%s.%s@%s>', id, left(md5(random()::text), 16), $9::text))
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND kind = ANY($8::text[])
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, subject_key, recipient, payload, attempts, message_id,
         ${SUPPRESSION_OF_RECIPIENT} AS suppression`,
      [...finishParams(finished), kinds, host],
    );
    const r = rows[0];
    if (!r) return null;
    const { id, kind, recipient, payload, attempts } = r;
    const suppression = suppressionFrom(r.suppression);
    return { id, kind, subjectKey: r.subject_key, recipient, payload, attempts, messageId: r.message_id, suppression };
  }

  async finish(finished: FinishedMail): Promise<void> {
    await this.dataSource.query(`WITH ${FINISH} SELECT 1`, finishParams(finished));
  }

  // (a soft bounce is counted for the address in the same statement)
  async retryLater(mail: ClaimedMail, error: string, delayMs: number, bounce: Bounce | null = null): Promise<void> {
    await this.dataSource.query(
      `WITH retried AS (UPDATE mail_outbox SET status = 'pending', last_error = $3,
         next_attempt_at = now() + make_interval(secs => $4)
       WHERE id = $1 AND attempts = $2
       RETURNING recipient)
       ${noteSql('retried', { reason: 5, detail: 6, soft: 7 })}`,
      [mail.id, mail.attempts, error.slice(0, 500), delayMs / 1000, ...bounceParams(bounce)],
    );
  }

  // Rows of `kinds` left "sending" longer than the lease: those of `retryKinds` go back to pending
  // (failed once `maxAttempts` are used), the others become unresolved. Returns them.
  async resolveExpired(
    leaseMs: number,
    kinds: string[],
    retryKinds: string[],
    maxAttempts: number,
  ): Promise<{ kind: string; status: string }[]> {
    const [rows]: [{ kind: string; status: string }[], number] = await this.dataSource.query(
      `UPDATE mail_outbox
       SET status = CASE WHEN kind <> ALL($3::text[]) THEN 'unresolved' WHEN attempts < $4 THEN 'pending' ELSE 'failed' END,
         next_attempt_at = now(),
         last_error = CASE WHEN kind <> ALL($3::text[])
           THEN 'Interrupted while sending; not sent again, as a duplicate would be worse than a miss'
           ELSE 'Interrupted while sending' END
       WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => $1) AND kind = ANY($2::text[])
       RETURNING kind, status`,
      [leaseMs / 1000, kinds, retryKinds, maxAttempts],
    );
    return rows;
  }
}
