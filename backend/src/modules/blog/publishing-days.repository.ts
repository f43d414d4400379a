import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// The publishing_days table: one row per calendar day whose daily publication has run. The row is
// the guard, so the claim is an INSERT ... ON CONFLICT in the publishing transaction.
@Injectable()
export class PublishingDaysRepository {
  // True when this caller claimed `day` (YYYY-MM-DD); false when it was already claimed.
  async claim(tx: EntityManager, day: string): Promise<boolean> {
    const claimed: unknown[] = await tx.query(
      'INSERT INTO publishing_days (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day',
      [day],
    );
    return claimed.length > 0;
  }

  async recordPost(tx: EntityManager, day: string, postId: number): Promise<void> {
    await tx.query('UPDATE publishing_days SET post_id = $2 WHERE day = $1', [day, postId]);
  }
}
