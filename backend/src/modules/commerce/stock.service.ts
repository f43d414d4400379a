import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductStockRepository, StockedProduct, StockUnits } from './repositories/product-stock.repository';

export interface StockShortage {
  title: string;
  left: number;
}

// Units of physical goods held by an order, in the caller's transaction.
@Injectable()
export class StockService {
  constructor(private readonly stock: ProductStockRepository) {}

  // Takes the order's units out of stock, all or none: the first product short of them is answered
  // (the CHECK inventory >= 0 stands behind this).
  async hold(tx: EntityManager, orderId: number): Promise<StockShortage | null> {
    const { units, products } = await this.lockedUnits(tx, orderId);
    for (const { productId, qty } of units) {
      const product = products.get(productId)!;
      if (product.inventory < qty) return { title: product.title, left: product.inventory };
    }
    await this.stock.take(tx, units);
    return null;
  }

  async release(tx: EntityManager, orderId: number): Promise<void> {
    const { units } = await this.lockedUnits(tx, orderId);
    await this.stock.giveBack(tx, units);
  }

  // the order's physical units with their products locked; units of products gone since are left out
  private async lockedUnits(
    tx: EntityManager,
    orderId: number,
  ): Promise<{ units: StockUnits[]; products: Map<number, StockedProduct> }> {
    const units = await this.stock.physicalUnitsOf(tx, orderId);
    if (!units.length) return { units, products: new Map() };
    const products = await this.stock.lockProducts(
      tx,
      units.map((u) => u.productId),
    );
    return { units: units.filter((u) => products.has(u.productId)), products };
  }
}
