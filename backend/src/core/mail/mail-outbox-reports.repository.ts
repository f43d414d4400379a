import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { startingWith } from '../database/like';
import type { MailHealth, MailRecord, MailStatus } from './mail-outbox.types';

export interface SubjectStatusCount {
  subjectKey: string;
  status: MailStatus;
  count: number;
}

interface MailRow {
  kind: string;
  subject_key: string;
  recipient: string;
  status: MailStatus;
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

interface HealthRow {
  pending: number;
  sending: number;
  oldest_pending_seconds: number | null;
  failed: number;
  unresolved: number;
}

// Counts over mail_outbox for reports, and the few rows of one subject. Each count has an index: the
// subject/status one (an index-only scan), the partial ones of pending, sending and failed-or-unresolved rows.
@Injectable()
export class MailOutboxReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // For each of `subjectKeys` that has mails of `kind`, how many are in each status.
  async countByStatus(kind: string, subjectKeys: string[]): Promise<SubjectStatusCount[]> {
    const rows: { subject_key: string; status: MailStatus; n: number }[] = await this.dataSource.query(
      `SELECT subject_key, status, count(*)::int AS n FROM mail_outbox
       WHERE kind = $1 AND subject_key = ANY($2::text[])
       GROUP BY subject_key, status`,
      [kind, subjectKeys],
    );
    return rows.map((r) => ({ subjectKey: r.subject_key, status: r.status, count: r.n }));
  }

  // Failures are dated by the row's last claim: the attempt that failed, or the one a crash interrupted.
  async health(): Promise<MailHealth> {
    const [row]: HealthRow[] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM mail_outbox WHERE status = 'pending')::int AS pending,
         (SELECT count(*) FROM mail_outbox WHERE status = 'sending')::int AS sending,
         (SELECT floor(extract(epoch FROM now() - min(created_at))) FROM mail_outbox WHERE status = 'pending')::int
           AS oldest_pending_seconds,
         (SELECT count(*) FROM mail_outbox
           WHERE status = 'failed' AND claimed_at > now() - interval '24 hours')::int AS failed,
         (SELECT count(*) FROM mail_outbox
           WHERE status = 'unresolved' AND claimed_at > now() - interval '24 hours')::int AS unresolved`,
    );
    return {
      pending: row.pending,
      sending: row.sending,
      oldestPendingSeconds: row.oldest_pending_seconds,
      failedLast24h: row.failed,
      unresolvedLast24h: row.unresolved,
    };
  }

  // The mails about `subjectKey` ('order:17') and its follow-ups ('order:17:again:…'), oldest first.
  // The key itself leads the unique key; the follow-ups are found by prefix within the key's family
  // ('order:%'), the condition of the partial index made for them.
  async mailsAbout(subjectKey: string): Promise<MailRecord[]> {
    const family = startingWith(`${subjectKey.split(':')[0]}:`);
    const rows: MailRow[] = await this.dataSource.query(
      `SELECT kind, subject_key, recipient, status, attempts, created_at, sent_at, last_error FROM mail_outbox
       WHERE subject_key = $1 OR (subject_key LIKE $2 AND subject_key LIKE $3)
       ORDER BY created_at, id`,
      [subjectKey, family, startingWith(`${subjectKey}:`)],
    );
    return rows.map((r) => ({
      kind: r.kind,
      subjectKey: r.subject_key,
      recipient: r.recipient,
      status: r.status,
      attempts: r.attempts,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      lastError: r.last_error,
    }));
  }
}
