import { Injectable } from '@nestjs/common';
import { RateLimitHitsRepository } from './rate-limit-hits.repository';

export interface RateLimitOutcome {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

// Fixed-window counters in PostgreSQL, so every replica shares one budget. One upsert per check.
@Injectable()
export class RateLimitService {
  constructor(private readonly hits: RateLimitHitsRepository) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitOutcome> {
    const { count, secondsLeft } = await this.hits.add(key, windowSeconds);
    return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, secondsLeft) };
  }

  // Takes back one hit that turned out not to count (e.g. an attempt that succeeded).
  undo(key: string): Promise<void> {
    return this.hits.takeBackOne(key);
  }

  forget(keys: string[]): Promise<void> {
    return this.hits.remove(keys);
  }

  // Old windows are useless; dropped now and then so the table stays small.
  prune(olderThanSeconds = 24 * 3600): Promise<void> {
    return this.hits.removeWindowsOlderThan(olderThanSeconds);
  }
}
