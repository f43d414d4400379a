// Factories of the shop: products, and orders, refunds, coupons and stock in states only time (or
// a provider's dashboard) would bring, through the shop's service and entities (orders and
// products by the thousand are in bulk-rows.ts, the empty shop in ../resets.ts).
import { randomUUID } from 'node:crypto';
import { In, Not } from 'typeorm';
import { ProductsService } from '../../../src/modules/commerce';
import type { CreateProductDto } from '../../../src/modules/commerce/catalogue/dto/save-product.dto';
import { CouponEntity } from '../../../src/modules/commerce/entities/coupon.entity';
import { OrderEntity } from '../../../src/modules/commerce/entities/order.entity';
import { OrderItemEntity } from '../../../src/modules/commerce/entities/order-item.entity';
import { ProductEntity } from '../../../src/modules/commerce/entities/product.entity';
import { RefundEntity } from '../../../src/modules/commerce/entities/refund.entity';
import { ShopSettingsRepository } from '../../../src/modules/commerce/shipping/repositories/shop-settings.repository';
import type { TestContext } from '../test-context';
import { daysAgo, minutesAgo, secondsFromNow } from './moments';

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

// Only these products are `make run`'s demo ones, as its seeding marks them.
export async function markDemoProducts(t: TestContext, productIds: number[]): Promise<void> {
  const products = t.dataSource.getRepository(ProductEntity);
  await products.update({ id: Not(In(productIds)) }, { isDemo: false });
  await products.update({ id: In(productIds) }, { isDemo: true });
}

// The shop's settings as the migration leaves them: no shipping charge.
export async function resetShopSettings(t: TestContext): Promise<void> {
  await t.app.get(ShopSettingsRepository).setShippingRateCents(0);
}

// One unit of the product taken behind the app, past any check of its (the database has the last word).
export async function takeUnitBehindTheApp(t: TestContext, productId: number): Promise<void> {
  await t.dataSource.getRepository(ProductEntity).decrement({ id: productId }, 'inventory', 1);
}

// The coupon ran out a minute ago (the API takes only expiries in the future).
export async function expireCoupon(t: TestContext, code: string): Promise<void> {
  await t.dataSource.getRepository(CouponEntity).update({ code }, { expiresAt: minutesAgo(1) });
}

const orderRows = (t: TestContext) => t.dataSource.getRepository(OrderEntity);

export async function orderIdOf(t: TestContext, intentId: string): Promise<number> {
  return (await orderRows(t).findOneByOrFail({ paymentIntentId: intentId })).id;
}

// The order was placed at `createdAt`.
export async function dateOrder(t: TestContext, orderId: number, createdAt: string): Promise<void> {
  await orderRows(t).update(orderId, { createdAt: new Date(createdAt) });
}

// The order was paid at `completedAt`.
export async function datePayment(t: TestContext, orderId: number, completedAt: Date): Promise<void> {
  await orderRows(t).update(orderId, { completedAt });
}

// The card the order's payment saved for its upsell is the offline test card that declines.
export async function saveDecliningCard(t: TestContext, orderId: number): Promise<void> {
  await orderRows(t).update(orderId, { savedPaymentMethodId: 'offline_pm_declines' });
}

// The order was paid `days` ago.
export async function ageSale(t: TestContext, orderId: number, days: number): Promise<void> {
  await datePayment(t, orderId, daysAgo(days));
}

// The checkout of this intent opened 31 minutes ago and ran out a minute ago.
export async function expireCheckout(t: TestContext, intentId: string): Promise<void> {
  await orderRows(t).update({ paymentIntentId: intentId }, { createdAt: minutesAgo(31), expiresAt: minutesAgo(1) });
}

// `copies` more open checkouts like the one of this intent, each started a second earlier (a
// customer has one open checkout through the API).
export async function copyOpenCheckout(t: TestContext, intentId: string, copies: number): Promise<void> {
  const open = await orderRows(t).findOneByOrFail({ paymentIntentId: intentId });
  await orderRows(t).insert(
    Array.from({ length: copies }, (_, i) => ({
      userId: open.userId,
      status: open.status,
      totalCents: open.totalCents,
      paymentProvider: open.paymentProvider,
      paymentIntentId: `${intentId}_copy${i + 1}`,
      clientSecret: open.clientSecret,
      expiresAt: open.expiresAt,
      createdAt: new Date(open.createdAt.getTime() - (i + 1) * 1000),
    })),
  );
}

// A checkout that ended unpaid (the expiry job, a new basket), whatever it still points at.
export async function markOrderCancelled(t: TestContext, orderId: number): Promise<void> {
  await orderRows(t).update(orderId, { status: 'cancelled', stockHeld: false });
}

// Refunded in full behind the app's back (as from the provider's dashboard, before any webhook).
export async function markOrderRefunded(t: TestContext, orderId: number): Promise<void> {
  const { totalCents } = await orderRows(t).findOneByOrFail({ id: orderId });
  await orderRows(t).update(orderId, { status: 'refunded', refundedCents: totalCents });
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
  const saved = await t.dataSource.getRepository(RefundEntity).save({
    orderId: r.orderId,
    amountCents: r.cents,
    status: r.status,
    source: 'owner',
    idempotencyKey: randomUUID(),
    error: r.error ?? null,
    createdAt: secondsFromNow(r.minutesFromNow * 60),
    settledAt: secondsFromNow((r.minutesFromNow + 1) * 60),
  });
  return saved.id;
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
    await tx.getRepository(OrderItemEntity).update({ orderId, title }, { refundId });
    await tx.getRepository(OrderEntity).update(orderId, { refundedCents });
  });
}
