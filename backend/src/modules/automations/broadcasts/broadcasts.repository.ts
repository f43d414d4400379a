import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RecipientsSelect } from '../../../core/mail/mail-outbox.types';

export type BroadcastStatus = 'draft' | 'scheduled' | 'sent';

export interface BroadcastRow {
  id: number;
  subject: string;
  body: string;
  segmentId: number | null;
  status: BroadcastStatus;
  scheduledAt: Date | null;
  sentAt: Date | null;
  recipients: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, subject, body, segment_id AS "segmentId", status, scheduled_at AS "scheduledAt",
  sent_at AS "sentAt", recipients, created_at AS "createdAt", updated_at AS "updatedAt"`;

export const broadcastSubject = (id: number) => `broadcast:${id}`;

// broadcasts, and the select of a broadcast's recipients for the outbox.
@Injectable()
export class BroadcastsRepository {
  constructor(private readonly db: DataSource) {}

  list(): Promise<BroadcastRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM broadcasts ORDER BY created_at DESC, id DESC`) as Promise<
      BroadcastRow[]
    >;
  }

  async find(id: number, tx: EntityManager = this.db.manager, lock = false): Promise<BroadcastRow | null> {
    const [row] = (await tx.query(`SELECT ${COLUMNS} FROM broadcasts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      id,
    ])) as BroadcastRow[];
    return row ?? null;
  }

  async insert(b: { subject: string; body: string; segmentId: number | null }): Promise<number> {
    const [row] = (await this.db.query(
      'INSERT INTO broadcasts (subject, body, segment_id) VALUES ($1, $2, $3) RETURNING id',
      [b.subject, b.body, b.segmentId],
    )) as { id: number }[];
    return row.id;
  }

  // a broadcast not yet sent (locked by the caller)
  async update(tx: EntityManager, id: number, b: { subject: string; body: string; segmentId: number | null }) {
    await tx.query('UPDATE broadcasts SET subject = $2, body = $3, segment_id = $4, updated_at = now() WHERE id = $1', [
      id,
      b.subject,
      b.body,
      b.segmentId,
    ]);
  }

  async schedule(tx: EntityManager, id: number, at: Date | null): Promise<void> {
    await tx.query(
      `UPDATE broadcasts SET status = CASE WHEN $2::timestamptz IS NULL THEN 'draft' ELSE 'scheduled' END,
         scheduled_at = $2, updated_at = now() WHERE id = $1`,
      [id, at],
    );
  }

  async delete(tx: EntityManager, id: number): Promise<void> {
    await tx.query('DELETE FROM broadcasts WHERE id = $1', [id]);
  }

  // The next scheduled broadcast whose time has come, marked sent in the caller's transaction (its
  // rows are written in the same one); another run passes over it (SKIP LOCKED).
  async takeNextDue(tx: EntityManager, now: Date): Promise<BroadcastRow | null> {
    const [rows] = (await tx.query(
      `UPDATE broadcasts SET status = 'sent', sent_at = $1, updated_at = now()
        WHERE id = (SELECT id FROM broadcasts WHERE status = 'scheduled' AND scheduled_at <= $1
                     ORDER BY scheduled_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [now],
    )) as [BroadcastRow[], number];
    return rows[0] ?? null;
  }

  async setRecipients(tx: EntityManager, id: number, recipients: number): Promise<void> {
    await tx.query('UPDATE broadcasts SET recipients = $2 WHERE id = $1', [id, recipients]);
  }

  // how many people `whereSql` (over `c`: BroadcastsService's audience) selects
  async count(whereSql: string, params: unknown[]): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM contacts c WHERE ${whereSql}`, params)) as {
      n: number;
    }[];
    return row.n;
  }

  // the people `whereSql` selects (the same audience), one row each: the outbox's columns
  // (recipient, payload)
  recipients(broadcastId: number, whereSql: string, params: unknown[]): RecipientsSelect {
    const n = params.length;
    return {
      sql: `SELECT c.email AS recipient, jsonb_build_object('broadcastId', $${n + 1}::int, 'contactId', c.id) AS payload
              FROM contacts c WHERE ${whereSql}`,
      params: [...params, broadcastId],
    };
  }
}
