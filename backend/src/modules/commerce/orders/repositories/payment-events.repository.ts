import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// Provider events already handled, so a replayed webhook changes nothing.
@Injectable()
export class PaymentEventsRepository {
  // true the first time an event id is seen; a concurrent duplicate waits on the key, then sees it
  async recordOnce(tx: EntityManager, eventId: string, type: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [eventId, type],
    );
    return rows.length > 0;
  }
}
