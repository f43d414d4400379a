import type { EntityManager } from 'typeorm';

export interface StockShortage {
  title: string;
  left: number;
}

interface Wanted {
  productId: number;
  qty: number;
}

// Physical units of an order (the type copied into its items): only physical goods have stock.
async function unitsOf(tx: EntityManager, orderId: number): Promise<Wanted[]> {
  return tx.query(
    `SELECT product_id AS "productId", sum(quantity)::int AS qty FROM order_items
     WHERE order_id = $1 AND type = 'physical' AND product_id IS NOT NULL GROUP BY product_id ORDER BY product_id`,
    [orderId],
  );
}

// Products are locked in id order, so two checkouts of overlapping baskets cannot deadlock; NO KEY
// UPDATE (what an UPDATE of the stock takes anyway) does not wait for the key-share locks that the
// foreign keys of concurrent order items hold on the same products.
async function lockProducts(
  tx: EntityManager,
  units: Wanted[],
): Promise<Map<number, { title: string; inventory: number }>> {
  const rows: { id: number; title: string; inventory: number }[] = await tx.query(
    'SELECT id, title, inventory FROM products WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE',
    [units.map((u) => u.productId)],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

async function adjust(tx: EntityManager, units: Wanted[], sign: 1 | -1): Promise<void> {
  for (const { productId, qty } of units) {
    await tx.query('UPDATE products SET inventory = inventory + $2, updated_at = now() WHERE id = $1', [
      productId,
      sign * qty,
    ]);
  }
}

// Takes the order's units out of stock, all or none: the first product short of them is answered
// (the CHECK inventory >= 0 stands behind this).
export async function holdStock(tx: EntityManager, orderId: number): Promise<StockShortage | null> {
  const units = await unitsOf(tx, orderId);
  if (!units.length) return null;
  const products = await lockProducts(tx, units);
  for (const { productId, qty } of units) {
    const product = products.get(productId);
    if (product && product.inventory < qty) return { title: product.title, left: product.inventory };
  }
  await adjust(
    tx,
    units.filter((u) => products.has(u.productId)),
    -1,
  );
  return null;
}

export async function releaseStock(tx: EntityManager, orderId: number): Promise<void> {
  const units = await unitsOf(tx, orderId);
  if (!units.length) return;
  const products = await lockProducts(tx, units);
  await adjust(
    tx,
    units.filter((u) => products.has(u.productId)),
    1,
  );
}
