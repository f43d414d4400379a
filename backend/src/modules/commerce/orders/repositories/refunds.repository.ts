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

// A part of a refund spread over an order's payments (refund_parts): what is asked of the provider
// on one payment, and the provider's refund once it answered.
export interface RefundPart {
  intentId: string;
  amountCents: number;
  providerRefundId: string | null;
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

  // the parts of a refund spread over several payments, in the order they are asked (the latest
  // payment first); none for a refund of one payment
  async insertParts(tx: EntityManager, refundId: number, parts: RefundPart[]): Promise<void> {
    for (const [position, part] of parts.entries())
      await tx.query(
        `INSERT INTO refund_parts (refund_id, intent_id, position, amount_cents, provider_refund_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [refundId, part.intentId, position, part.amountCents, part.providerRefundId],
      );
  }

  async partsOf(refundId: number, tx: EntityManager = this.refunds.manager): Promise<RefundPart[]> {
    const rows: { intent_id: string; amount_cents: number; provider_refund_id: string | null }[] = await tx.query(
      `SELECT intent_id, amount_cents, provider_refund_id FROM refund_parts WHERE refund_id = $1 ORDER BY position`,
      [refundId],
    );
    return rows.map((r) => ({
      intentId: r.intent_id,
      amountCents: r.amount_cents,
      providerRefundId: r.provider_refund_id,
    }));
  }

  // the provider's answer to a part (the same answer again changes nothing)
  async answerPart(
    refundId: number,
    intentId: string,
    providerRefundId: string,
    tx: EntityManager = this.refunds.manager,
  ): Promise<void> {
    await tx.query(
      `UPDATE refund_parts SET provider_refund_id = $3
        WHERE refund_id = $1 AND intent_id = $2 AND provider_refund_id IS NULL`,
      [refundId, intentId, providerRefundId],
    );
  }

  // the refund one of whose parts the provider made as this refund
  async findByPartProviderId(tx: EntityManager, providerRefundId: string): Promise<RefundEntity | null> {
    const [row]: { refund_id: number }[] = await tx.query(
      `SELECT refund_id FROM refund_parts WHERE provider_refund_id = $1`,
      [providerRefundId],
    );
    return row ? this.findById(tx, row.refund_id) : null;
  }

  // What the order's refunds (settled or still asked for) take of each of its payments: their
  // parts by payment; a refund with no parts (of one payment) counts on `firstIntentId`.
  async takenByPayment(tx: EntityManager, orderId: number, firstIntentId: string): Promise<Map<string, number>> {
    const rows: { intent_id: string | null; cents: number }[] = await tx.query(
      `SELECT p.intent_id, coalesce(sum(coalesce(p.amount_cents, r.amount_cents)), 0)::int AS cents
         FROM refunds r LEFT JOIN refund_parts p ON p.refund_id = r.id
        WHERE r.order_id = $1 AND r.status <> 'failed'
        GROUP BY p.intent_id`,
      [orderId],
    );
    const taken = new Map<string, number>();
    for (const row of rows) {
      const intentId = row.intent_id ?? firstIntentId;
      taken.set(intentId, (taken.get(intentId) ?? 0) + row.cents);
    }
    return taken;
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
