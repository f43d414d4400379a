import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, LessThanOrEqual, MoreThan, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, type PageRequest } from '../../../core/database/keyset';
import type { Page } from '../../../core/paging/page';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderEntity } from '../entities/order.entity';
import type { OrderLine } from '../fulfilment/product-fulfilment';
import type { CreatedIntent } from '../payments/payment-provider';

export type NewOrder = Pick<
  OrderEntity,
  | 'userId'
  | 'status'
  | 'totalCents'
  | 'shippingCents'
  | 'shippingAddress'
  | 'couponId'
  | 'couponCode'
  | 'discountCents'
  | 'paymentProvider'
  | 'expiresAt'
  | 'stockHeld'
> &
  Partial<Pick<OrderEntity, 'bumpOffered' | 'upsellOfferId' | 'upsellOfOrderId' | 'paymentMethod'>> & {
    items: (Pick<OrderItemEntity, 'productId' | 'title' | 'type' | 'priceCents' | 'discountCents' | 'quantity'> &
      Partial<Pick<OrderItemEntity, 'offerId' | 'offerKind'>>)[];
  };

export type OrderChanges = Partial<
  Pick<
    OrderEntity,
    | 'status'
    | 'paymentMethod'
    | 'completedAt'
    | 'stockHeld'
    | 'expiresAt'
    | 'refundedCents'
    | 'shippedAt'
    | 'carrier'
    | 'trackingNumber'
    | 'paymentIntentId'
    | 'providerCustomerId'
    | 'savedPaymentMethodId'
    | 'upsellOrderId'
    | 'upsellDeclinedAt'
  >
>;

type Where = (qb: SelectQueryBuilder<OrderEntity>) => SelectQueryBuilder<OrderEntity>;

