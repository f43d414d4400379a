import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { CommerceErrors } from '../commerce.errors';
import type { OrderEntity } from '../entities/order.entity';
import type { RefundEntity } from '../entities/refund.entity';
import { ProductTypeRegistry } from '../product-types/product-type-registry';
import { CommerceMails } from '../mails/commerce-mails';
import { orderRefundMail } from './mails/order-refund.mail';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderRefund, RefundRefused } from '../payments/payment-provider';
import { OrdersRepository } from '../repositories/orders.repository';
import { PaymentEventsRepository } from './repositories/payment-events.repository';
import { RefundsRepository } from './repositories/refunds.repository';
import { PaymentPlansRepository } from '../plans/payment-plans.repository';

// a refund written down, not yet asked of the provider
export interface PendingRefund {
  refund: RefundEntity;
  intentId: string;
}

// 'pending': the provider did not answer; the refund is finished later (RefundsRecoveryCron)
export interface RefundOutcome {
  status: 'succeeded' | 'pending';
  amountCents: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Money given back on a paid order, whole or per item, amounts computed here. A refund is written
// down (pending, with its idempotency key, its items marked) before the provider is asked; its answer
// settles it in one transaction with the order: the sum refunded, each item's fulfilment undone
// (stock back, downloads stop), the order 'refunded' once nothing is left, the buyer's mail queued.
// A refund whose answer was lost (a crash, a timeout) is asked again with the same key and settled
// once. The provider's own word (its webhook, a refund made in its dashboard) is taken in the same way.
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly orders: OrdersRepository,
    private readonly refunds: RefundsRepository,
    private readonly events: PaymentEventsRepository,
    private readonly fulfilment: ProductTypeRegistry,
    private readonly mails: CommerceMails,
    private readonly domainEvents: DomainEvents,
    private readonly plans: PaymentPlansRepository,
  ) {}

  // The owner's refund of the items given (their prices), or of all that is left of the order
  // (shipping included); `source` 'customer' when the buyer asked for it themselves (a booked
  // session cancelled before its cut-off), `requestedBy` then being the buyer.
  async refund(
    orderId: number,
    itemIds: number[] | undefined,
    requestedBy: number,
    source: 'owner' | 'customer' = 'owner',
  ): Promise<RefundOutcome> {
    const pending = await this.dataSource.transaction((tx) =>
      this.writeDown(tx, orderId, itemIds, requestedBy, source),
    );
    return this.complete(pending);
  }

  // the provider asked for a refund written down, and its answer settled; a refusal fails it (409)
  async complete({ refund, intentId }: PendingRefund): Promise<RefundOutcome> {
    const answer = await this.ask(refund, intentId);
    if (answer) await this.dataSource.transaction((tx) => this.settle(tx, refund.orderId, refund.id, answer.id));
    return { status: answer ? 'succeeded' : 'pending', amountCents: refund.amountCents };
  }

  // Refunds still pending from before `before` (their process died, or the provider did not answer)
  // are asked again with their own keys; how many were settled.
  async finishStalled(before: Date, atMost = 20): Promise<number> {
    let settled = 0;
    for (const refund of await this.refunds.findStalled(before, atMost)) {
      const order = await this.orders.findWithItems(refund.orderId);
      try {
        const answer = order?.paymentIntentId ? await this.ask(refund, order.paymentIntentId) : null;
        if (
          answer &&
          (await this.dataSource.transaction((tx) => this.settle(tx, refund.orderId, refund.id, answer.id)))
        )
          settled++;
      } catch (error) {
        this.logger.warn(`Refund ${refund.id} of order ${refund.orderId} stays pending: ${message(error)}`);
      }
    }
    return settled;
  }

  // The provider says money of this payment was given back (its webhook, replayed or not): each of
  // its refunds is settled here once, ours by their id, the dashboard's as new refunds.
  async takeProviderRefunds(intentId: string, eventId: string): Promise<void> {
    const listed = await this.payments.listRefunds(intentId);
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.events.recordOnce(tx, eventId, 'charge.refunded'))) return;
      const order = await this.orders.lockByIntent(tx, intentId);
      if (!order || (order.status !== 'completed' && order.status !== 'refunded')) return;
      for (const given of listed.filter((r) => r.given)) await this.takeIn(tx, order, given);
    });
  }

  // The refund written down in the caller's transaction (the order's row locked, its items marked):
  // it commits or rolls back with the caller's change (a booked session cancelled), and a crash after
  // the commit leaves it pending for RefundsRecoveryCron; `complete` then asks the provider.
  async writeDown(
    tx: EntityManager,
    orderId: number,
    itemIds: number[] | undefined,
    requestedBy: number,
    source: 'owner' | 'customer',
  ): Promise<PendingRefund> {
    const order = await this.orders.lockById(tx, orderId);
    if (!order) throw new NotFoundException(CommerceErrors.orderNotFound);
    if (order.status === 'refunded') throw new ConflictException(CommerceErrors.refundNothingLeft);
    if (order.status !== 'completed' || !order.paymentIntentId)
      throw new ConflictException(CommerceErrors.refundNotPaid);
    const all = await this.refunds.allItems(tx, orderId);
    const wanted = itemIds ? [...new Set(itemIds)] : all.filter((i) => i.refundId === null).map((i) => i.id);
    const items = wanted.map((id) => {
      const item = all.find((i) => i.id === id);
      if (!item) throw new BadRequestException(CommerceErrors.refundItemNotInOrder(id));
      if (item.refundId !== null) throw new ConflictException(CommerceErrors.refundItemTaken(item.title));
      return item;
    });
    const left = order.totalCents - order.refundedCents - (await this.refunds.pendingCents(tx, orderId));
    // what was paid for the items (their prices less their share of a discount), or all that is left
    // (shipping too) when the whole order is refunded
    const itemsCents = items.reduce((sum, i) => sum + i.priceCents * i.quantity - i.discountCents, 0);
    const amountCents = itemIds ? Math.min(itemsCents, left) : left;
    // a whole-order refund may take back no item: the shipping left after the items were refunded
    if ((itemIds && !items.length) || amountCents <= 0) throw new ConflictException(CommerceErrors.refundNothingLeft);
    const refund = await this.refunds.insert(
      tx,
      { orderId, amountCents, source, idempotencyKey: `refund-${randomUUID()}`, requestedBy },
      items.map((i) => i.id),
    );
    return { refund, intentId: order.paymentIntentId };
  }

  // the provider's refund, or null when its answer is unknown (asked again later); a refusal fails
  // the refund (its items are the buyer's again) and is the owner's 409
  private async ask(refund: RefundEntity, intentId: string): Promise<ProviderRefund | null> {
    try {
      const answer = await this.payments.refund({
        intentId,
        amountCents: refund.amountCents,
        idempotencyKey: refund.idempotencyKey,
        refundId: refund.id,
      });
      if (answer.given) return answer;
      throw new RefundRefused('the refund did not go through');
    } catch (error) {
      if (!(error instanceof RefundRefused)) {
        this.logger.warn(`Refund ${refund.id} of order ${refund.orderId} not answered yet: ${message(error)}`);
        return null;
      }
      await this.dataSource.transaction((tx) => this.refunds.fail(tx, refund.id, error.message, new Date()));
      throw new ConflictException(CommerceErrors.refundRefused(error.message));
    }
  }

  // false when it was settled already (by the webhook, another replica, or a retry)
  private async settle(tx: EntityManager, orderId: number, refundId: number, providerRefundId: string) {
    const order = await this.orders.lockById(tx, orderId);
    const refund = await this.refunds.findById(tx, refundId);
    if (!order || refund?.status !== 'pending') return false;
    await this.apply(tx, order, refund, providerRefundId);
    return true;
  }

  // a refund of the provider's, under the order's lock: ours still pending is settled; one made in
  // its dashboard is written down and settled, taking back every item left when it is all that was left
  private async takeIn(tx: EntityManager, order: OrderEntity, given: ProviderRefund): Promise<void> {
    const known =
      (await this.refunds.findByProviderId(tx, given.id)) ??
      (given.refundId === null ? null : await this.refunds.findById(tx, given.refundId));
    if (known?.orderId === order.id) {
      if (known.status === 'pending') await this.apply(tx, order, known, given.id);
      return;
    }
    const left = order.totalCents - order.refundedCents - (await this.refunds.pendingCents(tx, order.id));
    const amountCents = Math.min(given.amountCents, left);
    if (amountCents <= 0) {
      this.logger.error(`Refund ${given.id} of order ${order.id} is more than is left of it: settle it by hand`);
      return;
    }
    const rest = amountCents === left ? await this.refunds.unrefundedItems(tx, order.id) : [];
    const refund = await this.refunds.insert(
      tx,
      { orderId: order.id, amountCents, source: 'provider', idempotencyKey: `provider-${given.id}` },
      rest.map((i) => i.id),
    );
    await this.apply(tx, order, refund, given.id);
  }

  private async apply(tx: EntityManager, order: OrderEntity, refund: RefundEntity, providerRefundId: string) {
    await this.refunds.settle(tx, refund.id, providerRefundId, new Date());
    const items = await this.refunds.itemsOf(tx, refund.id);
    if (items.length)
      await this.fulfilment.undo(
        tx,
        order.id,
        items.map((i) => i.id),
      );
    order.refundedCents += refund.amountCents;
    // refunded once no item is left and nothing of the total either (the shipping may be)
    const itemsLeft = await this.refunds.countNotRefunded(tx, order.id);
    order.status = itemsLeft === 0 && order.refundedCents >= order.totalCents ? 'refunded' : 'completed';
    await this.orders.update(tx, order.id, { refundedCents: order.refundedCents, status: order.status });
    // a plan refunded charges nothing more (under the order's lock, as every change of a plan)
    await this.plans.cancelOfOrder(tx, order.id, new Date());
    const itemIds = items.map((i) => i.id);
    await this.domainEvents.publish(tx, 'order.refunded', {
      orderId: order.id,
      refundId: refund.id,
      itemIds,
      amountCents: refund.amountCents,
    });
    const payload = { orderId: order.id, refundId: refund.id };
    await this.mails.toBuyer(tx, order, orderRefundMail, `order:${order.id}:refund:${refund.id}`, payload);
    this.logger.log(`Order ${order.id}: refund ${refund.id} of ${refund.amountCents} cents settled`);
  }
}
