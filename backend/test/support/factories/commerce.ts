// Factories of the shop: an empty shop, products, and orders, refunds, coupons and stock in states
// only time (or a provider's dashboard) would bring.
import { ProductsService } from '../../../src/modules/commerce';
import type { CreateProductDto } from '../../../src/modules/commerce/dto/save-product.dto';
import { ShopSettingsRepository } from '../../../src/modules/commerce/repositories/shop-settings.repository';
import type { TestContext } from '../test-context';

// A product in the shop, as the admin's form makes it (ProductsService.create, with the fields
// test/commerce/commerce-helpers.ts's createProduct sends), published at once when its type starts
// as a draft (a course), as the form's Publish does.
export async function makeProduct(t: TestContext, fields: Partial<CreateProductDto> = {}): Promise<{ id: number }> {
  const products = t.app.get(ProductsService);
  const created = await products.create({
    title: 'Workbook',
    description: 'A workbook for calm leaders.',
    price: '49.99',
    category: 'Leadership',
    type: 'digital',
    ...fields,
  });
  if (created.draft) await products.setArchived(created.id, false);
  return { id: created.id };
}

// No product nor order, and the shop's settings as the migration leaves them.
export async function resetShop(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE payment_events, order_items, orders, products RESTART IDENTITY CASCADE');
  await forgetOrderConversions(t);
  await resetShopSettings(t);
}

// The visits orders came from (analytics_conversions names an order by its id, with no foreign key):
// order ids start again at 1 after a reset, and a new order 1 is not the old one's.
async function forgetOrderConversions(t: TestContext): Promise<void> {
  await t.dataSource.query(`DELETE FROM analytics_conversions WHERE kind = 'order'`);
}

// The shop's settings as the migration leaves them: no shipping charge.
export async function resetShopSettings(t: TestContext): Promise<void> {
  await t.app.get(ShopSettingsRepository).setShippingRateCents(0);
}

// No order at all (and nothing that hangs off one).
export async function emptyOrders(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE orders RESTART IDENTITY CASCADE');
  await forgetOrderConversions(t);
}

export async function orderIdOf(t: TestContext, intentId: string): Promise<number> {
  const [{ id }] = await t.dataSource.query('SELECT id FROM orders WHERE payment_intent_id = $1', [intentId]);
  return id as number;
}

// The order was placed at `createdAt`.
export async function dateOrder(t: TestContext, orderId: number, createdAt: string): Promise<void> {
  await t.dataSource.query('UPDATE orders SET created_at = $2 WHERE id = $1', [orderId, createdAt]);
}

// The order was paid `days` ago.
export async function ageSale(t: TestContext, orderId: number, days: number): Promise<void> {
  await t.dataSource.query(`UPDATE orders SET completed_at = now() - make_interval(days => $2) WHERE id = $1`, [
    orderId,
    days,
  ]);
}

// The checkout of this intent opened 31 minutes ago and ran out a minute ago.
export async function expireCheckout(t: TestContext, intentId: string): Promise<void> {
  await t.dataSource.query(
    `UPDATE orders SET created_at = now() - interval '31 minutes', expires_at = now() - interval '1 minute'
     WHERE payment_intent_id = $1`,
    [intentId],
  );
}

// Refunded in full behind the app's back (as from the provider's dashboard, before any webhook).
// A checkout that ended unpaid (the expiry job, a new basket), whatever it still points at.
export async function markOrderCancelled(t: TestContext, orderId: number): Promise<void> {
  await t.dataSource.query(`UPDATE orders SET status = 'cancelled', stock_held = false WHERE id = $1`, [orderId]);
}

export async function markOrderRefunded(t: TestContext, orderId: number): Promise<void> {
  await t.dataSource.query(`UPDATE orders SET status = 'refunded', refunded_cents = total_cents WHERE id = $1`, [
    orderId,
  ]);
}

