import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

// one piece of news for the owner: a membership started, or its member asked to cancel
export interface MemberNews {
  membershipId: number;
  userId: number;
  tierId: number;
  news: 'joined' | 'cancelled';
  at: Date;
}

// What the owner's daily digest tells (membership_settings.owner_mail 'digest').
@Injectable()
export class MemberNewsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  // the memberships started, and the cancels asked for (and not resumed), in [from, to), in order
  between(from: Date, to: Date): Promise<MemberNews[]> {
    return this.db.query(
      `SELECT id AS "membershipId", user_id AS "userId", tier_id AS "tierId", 'joined' AS news, started_at AS at
         FROM memberships WHERE started_at >= $1 AND started_at < $2
       UNION ALL
       SELECT id, user_id, tier_id, 'cancelled', cancel_requested_at
         FROM memberships WHERE cancel_requested_at >= $1 AND cancel_requested_at < $2
       ORDER BY at, "membershipId"`,
      [from, to],
    );
  }
}
