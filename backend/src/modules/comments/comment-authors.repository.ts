import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface CommentAuthor {
  approved: boolean;
  banned: boolean;
}

// comment_authors: the commenters the owner approved once (their comments appear at once since)
// and those banned from commenting.
@Injectable()
export class CommentAuthorsRepository {
  constructor(private readonly db: DataSource) {}

  async find(userId: number, tx?: EntityManager): Promise<CommentAuthor> {
    const [row] = (await (tx ?? this.db).query(
      `SELECT approved_at IS NOT NULL AS approved, banned_at IS NOT NULL AS banned
       FROM comment_authors WHERE user_id = $1`,
      [userId],
    )) as CommentAuthor[];
    return row ?? { approved: false, banned: false };
  }

  async bannedAmong(userIds: number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = (await this.db.query(
      `SELECT user_id FROM comment_authors WHERE user_id = ANY($1) AND banned_at IS NOT NULL`,
      [userIds],
    )) as { user_id: number }[];
    return new Set(rows.map((row) => row.user_id));
  }

  async approve(tx: EntityManager, userId: number): Promise<void> {
    await tx.query(
      `INSERT INTO comment_authors (user_id, approved_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET approved_at = COALESCE(comment_authors.approved_at, now())`,
      [userId],
    );
  }

  async setBanned(userId: number, banned: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO comment_authors (user_id, banned_at) VALUES ($1, CASE WHEN $2 THEN now() END)
       ON CONFLICT (user_id) DO UPDATE SET banned_at = CASE WHEN $2 THEN COALESCE(comment_authors.banned_at, now()) END`,
      [userId, banned],
    );
  }
}
