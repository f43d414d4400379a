import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export const OWNER_MAILS = ['each', 'digest'] as const;
export type OwnerMail = (typeof OWNER_MAILS)[number];

// comment_settings (its one row: how the owner hears of new comments) and comment_digests (one row
// per day whose digest went: the row is the guard that sends it once, whichever replica runs).
@Injectable()
export class CommentSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async ownerMail(tx?: EntityManager): Promise<OwnerMail> {
    const [row] = (await (tx ?? this.db).query(`SELECT owner_mail FROM comment_settings WHERE id = 1`)) as {
      owner_mail: OwnerMail;
    }[];
    return row?.owner_mail ?? 'each';
  }

  async setOwnerMail(ownerMail: OwnerMail): Promise<void> {
    await this.db.query(`UPDATE comment_settings SET owner_mail = $1 WHERE id = 1`, [ownerMail]);
  }

  // True when this caller claimed `day` (YYYY-MM-DD) for its digest; false when another did.
  async claimDigest(tx: EntityManager, day: string): Promise<boolean> {
    const claimed: unknown[] = await tx.query(
      `INSERT INTO comment_digests (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day`,
      [day],
    );
    return claimed.length > 0;
  }

  async countDigest(tx: EntityManager, day: string, comments: number): Promise<void> {
    await tx.query(`UPDATE comment_digests SET comments = $2 WHERE day = $1`, [day, comments]);
  }
}
