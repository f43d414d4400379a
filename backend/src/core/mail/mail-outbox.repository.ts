import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ClaimedMail, MAIL_OUTBOX_CHANNEL, OutboxMail, RecipientsSelect } from './mail-outbox.types';

interface ClaimedRow {
  id: string;
  kind: string;
  subject_key: string;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
  message_id: string;
}

export type FinalStatus = 'sent' | 'skipped' | 'failed';

// The mail_outbox table: one row per (kind, subject, recipient). Raw SQL: enqueuing needs
// ON CONFLICT and NOTIFY, claiming FOR UPDATE SKIP LOCKED, and every statement the database's clock.
// Writes after a claim are fenced by its attempt number: only the lane holding that claim changes
// the row (a lane whose lease ran out finds the row claimed again, and changes nothing).
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
       ON CONFLICT (kind, subject_key, recipient) DO NOTHING
       RETURNING id`,
      [...source.params, kind, subjectKey],
    );
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

  // Marks the next due row of one of `kinds` "sending" (one more attempt) and returns it; lanes and
  // replicas claiming at once get different rows. Its Message-ID is written at its first claim and
  // kept for every retry.
  async claimNext(kinds: string[], host: string): Promise<ClaimedMail | null> {
    const [rows]: [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE mail_outbox
       SET status = 'sending', claimed_at = now(), attempts = attempts + 1,
         message_id = coalesce(message_id, format('<outbox-%s.%s@%s>', id, left(md5(random()::text), 16), $2::text))
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND kind = ANY($1::text[])
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, subject_key, recipient, payload, attempts, message_id`,
      [kinds, host],
    );
    const r = rows[0];
    if (!r) return null;
    const { id, kind, recipient, payload, attempts } = r;
    return { id, kind, subjectKey: r.subject_key, recipient, payload, attempts, messageId: r.message_id };
  }

  // A sent mail keeps the error of its last failed attempt, if any (a record of the retry).
  async finish(mail: ClaimedMail, status: FinalStatus, error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = $3::text,
         last_error = CASE WHEN $3::text = 'sent' THEN last_error ELSE $4 END,
         sent_at = CASE WHEN $3::text = 'sent' THEN now() ELSE sent_at END
       WHERE id = $1 AND attempts = $2`,
      [mail.id, mail.attempts, status, error?.slice(0, 500) ?? null],
    );
  }

  async retryLater(mail: ClaimedMail, error: string, delayMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'pending', last_error = $3,
         next_attempt_at = now() + make_interval(secs => $4)
       WHERE id = $1 AND attempts = $2`,
      [mail.id, mail.attempts, error.slice(0, 500), delayMs / 1000],
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
