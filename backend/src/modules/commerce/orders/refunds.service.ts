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
import { type RefundPart, RefundsRepository } from './repositories/refunds.repository';
import { PaymentPlansRepository } from '../plans/payment-plans.repository';

// a refund written down, not yet asked of the provider: of the order's one payment, or (an order
// paid in several, a payment plan's) spread over them in parts, the latest payment first
export interface PendingRefund {
  refund: RefundEntity;
  intentId: string;
  parts?: RefundPart[];
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
// An order paid in several payments (a payment plan: the first instalment's intent, then one per
// later instalment) is refunded in parts written down with the refund, latest payment first, none
// more than what is left of its payment; each is asked under `<refund's key>:<payment>`, and the
// refund is settled once every part is answered (an interrupted one asks the parts left, same keys).
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
  async complete({ refund, intentId, parts }: PendingRefund): Promise<RefundOutcome> {
    const answer = await this.answer(refund, intentId, parts ?? []);
    if (answer) await this.dataSource.transaction((tx) => this.settle(tx, refund.orderId, refund.id, answer));
    return { status: answer ? 'succeeded' : 'pending', amountCents: refund.amountCents };
  }

  // Refunds still pending from before `before` (their process died, or the provider did not answer)
  // are asked again with their own keys; how many were settled.
  async finishStalled(before: Date, atMost = 20): Promise<number> {
    let settled = 0;
    for (const refund of await this.refunds.findStalled(before, atMost)) {
      const order = await this.orders.findWithItems(refund.orderId);
      try {
        const parts = await this.refunds.partsOf(refund.id);
        const answer =
          order?.paymentIntentId || parts.length
            ? await this.answer(refund, order?.paymentIntentId ?? '', parts)
            : null;
        if (answer && (await this.dataSource.transaction((tx) => this.settle(tx, refund.orderId, refund.id, answer))))
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
      // the order's first payment, or a later instalment of its plan
      const order = await this.orders.lockByPayment(tx, intentId);
      if (!order || (order.status !== 'completed' && order.status !== 'refunded')) return;
      for (const given of listed.filter((r) => r.given)) await this.takeIn(tx, order, intentId, given);
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
    // a payment plan's order: the parts over its payments, fixed before the provider is asked
    const later = await this.plans.laterPayments(tx, orderId);
    const parts = later && (await this.split(tx, order, later, amountCents));
    const refund = await this.refunds.insert(
      tx,
      { orderId, amountCents, source, idempotencyKey: `refund-${randomUUID()}`, requestedBy },
      items.map((i) => i.id),
    );
    if (!parts) return { refund, intentId: order.paymentIntentId };
    await this.refunds.insertParts(tx, refund.id, parts);
    return { refund, intentId: order.paymentIntentId, parts };
  }

  // The refund spread over the order's payments, the latest first (a plan's later instalments, then
  // the first payment: the order's total less them), each part no more than what is left of its
  // payment once the refunds before (settled or pending, ours and the dashboard's) are counted.
  private async split(
    tx: EntityManager,
    order: OrderEntity,
    later: { chargeId: string; amountCents: number }[],
    amountCents: number,
  ): Promise<RefundPart[]> {
    const firstIntentId = order.paymentIntentId!;
    const laterCents = later.reduce((sum, p) => sum + p.amountCents, 0);
    const payments = [
      ...later.map((p) => ({ intentId: p.chargeId, amountCents: p.amountCents })),
      { intentId: firstIntentId, amountCents: order.totalCents - laterCents },
    ];
    const taken = await this.refunds.takenByPayment(tx, order.id, firstIntentId);
    const parts: RefundPart[] = [];
    let rest = amountCents;
    for (const payment of payments) {
      const part = Math.min(rest, payment.amountCents - (taken.get(payment.intentId) ?? 0));
      if (part <= 0) continue;
      parts.push({ intentId: payment.intentId, amountCents: part, providerRefundId: null });
      rest -= part;
      if (rest === 0) break;
    }
    // what is left of the order is what is left of its payments, unless a refund went by hand
    if (rest > 0) throw new ConflictException(CommerceErrors.refundNothingLeft);
    return parts;
  }

  // The provider's refund id to settle the refund with, once it has answered it (every part of a
  // refund in parts: each asked in turn, unless answered before, its answer kept), else null.
  private async answer(refund: RefundEntity, intentId: string, parts: RefundPart[]): Promise<string | null> {
    if (!parts.length) return (await this.ask(refund, intentId, refund.amountCents, refund.idempotencyKey))?.id ?? null;
    for (const part of parts) {
      if (part.providerRefundId) continue;
      const key = `${refund.idempotencyKey}:${part.intentId}`;
      const partly = parts.some((p) => p.providerRefundId !== null);
      const given = await this.ask(refund, part.intentId, part.amountCents, key, partly);
      if (!given) return null;
      await this.refunds.answerPart(refund.id, part.intentId, given.id);
      part.providerRefundId = given.id;
    }
    return parts[0].providerRefundId;
  }

  // the provider's refund, or null when its answer is unknown (asked again later); a refusal fails
  // the refund (its items are the buyer's again) and is the owner's 409, unless a part of it was
  // given already (`partly`): then it stays pending for the owner to settle by hand
  private async ask(
    refund: RefundEntity,
    intentId: string,
    amountCents: number,
    idempotencyKey: string,
    partly = false,
  ): Promise<ProviderRefund | null> {
    try {
      const answer = await this.payments.refund({ intentId, amountCents, idempotencyKey, refundId: refund.id });
      if (answer.given) return answer;
      throw new RefundRefused('the refund did not go through');
    } catch (error) {
      if (!(error instanceof RefundRefused)) {
        this.logger.warn(`Refund ${refund.id} of order ${refund.orderId} not answered yet: ${message(error)}`);
        return null;
      }
      if (partly) {
        this.logger.error(
          `Refund ${refund.id} of order ${refund.orderId}: its part on ${intentId} was refused after others were ` +
            `given (${error.message}); it stays pending: settle it by hand`,
        );
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

  // a refund of the provider's on the payment `intentId`, under the order's lock: ours still pending
  // is settled (one in parts once each part is answered); one made in its dashboard is written down
  // and settled, taking back every item left when it is all that was left
  private async takeIn(tx: EntityManager, order: OrderEntity, intentId: string, given: ProviderRefund): Promise<void> {
    const known =
      (await this.refunds.findByProviderId(tx, given.id)) ??
      (await this.refunds.findByPartProviderId(tx, given.id)) ??
      (given.refundId === null ? null : await this.refunds.findById(tx, given.refundId));
    if (known?.orderId === order.id) {
      if (known.status !== 'pending') return;
      const parts = await this.refunds.partsOf(known.id, tx);
      const part = parts.find((p) => p.intentId === intentId);
      if (part && !part.providerRefundId) {
        await this.refunds.answerPart(known.id, intentId, given.id, tx);
        part.providerRefundId = given.id;
      }
      if (parts.every((p) => p.providerRefundId))
        await this.apply(tx, order, known, parts[0]?.providerRefundId ?? given.id);
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
    // a payment plan's order keeps which of its payments it was made on
    if (await this.plans.laterPayments(tx, order.id))
      await this.refunds.insertParts(tx, refund.id, [{ intentId, amountCents, providerRefundId: given.id }]);
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