export interface RefundRecord {
  orderId: number;
  cents: number;
  status: 'succeeded' | 'failed' | 'pending';
  // made this many minutes from now, settled a minute later
  minutesFromNow: number;
  error?: string | null;
}

// A refund of the owner's as the refunds table keeps it: its id.
export async function makeRefundRecord(t: TestContext, r: RefundRecord): Promise<number> {
  const [{ id }] = await t.dataSource.query(
    `INSERT INTO refunds (order_id, amount_cents, status, source, idempotency_key, error, created_at, settled_at)
     VALUES ($1, $2, $3, 'owner', gen_random_uuid()::text, $4, now() + make_interval(mins => $5),
             now() + make_interval(mins => $5 + 1)) RETURNING id`,
    [r.orderId, r.cents, r.status, r.error ?? null, r.minutesFromNow],
  );
  return id as number;
}

// The order's items titled `title` went back with that refund, and the order says so.
export async function refundItems(
  t: TestContext,
  {
    orderId,
    title,
    refundId,
    refundedCents,
  }: { orderId: number; title: string; refundId: number; refundedCents: number },
): Promise<void> {
  await t.dataSource.transaction(async (tx) => {
    await tx.query('UPDATE order_items SET refund_id = $1 WHERE order_id = $2 AND title = $3', [
      refundId,
      orderId,
      title,
    ]);
    await tx.query('UPDATE orders SET refunded_cents = $2 WHERE id = $1', [orderId, refundedCents]);
  });
}

// `count` paid orders of `buyerId`, a minute apart, each with three items whose long titles make
// a CSV of them large (about 500 bytes an order).
export async function makePaidOrdersInBulk(t: TestContext, count: number, buyerId: number): Promise<void> {
  await t.dataSource.query(
    `WITH made AS (
       INSERT INTO orders (user_id, status, total_cents, payment_provider, payment_intent_id, payment_method,
                           created_at, completed_at, expires_at)
       SELECT $1, 'completed', 4950, 'stripe', 'pi_bulk_' || g, 'card',
              now() - g * interval '1 minute', now() - g * interval '1 minute', now()
       FROM generate_series(1, $2) g
       RETURNING id)
     INSERT INTO order_items (order_id, title, type, price_cents, quantity)
     SELECT made.id, 'Item ' || n || ' of order ' || made.id || ', ' || repeat('long title ', 12), 'digital', 1650, 1
     FROM made, generate_series(1, 3) n`,
    [buyerId, count],
  );
}

// `copies` more open checkouts like the one of this intent, each started a second earlier (a
// customer has one open checkout through the API).
export async function copyOpenCheckout(t: TestContext, intentId: string, copies: number): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO orders (user_id, status, total_cents, payment_provider, payment_intent_id, client_secret,
                         expires_at, created_at)
     SELECT user_id, status, total_cents, payment_provider, payment_intent_id || '_copy' || n, client_secret,
            expires_at, created_at - n * interval '1 second'
     FROM orders, generate_series(1, $2) n WHERE payment_intent_id = $1`,
    [intentId, copies],
  );
}

// The coupon ran out a minute ago (the API takes only expiries in the future).
export async function expireCoupon(t: TestContext, code: string): Promise<void> {
  await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE code = $1`, [code]);
}

// One unit of the product taken in SQL, past any check of the app's (the database has the last word).
export async function takeUnitBehindTheApp(t: TestContext, productId: number): Promise<void> {
  await t.dataSource.query('UPDATE products SET inventory = inventory - 1 WHERE id = $1', [productId]);
}

// `count` digital products with slugs `slug` (its # is the number).
export async function makeProductsInBulk(t: TestContext, count: number, slug: string): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO products (type, category, title, slug, description, price_cents)
     SELECT 'digital', 'C', 'Item notes', replace($2, '#', g::text), 'A product.', 100 FROM generate_series(1, $1) g`,
    [count, slug],
  );
}
