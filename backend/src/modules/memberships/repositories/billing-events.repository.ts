import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// The billing events already applied, by id (membership_events).
@Injectable()
export class BillingEventsRepository {
  // true when the event is new: recorded now, in the transaction that applies it (false: it was
  // applied before, or is being applied by a transaction that holds it until it ends)
  async record(tx: EntityManager, eventId: string): Promise<boolean> {
    const rows = (await tx.query(
      `INSERT INTO membership_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId],
    )) as unknown[];
    return rows.length > 0;
  }
}
