import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { keysetPage, type PageRequest } from '../database/keyset';
import { containing } from '../database/like';
import type { Page } from '../paging/page';
import type { Suppression, SuppressionReason } from './mail-suppression';
import { MailSuppressionEntity } from './mail-suppression.entity';

// Where a statement's parameters for noteSql are ($n: reason or null, detail, soft bounce or not).
export interface NoteParams {
  reason: number;
  detail: number;
  soft: number;
}

// a complaint never replaces a hard bounce or the owner's mark: it stops less
const KEEP = `(EXCLUDED.reason = 'complaint' AND s.reason IN ('hard-bounce', 'manual'))`;

// What an address learned, upserted from `source` (rows with a `recipient` column): a reason to stop
// (its detail and now), and/or one more soft bounce. Otherwise the newest word on the address wins.
export function noteSql(source: string, p: NoteParams): string {
  const reason = `$${p.reason}::text`;
  return `INSERT INTO mail_suppressions AS s (email, reason, detail, suppressed_at, soft_bounces, last_soft_bounce_at)
    SELECT lower(src.recipient), ${reason}, CASE WHEN ${reason} IS NOT NULL THEN left($${p.detail}::text, 300) END,
      CASE WHEN ${reason} IS NOT NULL THEN now() END,
      CASE WHEN $${p.soft}::boolean THEN 1 ELSE 0 END, CASE WHEN $${p.soft}::boolean THEN now() END
    FROM ${source} AS src WHERE ${reason} IS NOT NULL OR $${p.soft}::boolean
    ON CONFLICT (email) DO UPDATE SET
      reason = CASE WHEN ${KEEP} THEN s.reason ELSE coalesce(EXCLUDED.reason, s.reason) END,
      detail = CASE WHEN ${KEEP} OR EXCLUDED.reason IS NULL THEN s.detail ELSE EXCLUDED.detail END,
      suppressed_at = CASE WHEN ${KEEP} THEN s.suppressed_at ELSE coalesce(EXCLUDED.suppressed_at, s.suppressed_at) END,
      soft_bounces = s.soft_bounces + EXCLUDED.soft_bounces,
      last_soft_bounce_at = coalesce(EXCLUDED.last_soft_bounce_at, s.last_soft_bounce_at)`;
}

// The stopped address of a mail_outbox row, as jsonb (null when it may be mailed): one look-up by
// the unique key, added to the outbox's claim so a mail costs no extra round trip.
export const SUPPRESSION_OF_RECIPIENT = `(SELECT jsonb_build_object('reason', s.reason, 'detail', s.detail,
    'since', s.suppressed_at) FROM mail_suppressions s
  WHERE s.email = lower(mail_outbox.recipient) AND s.reason IS NOT NULL)`;

export const suppressionFrom = (json: unknown): Suppression | null => {
  if (!json) return null;
  const { reason, detail, since } = json as { reason: SuppressionReason; detail: string | null; since: string };
  return { reason, detail, since: new Date(since) };
};

// The mail_suppressions table (core's): the upserts are raw SQL (ON CONFLICT with a rule), the
// owner's list a keyset page of the stopped rows.
@Injectable()
export class MailSuppressionsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(MailSuppressionEntity) private readonly rows: Repository<MailSuppressionEntity>,
  ) {}

  async note(email: string, reason: SuppressionReason | null, detail: string | null, soft: boolean): Promise<void> {
    const source = '(SELECT $1::text AS recipient)';
    await this.dataSource.query(noteSql(source, { reason: 2, detail: 3, soft: 4 }), [email, reason, detail, soft]);
  }

  async find(email: string): Promise<MailSuppressionEntity | null> {
    return this.rows.findOneBy({ email: email.toLowerCase() });
  }

  // Deletes the address's row (its reason and its counts); the deleted row, if there was one.
  async remove(tx: EntityManager | null, email: string): Promise<{ reason: SuppressionReason | null } | null> {
    const [rows]: [{ reason: SuppressionReason | null }[], number] = await (tx ?? this.dataSource).query(
      `DELETE FROM mail_suppressions WHERE email = lower($1) RETURNING reason`,
      [email],
    );
    return rows[0] ?? null;
  }

  // a stopped address's row, by its id; the address it held, or null when no such row stopped
  async removeStopped(id: number): Promise<string | null> {
    const [rows]: [{ email: string }[], number] = await this.dataSource.query(
      `DELETE FROM mail_suppressions WHERE id = $1 AND reason IS NOT NULL RETURNING email`,
      [id],
    );
    return rows[0]?.email ?? null;
  }

  // The stopped addresses, latest first; `search`: only those containing it.
  list(page: PageRequest, search?: string): Promise<Page<MailSuppressionEntity>> {
    return keysetPage(this.stopped(search), { alias: 'm', at: 'suppressed_at', direction: 'DESC' }, page);
  }

  countStopped(search?: string): Promise<number> {
    return this.stopped(search).getCount();
  }

  private stopped(search?: string) {
    const query = this.rows.createQueryBuilder('m').where('m.reason IS NOT NULL');
    if (search) query.andWhere('m.email LIKE :pattern', { pattern: containing(search.toLowerCase()) });
    return query;
  }

  // the stopped ones among `emails` (lower-cased), in one query
  async stoppedAmong(emails: string[]): Promise<MailSuppressionEntity[]> {
    if (!emails.length) return [];
    return this.rows
      .createQueryBuilder('m')
      .where('m.email = ANY(:emails) AND m.reason IS NOT NULL', { emails: emails.map((e) => e.toLowerCase()) })
      .getMany();
  }
}
