import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductEntity } from '../entities/product.entity';

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
}
