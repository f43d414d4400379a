import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface RateLimitOutcome {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

// Fixed-window counters in PostgreSQL, so every replica shares one budget. One upsert per check.
@Injectable()
export class RateLimitService {
  constructor(private readonly dataSource: DataSource) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitOutcome> {
    const [row] = await this.dataSource.query(
      `INSERT INTO rate_limit_hits AS h (key, window_start, count)
       VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN h.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE h.count + 1 END,
         window_start = CASE WHEN h.window_start <= now() - make_interval(secs => $2) THEN now() ELSE h.window_start END
       RETURNING count, ceil(extract(epoch FROM h.window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, windowSeconds],
    );
    return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  // The count in the key's current window (0 once the window has passed), without adding to it.
  async count(key: string, windowSeconds: number): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count FROM rate_limit_hits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return row?.count ?? 0;
  }

  // Takes back one hit that turned out not to count (e.g. an attempt that succeeded).
  async undo(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limit_hits SET count = greatest(count - 1, 0) WHERE key = $1`, [key]);
  }

  async forget(keys: string[]): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_hits WHERE key = ANY($1)`, [keys]);
  }

  // Old windows are useless; dropped now and then so the table stays small.
  async prune(olderThanSeconds = 24 * 3600): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(secs => $1)`, [
      olderThanSeconds,
    ]);
  }
}
