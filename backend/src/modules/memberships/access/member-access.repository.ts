import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

// the statuses that give access: a trial, a paid period, a failed renewal within its grace period
const LIVE = `m.status IN ('trialing', 'active', 'past_due')`;

// What a membership gives, read for other modules (MemberAccessService).
@Injectable()
export class MemberAccessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  // the rank of the account's tier while its membership gives access, 0 otherwise
  async rankOf(userId: number, tx: EntityManager = this.db.manager): Promise<number> {
    const [row] = (await tx.query(
      `SELECT t."rank" FROM memberships m JOIN membership_tiers t ON t.product_id = m.tier_id
        WHERE m.user_id = $1 AND ${LIVE}`,
      [userId],
    )) as { rank: number }[];
    return row?.rank ?? 0;
  }

  // the tier of the account's live membership, if any (a list: the shop's "owned" products)
  async liveTierOf(userId: number, tx: EntityManager = this.db.manager): Promise<number[]> {
    const rows = (await tx.query(`SELECT m.tier_id AS id FROM memberships m WHERE m.user_id = $1 AND ${LIVE}`, [
      userId,
    ])) as { id: number }[];
    return rows.map((r) => r.id);
  }

  // whether anybody ever joined the tier (their memberships and receipts name it)
  async everJoined(tierId: number, tx: EntityManager): Promise<boolean> {
    const [row] = (await tx.query(`SELECT EXISTS (SELECT 1 FROM memberships WHERE tier_id = $1) AS joined`, [
      tierId,
    ])) as { joined: boolean }[];
    return row.joined;
  }

  // of these products, those with their tier's fields saved
  async withTier(productIds: number[], tx: EntityManager): Promise<number[]> {
    if (!productIds.length) return [];
    const rows = (await tx.query(`SELECT product_id AS id FROM membership_tiers WHERE product_id = ANY($1::int[])`, [
      productIds,
    ])) as { id: number }[];
    return rows.map((r) => r.id);
  }

  async tierRanks(tierIds: number[]): Promise<Map<number, number>> {
    if (!tierIds.length) return new Map();
    const rows = (await this.db.query(
      `SELECT product_id AS id, "rank" FROM membership_tiers WHERE product_id = ANY($1::int[])`,
      [tierIds],
    )) as { id: number; rank: number }[];
    return new Map(rows.map((r) => [r.id, r.rank]));
  }

  // every tier, the lowest rank first (archived ones too: a post may still name one)
  async tiers(): Promise<{ id: number; rank: number }[]> {
    return this.db.query(`SELECT product_id AS id, "rank" FROM membership_tiers ORDER BY "rank", product_id`);
  }

  // the products the account's membership includes while it gives access
  async includedProducts(userId: number, tx: EntityManager = this.db.manager): Promise<number[]> {
    const [row] = (await tx.query(
      `SELECT t.included_product_ids AS ids FROM memberships m JOIN membership_tiers t ON t.product_id = m.tier_id
        WHERE m.user_id = $1 AND ${LIVE}`,
      [userId],
    )) as { ids: number[] }[];
    return row?.ids ?? [];
  }

  // whether the account's membership gives access and includes the paid edition of the daily e-mail
  async readsPaidNewsletter(userId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM memberships m JOIN membership_tiers t ON t.product_id = m.tier_id
        WHERE m.user_id = $1 AND t.paid_newsletter AND ${LIVE}`,
      [userId],
    );
    return rows.length > 0;
  }
}
