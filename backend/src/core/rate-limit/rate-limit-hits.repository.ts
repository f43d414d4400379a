import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { RateLimitHitEntity } from './rate-limit-hit.entity';

export interface WindowCount {
  count: number;
  // seconds until the key's window ends (may be 0 or less at its very end)
  secondsLeft: number;
}

// Windows are measured on the database's clock, so every replica counts the same.
@Injectable()
export class RateLimitHitsRepository {
  constructor(@InjectRepository(RateLimitHitEntity) private readonly hits: Repository<RateLimitHitEntity>) {}

  // Adds one to the key's window, or starts a new window once the old one has passed: one upsert.
  async add(key: string, windowSeconds: number): Promise<WindowCount> {
    const [row]: { count: number; seconds_left: number }[] = await this.hits.query(
      `INSERT INTO rate_limit_hits AS h (key, window_start, count)
       VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN h.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE h.count + 1 END,
         window_start = CASE WHEN h.window_start <= now() - make_interval(secs => $2) THEN now() ELSE h.window_start END
       RETURNING count, ceil(extract(epoch FROM h.window_start + make_interval(secs => $2) - now()))::int AS seconds_left`,
      [key, windowSeconds],
    );
    return { count: row.count, secondsLeft: row.seconds_left };
  }

  async takeBackOne(key: string): Promise<void> {
    await this.hits.update({ key }, { count: () => 'greatest(count - 1, 0)' });
  }

  async remove(keys: string[]): Promise<void> {
    await this.hits.delete({ key: In(keys) });
  }

  async removeWindowsOlderThan(seconds: number): Promise<void> {
    await this.hits
      .createQueryBuilder()
      .delete()
      .where('window_start < now() - make_interval(secs => :seconds)', { seconds })
      .execute();
  }
}
