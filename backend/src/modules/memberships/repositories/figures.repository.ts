import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BillingInterval, MembershipStatus } from '../entities/membership.entity';

// The owner's membership figures, counted in the database.
@Injectable()
export class FiguresRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async countsByStatus(): Promise<{ status: MembershipStatus; n: number }[]> {
    return this.db.query(`SELECT status, count(*)::int AS n FROM memberships GROUP BY status`);
  }

  // what the paying memberships (active, past due) charge, by interval
  async pricesByInterval(): Promise<{ interval: BillingInterval; cents: number }[]> {
    return this.db.query(
      `SELECT "interval", sum(price_cents)::bigint::float8 AS cents FROM memberships
        WHERE status IN ('active', 'past_due') GROUP BY "interval"`,
    );
  }

  // memberships started, and those that gave access and ended, in [from, to), per day in the zone
  async perDay(from: Date, to: Date, timeZone: string): Promise<{ day: string; started: number; ended: number }[]> {
    return this.db.query(
      `SELECT day, count(*) FILTER (WHERE what = 'started')::int AS started,
              count(*) FILTER (WHERE what = 'ended')::int AS ended
         FROM (SELECT to_char(started_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, 'started' AS what
                 FROM memberships WHERE started_at >= $1 AND started_at < $2
               UNION ALL
               SELECT to_char(ended_at AT TIME ZONE $3, 'YYYY-MM-DD'), 'ended'
                 FROM memberships WHERE ended_at >= $1 AND ended_at < $2 AND started_at IS NOT NULL) e
        GROUP BY day`,
      [from, to, timeZone],
    );
  }
}
