import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, LessThan, Repository } from 'typeorm';
import { OrderItemEntity } from '../../entities/order-item.entity';
import { OrderEntity } from '../../entities/order.entity';
import { RefundEntity, type RefundSource } from '../../entities/refund.entity';

export interface NewRefund {
  orderId: number;
  amountCents: number;
  source: RefundSource;
  idempotencyKey: string;
  providerRefundId?: string | null;
  requestedBy?: number | null;
}

// Refunds and the order items they take back. Methods taking `tx` run in the caller's transaction,
// which holds the order's row (OrdersRepository.lock*) first: one refund of an order at a time.
@Injectable()
export class RefundsRepository {
  constructor(@InjectRepository(RefundEntity) private readonly refunds: Repository<RefundEntity>) {}

  // written down pending, its items (if any) marked as being taken back by it
  async insert(tx: EntityManager, refund: NewRefund, itemIds: number[]): Promise<RefundEntity> {
    const repo = tx.getRepository(RefundEntity);
    const saved = await repo.save(repo.create({ ...refund, status: 'pending' }));
    if (itemIds.length) await tx.update(OrderItemEntity, { id: In(itemIds) }, { refundId: saved.id });
    return saved;
  }

  findById(tx: EntityManager, refundId: number): Promise<RefundEntity | null> {
    return tx.findOneBy(RefundEntity, { id: refundId });
  }

  findByProviderId(tx: EntityManager, providerRefundId: string): Promise<RefundEntity | null> {
    return tx.findOneBy(RefundEntity, { providerRefundId });
  }

  allItems(tx: EntityManager, orderId: number): Promise<OrderItemEntity[]> {
    return tx.find(OrderItemEntity, { where: { orderId }, order: { id: 'ASC' } });
  }

  // the items of the order no refund takes back yet
  unrefundedItems(tx: EntityManager, orderId: number): Promise<OrderItemEntity[]> {
    return tx.find(OrderItemEntity, { where: { orderId, refundId: IsNull() }, order: { id: 'ASC' } });
  }

  // the order's items no settled refund has taken back
  async countNotRefunded(tx: EntityManager, orderId: number): Promise<number> {
    const [row] = (await tx.query(
      `SELECT count(*)::int AS n FROM order_items i LEFT JOIN refunds r ON r.id = i.refund_id
        WHERE i.order_id = $1 AND (r.id IS NULL OR r.status <> 'succeeded')`,
      [orderId],
    )) as { n: number }[];
    return row.n;
  }

  itemsOf(tx: EntityManager, refundId: number): Promise<OrderItemEntity[]> {
    return tx.find(OrderItemEntity, { where: { refundId }, order: { id: 'ASC' } });
  }

  // what the order's refunds still being asked for come to
  async pendingCents(tx: EntityManager, orderId: number): Promise<number> {
    const [row] = (await tx.query(
      `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM refunds WHERE order_id = $1 AND status = 'pending'`,
      [orderId],
    )) as { cents: number }[];
    return row.cents;
  }

  async settle(tx: EntityManager, refundId: number, providerRefundId: string, at: Date): Promise<void> {
    await tx.update(RefundEntity, { id: refundId }, { status: 'succeeded', providerRefundId, settledAt: at });
  }

  // refused by the provider: its items are the buyer's again
  async fail(tx: EntityManager, refundId: number, error: string, at: Date): Promise<void> {
    await tx.update(RefundEntity, { id: refundId }, { status: 'failed', error, settledAt: at });
    await tx.update(OrderItemEntity, { refundId }, { refundId: null });
  }

  // a refund, the items it took back and the order's buyer (for its mail)
  async withItems(
    refundId: number,
  ): Promise<{ refund: RefundEntity | null; items: OrderItemEntity[]; buyerId: number | null }> {
    const refund = await this.refunds.findOneBy({ id: refundId });
    if (!refund) return { refund, items: [], buyerId: null };
    const manager = this.refunds.manager;
    const [items, order] = await Promise.all([
      this.itemsOf(manager, refundId),
      manager.findOne(OrderEntity, { where: { id: refund.orderId }, select: { id: true, userId: true } }),
    ]);
    return { refund, items, buyerId: order?.userId ?? null };
  }

  // pending refunds asked for before `before`, oldest first (the ones whose answer was lost)
  findStalled(before: Date, atMost: number): Promise<RefundEntity[]> {
    return this.refunds.find({
      where: { status: 'pending', createdAt: LessThan(before) },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: atMost,
    });
  }
}
