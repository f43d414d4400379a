import { Injectable } from '@nestjs/common';
import { CommerceMails } from '../mails/commerce-mails';
import { lowStockMail } from './mails/low-stock.mail';
import { orderToShipMail } from '../shipping/mails/order-to-ship.mail';
import { OrdersRepository } from '../repositories/orders.repository';
import { ProductStockRepository, type StockUnits } from './repositories/product-stock.repository';
import type { FulfilmentStep, OrderLine, ProductFulfilment, Shortage } from '../fulfilment/product-fulfilment';
import { physicalKnowledge } from './physical-knowledge';

// Physical goods: a checkout holds its units (they are out of stock while it is open), a given-up
// checkout puts them back, and so does a refund (undo). Paying takes nothing more (the units were
// already taken): it tells the owner there is an order to ship (orderToShipMail), and a sale that
// leaves a product at its low-stock level mails the owner (lowStockMail).
@Injectable()
export class PhysicalStock implements ProductFulfilment {
  readonly type = 'physical';
  readonly knowledge = physicalKnowledge;

  constructor(
    private readonly stock: ProductStockRepository,
    private readonly orders: OrdersRepository,
    private readonly mails: CommerceMails,
  ) {}

  // all units or none: the first product short of them is answered (CHECK inventory >= 0 stands behind this)
  async hold({ tx, lines }: FulfilmentStep): Promise<Shortage | null> {
    const units = unitsOf(lines);
    const products = await this.stock.lockProducts(
      tx,
      units.map((u) => u.productId),
    );
    const present = units.filter((u) => products.has(u.productId));
    for (const { productId, qty } of present) {
      const product = products.get(productId)!;
      if (product.inventory < qty) return { title: product.title, left: product.inventory };
    }
    await this.stock.take(tx, present);
    return null;
  }

  // a paid sale that leaves a product at or below its low-stock level tells the owner, once until it
  // is back above that level (restocked, or units given back); the stock counts the units of open
  // checkouts too (they are taken), but only a payment sends the mail
  async fulfil({ tx, orderId, lines }: FulfilmentStep): Promise<void> {
    if (await this.orders.hasShippingAddress(tx, orderId)) {
      await this.mails.toOwner(tx, orderToShipMail, `order:${orderId}:to-ship`, { orderId });
    }
    const low = await this.stock.markLow(
      tx,
      unitsOf(lines).map((u) => u.productId),
    );
    for (const { id, alertedAt } of low)
      await this.mails.toOwner(tx, lowStockMail, `product:${id}:${alertedAt.toISOString()}`, { productId: id });
  }

  release(step: FulfilmentStep): Promise<void> {
    return this.giveBack(step);
  }

  undo(step: FulfilmentStep): Promise<void> {
    return this.giveBack(step);
  }

  // units of products deleted since are left out
  private async giveBack({ tx, lines }: FulfilmentStep): Promise<void> {
    const units = unitsOf(lines);
    const products = await this.stock.lockProducts(
      tx,
      units.map((u) => u.productId),
    );
    const present = units.filter((u) => products.has(u.productId));
    await this.stock.giveBack(tx, present);
    for (const { productId } of present) await this.stock.clearLowOnceRestocked(tx, productId);
  }
}

// units by product, in product id order (the order their rows are locked in: no deadlock)
function unitsOf(lines: OrderLine[]): StockUnits[] {
  const qty = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (productId !== null) qty.set(productId, (qty.get(productId) ?? 0) + quantity);
  }
  return [...qty].sort(([a], [b]) => a - b).map(([productId, n]) => ({ productId, qty: n }));
}
