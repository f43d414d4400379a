import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

export interface GiftCardRow {
  code: string;
  valueCents: number;
  voided: boolean;
}

// The gift cards' SQL, each write in the order's transaction it is given.
@Injectable()
export class GiftCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async issue(tx: EntityManager, userId: number, orderItemId: number, valueCents: number): Promise<void> {
    const code = randomBytes(8).toString('hex').toUpperCase();
    await tx.query('INSERT INTO gift_cards (code, user_id, order_item_id, value_cents) VALUES ($1, $2, $3, $4)', [
      code,
      userId,
      orderItemId,
      valueCents,
    ]);
  }

  async voidItems(tx: EntityManager, orderItemIds: number[]): Promise<void> {
    await tx.query('UPDATE gift_cards SET voided_at = now() WHERE order_item_id = ANY($1) AND voided_at IS NULL', [
      orderItemIds,
    ]);
  }

  of(userId: number): Promise<GiftCardRow[]> {
    return this.dataSource.query(
      `SELECT code, value_cents AS "valueCents", voided_at IS NOT NULL AS voided
         FROM gift_cards WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
  }
}
