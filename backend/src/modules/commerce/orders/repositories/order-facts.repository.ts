import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderStatus } from '../../entities/order.entity';

// An order item as a module that sold something through it sees it.
export interface ItemFacts {
  id: number;
  orderId: number;
  // what the buyer paid for it: price × quantity less its share of the discount
  paidCents: number;
  // its refund is made or under way
  refunded: boolean;
  orderStatus: OrderStatus;
  // bought in instalments, one overdue past the grace period: what it gave is closed for now
  accessPaused: boolean;
}

// A buyer and a product: whose paid item of it is asked for.
export interface BuyerOf {
  userId: number;
  productId: number;
}

// The reads other modules make of orders (through OrderFactsService), each one query for a batch.
@Injectable()
export class OrderFactsRepository {
  constructor(private readonly dataSource: DataSource) {}

  items(itemIds: number[], tx: EntityManager = this.dataSource.manager): Promise<ItemFacts[]> {
    return tx.query(
      `SELECT i.id, i.order_id AS "orderId", i.price_cents * i.quantity - i.discount_cents AS "paidCents",
              i.refund_id IS NOT NULL AS refunded, o.status AS "orderStatus",
              o.access_paused_at IS NOT NULL AS "accessPaused"
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.id = ANY($1::int[])`,
      [itemIds],
    );
  }

  // for each buyer, in the order given, their first item of the product in a paid order that no
  // refund took back, other than `except` (null: none)
  async firstPaidItems(tx: EntityManager, buyers: BuyerOf[], except: number[]): Promise<(number | null)[]> {
    const rows = (await tx.query(
      `SELECT (SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
                WHERE o.user_id = b.user_id AND i.product_id = b.product_id AND o.status = 'completed'
                  AND i.refund_id IS NULL AND i.id <> ALL($3::int[])
                ORDER BY i.id LIMIT 1) AS "itemId"
         FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS b (user_id, product_id, n)
        ORDER BY b.n`,
      [buyers.map((b) => b.userId), buyers.map((b) => b.productId), except],
    )) as { itemId: number | null }[];
    return rows.map((r) => r.itemId);
  }

  // those of these orders that ended unpaid or were refunded (neither pending nor completed)
  async ended(orderIds: number[]): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM orders WHERE id = ANY($1::int[]) AND status NOT IN ('pending', 'completed')`,
      [orderIds],
    )) as { id: number }[];
    return rows.map((r) => r.id);
  }

  // every order of the account, whatever became of it
  async idsOf(userId: number, tx: EntityManager = this.dataSource.manager): Promise<number[]> {
    const rows = (await tx.query('SELECT id FROM orders WHERE user_id = $1', [userId])) as { id: number }[];
    return rows.map((r) => r.id);
  }

  // the order's status and the products of its items (null: no such order)
  async statusAndProducts(
    orderId: number,
    tx: EntityManager = this.dataSource.manager,
  ): Promise<{ status: string; productIds: number[] } | null> {
    const [row] = (await tx.query(
      `SELECT o.status, coalesce(array_agg(DISTINCT i.product_id) FILTER (WHERE i.product_id IS NOT NULL), '{}') AS "productIds"
         FROM orders o LEFT JOIN order_items i ON i.order_id = o.id WHERE o.id = $1 GROUP BY o.id`,
      [orderId],
    )) as { status: string; productIds: number[] }[];
    return row ?? null;
  }

  // the statuses of the order and of the buyer's later orders holding every product of it, locked
  // FOR SHARE (none: no such order)
  async lockCheckoutAndLater(tx: EntityManager, orderId: number): Promise<OrderStatus[]> {
    const rows = (await tx.query(
      `SELECT o.status FROM orders o
        WHERE o.id = $1
           OR (o.user_id = (SELECT user_id FROM orders WHERE id = $1) AND o.id > $1
               AND NOT EXISTS (SELECT 1 FROM order_items mine
                                WHERE mine.order_id = $1 AND mine.product_id IS NOT NULL
                                  AND NOT EXISTS (SELECT 1 FROM order_items i
                                                   WHERE i.order_id = o.id AND i.product_id = mine.product_id)))
        FOR SHARE OF o`,
      [orderId],
    )) as { status: OrderStatus }[];
    return rows.map((r) => r.status);
  }
}