// Orders and their items. Methods taking `tx` run in the caller's transaction; the lock* ones hold the
// order's row until it ends, so a webhook, a reconciliation and the expiry sweep settle it one at a time.
@Injectable()
export class OrdersRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  // The customer's open checkouts (pending orders with this provider, their payment started or being
  // started), with their items, under the customer's checkout lock: until the transaction ends no
  // other request, on any replica, looks at or opens a checkout of theirs.
  async lockCheckoutsOf(tx: EntityManager, userId: number, provider: string): Promise<OrderEntity[]> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('checkout'), $1)`, [userId]);
    return tx.getRepository(OrderEntity).find({
      where: { userId, status: 'pending', paymentProvider: provider },
      relations: { items: true },
    });
  }

  findByIntent(intentId: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ paymentIntentId: intentId });
  }

  findWithItems(orderId: number): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { id: orderId }, relations: { items: true }, order: { items: { id: 'ASC' } } });
  }

  // the newest pending orders still within their checkout window
  findOpenPending(userId: number, now: Date, atMost: number): Promise<OrderEntity[]> {
    return this.orders.find({
      where: { userId, status: 'pending', paymentIntentId: Not(IsNull()), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: atMost,
    });
  }

  // paid or refunded orders and those being paid right now, newest first, with their items
  async listForOwner(userId: number, now: Date, page: PageRequest): Promise<Page<OrderEntity>> {
    const orders = await keysetPage(
      this.shownToOwner(userId, now),
      { alias: 'o', at: 'created_at', direction: 'DESC' },
      page,
    );
    await this.attachItems(orders.items);
    return orders;
  }

  // each order's items, in id order, read in one query
  async attachItems(orders: OrderEntity[]): Promise<void> {
    const ids = orders.map((o) => o.id);
    const items = ids.length
      ? await this.orders.manager.find(OrderItemEntity, { where: { orderId: In(ids) }, order: { id: 'ASC' } })
      : [];
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const order of orders) order.items = [];
    for (const item of items) byId.get(item.orderId)!.items.push(item);
  }

  // one order of the list above, with its items; null when it is not theirs or not shown to them
  async findForOwner(userId: number, orderId: number, now: Date): Promise<OrderEntity | null> {
    const order = await this.shownToOwner(userId, now).andWhere('o.id = :orderId', { orderId }).getOne();
    if (order)
      order.items = await this.orders.manager.find(OrderItemEntity, { where: { orderId }, order: { id: 'ASC' } });
    return order;
  }

  countForOwner(userId: number, now: Date): Promise<number> {
    return this.shownToOwner(userId, now).getCount();
  }

  private shownToOwner(userId: number, now: Date): SelectQueryBuilder<OrderEntity> {
    return this.orders
      .createQueryBuilder('o')
      .where('o.userId = :userId', { userId })
      .andWhere(
        `(o.status IN ('completed', 'refunded') OR
          (o.status = 'pending' AND o.expiresAt > :now AND o.upsellOfOrderId IS NULL))`,
        { now },
      );
  }

  insert(tx: EntityManager, order: NewOrder): Promise<OrderEntity> {
    const repo = tx.getRepository(OrderEntity);
    return repo.save(repo.create(order));
  }

  async attachIntent(tx: EntityManager, orderId: number, intent: CreatedIntent): Promise<void> {
    await tx.update(OrderEntity, { id: orderId }, { paymentIntentId: intent.id, clientSecret: intent.clientSecret });
  }

  // false when the order is no longer pending
  async extendPending(orderId: number, expiresAt: Date): Promise<boolean> {
    const { affected } = await this.orders.update({ id: orderId, status: 'pending' }, { expiresAt });
    return !!affected;
  }

  // whether the order has somewhere to go (a physical order: its "to ship" mail)
  async hasShippingAddress(tx: EntityManager, orderId: number): Promise<boolean> {
    const order = await tx.findOne(OrderEntity, {
      where: { id: orderId },
      select: { id: true, shippingAddress: true },
    });
    return !!order?.shippingAddress;
  }

  // A pending order's time moved on (alone, under its own row lock); false when it is not pending.
  async moveOnPending(orderId: number, expiresAt: Date): Promise<boolean> {
    const { affected } = await this.orders.update({ id: orderId, status: 'pending' }, { expiresAt });
    return (affected ?? 0) > 0;
  }

  async update(tx: EntityManager, orderId: number, changes: OrderChanges): Promise<void> {
    await tx.update(OrderEntity, { id: orderId }, changes);
  }

  // The buyer's paid orders since `since` whose upsell is still to answer (offered, its card saved,
  // neither taken nor declined), newest first.
  findUpsellable(userId: number, since: Date): Promise<OrderEntity[]> {
    return this.orders
      .createQueryBuilder('o')
      .where("o.userId = :userId AND o.status = 'completed' AND o.completedAt >= :since", { userId, since })
      .andWhere('o.upsellOfferId IS NOT NULL AND o.savedPaymentMethodId IS NOT NULL')
      .andWhere('o.upsellOrderId IS NULL AND o.upsellDeclinedAt IS NULL')
      .orderBy('o.completedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .getMany();
  }

  // the upsell's order of this one still waiting for its charge's answer, with its item
  findPendingUpsellOf(tx: EntityManager, orderId: number): Promise<OrderEntity | null> {
    return tx.getRepository(OrderEntity).findOne({
      where: { upsellOfOrderId: orderId, status: 'pending' },
      relations: { items: true },
    });
  }

  // Upsells' orders whose charge was asked and never answered (its answer lost, the process gone),
  // past their window, with their items: looked for at the provider, oldest first.
  findUnansweredUpsells(now: Date, atMost: number): Promise<OrderEntity[]> {
    return this.orders.find({
      where: {
        upsellOfOrderId: Not(IsNull()),
        status: 'pending',
        paymentIntentId: IsNull(),
        expiresAt: LessThanOrEqual(now),
      },
      relations: { items: true },
      order: { expiresAt: 'ASC', id: 'ASC' },
      take: atMost,
    });
  }

  // the provider's customer an earlier order of the buyer saved a card to, if any
  async customerOfUser(tx: EntityManager, userId: number): Promise<string | null> {
    const order = await tx.getRepository(OrderEntity).findOne({
      where: { userId, providerCustomerId: Not(IsNull()) },
      select: { id: true, providerCustomerId: true },
      order: { id: 'DESC' },
    });
    return order?.providerCustomerId ?? null;
  }

  // whether any order ever had this product (a checkout, paid or not)
  everHad(tx: EntityManager, productId: number): Promise<boolean> {
    return tx.getRepository(OrderItemEntity).existsBy({ productId });
  }

  // an order's buyer and items, in id order, for the product types' fulfilment
  async linesOf(
    tx: EntityManager,
    orderId: number,
  ): Promise<{ userId: number | null; items: (OrderLine & { type: string })[] }> {
    const order = await tx.getRepository(OrderEntity).findOne({
      where: { id: orderId },
      relations: { items: true },
      order: { items: { id: 'ASC' } },
    });
    const items = (order?.items ?? []).map((i) => ({
      itemId: i.id,
      productId: i.productId,
      title: i.title,
      quantity: i.quantity,
      priceCents: i.priceCents,
      type: i.type,
    }));
    return { userId: order?.userId ?? null, items };
  }

  lockById(tx: EntityManager, orderId: number): Promise<OrderEntity | null> {
    return this.lockOne(tx, (qb) => qb.where('o.id = :orderId', { orderId }));
  }

  lockPending(tx: EntityManager, orderId: number): Promise<OrderEntity | null> {
    return this.lockOne(tx, (qb) => qb.where("o.id = :orderId AND o.status = 'pending'", { orderId }));
  }

  lockByIntent(tx: EntityManager, intentId: string): Promise<OrderEntity | null> {
    return this.lockOne(tx, (qb) => qb.where('o.paymentIntentId = :intentId', { intentId }));
  }

  // an upsell's order still waiting for its charge's answer (no payment attached yet)
  lockUpsellAwaitingCharge(tx: EntityManager, orderId: number): Promise<OrderEntity | null> {
    return this.lockOne(tx, (qb) =>
      qb
        .where("o.id = :orderId AND o.status = 'pending' AND o.upsellOfOrderId IS NOT NULL", { orderId })
        .andWhere('o.paymentIntentId IS NULL'),
    );
  }

  // the order a payment paid: its first payment, or a payment plan's later instalment (the
  // provider's charge of it)
  lockByPayment(tx: EntityManager, intentId: string): Promise<OrderEntity | null> {
    return this.lockOne(tx, (qb) =>
      qb.where(
        `o.paymentIntentId = :intentId OR o.id IN (SELECT p.order_id FROM payment_plans p
           JOIN plan_instalments i ON i.plan_id = p.id WHERE i.charge_id = :intentId)`,
        { intentId },
      ),
    );
  }

  // The oldest expired unpaid (or declined) order apart from `seen`; SKIP LOCKED passes over the one
  // another replica is closing, so several replicas share the sweep. An upsell's order whose charge
  // was never answered is not one: its charge is asked again instead (UpsellsService).
  lockNextExpired(tx: EntityManager, now: Date, seen: number[]): Promise<OrderEntity | null> {
    return this.lockOne(
      tx,
      (qb) =>
        qb
          .where("o.status IN ('pending', 'failed') AND o.expiresAt <= :now", { now })
          .andWhere("NOT (o.status = 'pending' AND o.upsellOfOrderId IS NOT NULL AND o.paymentIntentId IS NULL)")
          .andWhere('NOT (o.id = ANY(:seen))', { seen })
          .orderBy('o.expiresAt', 'ASC')
          .addOrderBy('o.id', 'ASC'),
      true,
    );
  }

  private lockOne(tx: EntityManager, where: Where, skipLocked = false): Promise<OrderEntity | null> {
    const qb = where(tx.getRepository(OrderEntity).createQueryBuilder('o')).limit(1).setLock('pessimistic_write');
    return (skipLocked ? qb.setOnLocked('skip_locked') : qb).getOne();
  }
  // Every order of the buyer, whatever became of it, with its items, newest first (the data export).
  listAllForOwner(userId: number): Promise<OrderEntity[]> {
    return this.orders.find({
      where: { userId },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC', items: { id: 'ASC' } },
    });
  }

  // The buyer's account is being deleted: its orders stay for the books, without their buyer (and
  // without the payment's client secret, which only the buyer used, nor the card saved for an
  // upsell). Answers how many.
  async releaseFromOwner(tx: EntityManager, userId: number): Promise<number> {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE orders SET user_id = NULL, client_secret = NULL, shipping_address = NULL,
              provider_customer_id = NULL, saved_payment_method_id = NULL WHERE user_id = $1`,
      [userId],
    );
    return count;
  }
}
