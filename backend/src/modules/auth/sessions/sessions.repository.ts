import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface StoredSession {
  sid: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

// The "session" table of connect-pg-simple (core/http/session.middleware.ts), read and pruned per
// account. passport keeps the signed-in user's id in sess.passport.user (indexed for this).
const OF_USER = `sess -> 'passport' ->> 'user' = $1::text`;

@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async listForUser(userId: number): Promise<StoredSession[]> {
    const rows: { sid: string; user_agent: string | null; created_at: Date; last_seen_at: Date }[] =
      await this.dataSource.query(
        `SELECT sid, user_agent, created_at, last_seen_at FROM session
         WHERE ${OF_USER} AND expire > now() ORDER BY last_seen_at DESC, created_at DESC`,
        [userId],
      );
    return rows.map((r) => ({
      sid: r.sid,
      userAgent: r.user_agent,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
    }));
  }

  // Signs the account out everywhere, except the session `keep` (null: everywhere); answers how many.
  async deleteForUser(tx: EntityManager, userId: number, keep: string | null): Promise<number> {
    // a DELETE answers [rows, count]
    const [, count]: [unknown[], number] = await tx.query(
      `DELETE FROM session WHERE ${OF_USER} AND sid IS DISTINCT FROM $2`,
      [userId, keep],
    );
    return count;
  }

  // Last seen now, and the device: written only when last seen is older than `intervalSeconds` or
  // the device is not known yet, so most requests write nothing.
  async touch(sid: string, userAgent: string, intervalSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE session SET last_seen_at = now(), user_agent = $2
       WHERE sid = $1 AND (user_agent IS NULL OR last_seen_at <= now() - make_interval(secs => $3))`,
      [sid, userAgent, intervalSeconds],
    );
  }
}
