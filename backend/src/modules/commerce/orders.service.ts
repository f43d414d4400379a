import { BadGatewayException, BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, MoreThan, Not } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { CommerceErrors } from './commerce.errors';
import { OrderConfirmationMailer } from './order-confirmation.mailer';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderEntity } from './entities/order.entity';
import { ProductEntity } from './entities/product.entity';
import { dollarsToCents } from './money';
import { PAYMENT_PROVIDER, PaymentProvider } from './payments/payment-provider';

// Pending orders younger than this are checked with the provider when their owner reads them, the
// newest few at once: older or further ones are checkouts left unpaid, not worth a call per read.
const RECONCILE_WINDOW_MS = 48 * 60 * 60 * 1000;
export const RECONCILE_AT_MOST = 3;

@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly confirmation: OrderConfirmationMailer,
  ) {}

  // The server prices the order from the product ids; the client's amount is only checked.
  // The pending order and its items are stored before the provider is asked, so a payment can
  // never exist without its order.
  async startCheckout(user: SessionUser, amount: number, productIds: number[]): Promise<string> {
    const order = await this.dataSource.transaction(async (tx) => {
      const ids = [...new Set(productIds)];
      const products = await tx.getRepository(ProductEntity).findBy({ id: In(ids) });
      if (products.length !== ids.length) throw new BadRequestException(CommerceErrors.productsUnavailable);
      const byId = new Map(products.map((p) => [p.id, p]));
      const lines = productIds.map((id) => byId.get(id)!);
      for (const p of lines) {
        if (p.type === 'physical' && p.inventory < lines.filter((l) => l.id === p.id).length) {
          throw new BadRequestException(CommerceErrors.outOfStock(p.title));
        }
      }
      const total = lines.reduce((sum, p) => sum + p.priceCents, 0);
      if (dollarsToCents(amount) !== total) throw new BadRequestException(CommerceErrors.amountMismatch);
      const repo = tx.getRepository(OrderEntity);
      return repo.save(
        repo.create({
          userId: user.id,
          status: 'pending',
          totalCents: total,
          paymentProvider: this.payments.name,
          items: lines.map((p) =>
            tx.getRepository(OrderItemEntity).create({ productId: p.id, title: p.title, type: p.type, priceCents: p.priceCents, quantity: 1 }),
          ),
        }),
      );
    });
    try {
      const intent = await this.payments.createIntent({ amountCents: order.totalCents, orderId: order.id, idempotencyKey: `order-${order.id}` });
      await this.dataSource.getRepository(OrderEntity).update({ id: order.id }, { paymentIntentId: intent.id });
      return intent.clientSecret;
    } catch (error) {
      this.logger.error(`Payment intent for order ${order.id} failed: ${error instanceof Error ? error.message : error}`);
      await this.dataSource.getRepository(OrderEntity).update({ id: order.id }, { status: 'failed' });
      throw new BadGatewayException(CommerceErrors.paymentStartFailed);
    }
  }

  // Completes the order of a paid intent once, however often and in whatever order the webhook,
  // the client's confirmation and reconciliation report it. With an event id, the event is
  // recorded in the same transaction so a replayed event changes nothing.
  async completeByIntent(intentId: string, paymentMethod: string, eventId?: string): Promise<boolean> {
    const completed = await this.dataSource.transaction(async (tx) => {
      if (eventId && !(await this.recordEvent(tx, eventId, 'payment_intent.succeeded'))) return null;
      const order = await this.lockOrder(tx, intentId);
      if (!order || order.status === 'completed') return null;
      order.status = 'completed';
      order.paymentMethod = paymentMethod;
      order.completedAt = new Date();
      await tx.save(order);
      // stock of physical goods goes down once, with the order
      await tx.query(
        `UPDATE products p SET inventory = GREATEST(p.inventory - i.qty, 0), updated_at = now()
         FROM (SELECT product_id, sum(quantity)::int AS qty FROM order_items
               WHERE order_id = $1 AND type = 'physical' AND product_id IS NOT NULL GROUP BY product_id) i
         WHERE p.id = i.product_id`,
        [order.id],
      );
      return order;
    });
    if (!completed) return false;
    this.logger.log(`Order ${completed.id} completed`);
    await this.confirmation.send(completed.id).catch((error) =>
      this.logger.error(`Confirmation mail for order ${completed.id} failed: ${error instanceof Error ? error.message : error}`),
    );
    return true;
  }

  async failByIntent(intentId: string, eventId?: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      if (eventId && !(await this.recordEvent(tx, eventId, 'payment_intent.payment_failed'))) return;
      const order = await this.lockOrder(tx, intentId);
      if (order?.status === 'pending') await tx.update(OrderEntity, { id: order.id }, { status: 'failed' });
    });
  }

  async recordOtherEvent(eventId: string, type: string): Promise<void> {
    await this.dataSource.transaction((tx) => this.recordEvent(tx, eventId, type));
  }

  // The owner's orders, newest first. A recent pending order is first checked with the provider,
  // so a payment whose webhook is late or lost still shows as completed ("paid but no order").
  async listForUser(userId: number): Promise<OrderEntity[]> {
    const repo = this.dataSource.getRepository(OrderEntity);
    const pending = await repo.find({
      where: { userId, status: 'pending', paymentIntentId: Not(IsNull()), createdAt: MoreThan(new Date(Date.now() - RECONCILE_WINDOW_MS)) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECONCILE_AT_MOST,
    });
    await Promise.all(
      pending.map(async ({ paymentIntentId }) => {
        const status = await this.payments.intentStatus(paymentIntentId!).catch(() => 'other' as const);
        if (status === 'succeeded') await this.completeByIntent(paymentIntentId!, 'card');
      }),
    );
    return repo.find({ where: { userId }, relations: { items: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  private async lockOrder(tx: EntityManager, intentId: string): Promise<OrderEntity | null> {
    return tx
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.paymentIntentId = :intentId', { intentId })
      .setLock('pessimistic_write')
      .getOne();
  }

  // true the first time an event id is seen; a concurrent duplicate waits on the key, then sees it
  private async recordEvent(tx: EntityManager, eventId: string, type: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [eventId, type],
    );
    return rows.length > 0;
  }
}
