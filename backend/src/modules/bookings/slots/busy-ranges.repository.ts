import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BusyRange } from './slots';

// The blocked ranges no new booking may overlap: confirmed bookings and holds that have not run
// out (a hold in a checkout has no expiry of its own: its order's governs).
@Injectable()
export class BusyRangesRepository {
  constructor(private readonly dataSource: DataSource) {}

  // those overlapping [from, to), but `ignoreBookingId`'s (a booking being moved)
  async overlapping(from: Date, to: Date, now: Date, ignoreBookingId?: number): Promise<BusyRange[]> {
    return (await this.dataSource.query(
      `SELECT blocked_from AS "from", blocked_to AS "to" FROM bookings
        WHERE (status = 'confirmed' OR (status = 'held' AND (hold_expires_at IS NULL OR hold_expires_at > $3)))
          AND blocked_from < $2 AND blocked_to > $1 AND id <> $4
        ORDER BY blocked_from`,
      [from, to, now, ignoreBookingId ?? 0],
    )) as BusyRange[];
  }
}
