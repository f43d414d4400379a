import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface SessionRecord {
  title: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  customerTimeZone: string;
}

// An account's bookings, as its data export and its deletion see them.
@Injectable()
export class BookingPersonalDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  sessions(userId: number): Promise<SessionRecord[]> {
    return this.dataSource.query(
      `SELECT title, starts_at AS "startsAt", ends_at AS "endsAt", status, customer_time_zone AS "customerTimeZone"
       FROM bookings WHERE user_id = $1 ORDER BY starts_at, id`,
      [userId],
    );
  }

  // in the deleting transaction: the rows go, so their times are free again
  async remove(tx: EntityManager, userId: number): Promise<void> {
    await tx.query('DELETE FROM bookings WHERE user_id = $1', [userId]);
  }
}
