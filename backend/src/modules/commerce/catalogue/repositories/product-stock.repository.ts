import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductEntity } from '../../entities/product.entity';

export interface StockUnits {
  productId: number;
  qty: number;
}

export type StockedProduct = Pick<ProductEntity, 'id' | 'title' | 'inventory'>;

// The units of physical goods on the products' shelves, as orders take and give them back.
@Injectable()
export class ProductStockRepository {
  // Locked in id order, so two checkouts of overlapping baskets cannot deadlock; NO KEY UPDATE (what an
  // UPDATE of the stock takes anyway) does not wait for the key-share locks that the foreign keys of
  // concurrent order items hold on the same products.
  async lockProducts(tx: EntityManager, productIds: number[]): Promise<Map<number, StockedProduct>> {
    const rows = await tx
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .select(['p.id', 'p.title', 'p.inventory'])
      .where('p.id = ANY(:productIds)', { productIds })
      .orderBy('p.id')
      .setLock('for_no_key_update')
      .getMany();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async take(tx: EntityManager, units: StockUnits[]): Promise<void> {
    for (const { productId, qty } of units) await tx.decrement(ProductEntity, { id: productId }, 'inventory', qty);
  }

  async giveBack(tx: EntityManager, units: StockUnits[]): Promise<void> {
    for (const { productId, qty } of units) await tx.increment(ProductEntity, { id: productId }, 'inventory', qty);
  }

  // The products among these whose stock is now at or below their low-stock level and whose owner
  // has not been told since they were last restocked above it: marked told, with when.
  async markLow(tx: EntityManager, productIds: number[]): Promise<{ id: number; alertedAt: Date }[]> {
    const rows = (await tx.query(
      `UPDATE products SET low_stock_alerted_at = now()
        WHERE id = ANY($1) AND inventory <= low_stock_alert AND low_stock_alerted_at IS NULL
        RETURNING id, low_stock_alerted_at AS "alertedAt"`,
      [productIds],
    )) as [{ id: number; alertedAt: Date }[], number];
    return rows[0];
  }

  // the owner restocked it above its level: the next fall is told again
  async clearLowOnceRestocked(tx: EntityManager, productId: number): Promise<void> {
    await tx.query(
      `UPDATE products SET low_stock_alerted_at = NULL
        WHERE id = $1 AND inventory > low_stock_alert AND low_stock_alerted_at IS NOT NULL`,
      [productId],
    );
  }
}
