import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { after, RECHECK_MS } from '../checkout-window';
import { OrderEntity } from '../entities/order.entity';
import { CURRENCY } from '../money';
import { CommerceMails } from '../mails/commerce-mails';
import { orderConfirmationMail } from './mails/order-confirmation.mail';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { OrdersRepository } from '../repositories/orders.repository';
import { PaymentEventsRepository } from './repositories/payment-events.repository';
import { ProductTypeRegistry } from '../product-types/product-type-registry';
import { CouponsRepository } from '../coupons/repositories/coupons.repository';
import { DomainEvents } from '../../../core/events/domain-events.service';
import type { SavedCard } from '../payments/payment-provider';
import { PaymentPlansRepository } from '../plans/payment-plans.repository';
import { PlanClock } from '../plans/plan-clock';

export interface PaidIntent {
  method: string;
  amountCents: number;
  currency: string;
  // the card kept for later charges (the offline test card; a payment plan's next instalments)
  card?: SavedCard | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

// How an order ends: completed once paid (webhook, client confirmation or reconciliation, in any
// order and as often as they come), failed when a payment is declined, cancelled when its checkout
// is given up. What its product types hold (units of stock) and its coupon's use go back whenever
// an order stops holding them, and each type fulfils its items when the order is paid (fulfilment/).
@Injectable()
export class OrderSettlementService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly mails: CommerceMails,
    private readonly orders: OrdersRepository,
    private readonly events: PaymentEventsRepository,
    private readonly fulfilment: ProductTypeRegistry,
    private readonly coupons: CouponsRepository,
    private readonly domainEvents: DomainEvents,
    private readonly plans: PaymentPlansRepository,
    private readonly planClock: PlanClock,
  ) {}

  // With an event id, the event is recorded in the same transaction so a replayed event changes nothing.
  // `orderId` (the payment's metadata) names an upsell's order stored before its off-session charge:
  // when no order has the payment yet (the charge's answer was lost, or its process died before
  // settling it), that order, still waiting, takes it and is completed.
  async completeByIntent(
    intentId: string,
    paid: PaidIntent,
    eventId?: string,
    orderId?: number | null,
  ): Promise<boolean> {
    return this.settle(async (tx) => {
      if (eventId && !(await this.events.recordOnce(tx, eventId, 'payment_intent.succeeded'))) return null;
      const order =
        (await this.orders.lockByIntent(tx, intentId)) ??
        (orderId ? await this.awaitingCharge(tx, orderId, intentId) : null);
      return order && (await this.completeLocked(tx, order, paid)) ? order : null;
    });
  }

  // the upsell's order waiting for its charge, the payment attached to it
  private async awaitingCharge(tx: EntityManager, orderId: number, intentId: string): Promise<OrderEntity | null> {
    const order = await this.orders.lockUpsellAwaitingCharge(tx, orderId);
    if (!order) return null;
    await this.orders.update(tx, order.id, { paymentIntentId: intentId });
    return Object.assign(order, { paymentIntentId: intentId });
  }

  async failByIntent(intentId: string, eventId?: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      if (eventId && !(await this.events.recordOnce(tx, eventId, 'payment_intent.payment_failed'))) return;
      const order = await this.orders.lockByIntent(tx, intentId);
      if (order?.status === 'pending') await this.endLocked(tx, order, 'failed');
    });
  }

  // An order whose payment could not even be started, or whose off-session charge was declined (or,
  // looked for after its time, never made: then only while it is still past its time at `expiredBy`,
  // since a buyer's click may have asked for the charge again meanwhile).
  async failUnstarted(orderId: number, expiredBy?: Date): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      if (order?.status !== 'pending') return;
      if (expiredBy && order.expiresAt > expiredBy) return;
      await this.endLocked(tx, order, 'failed');
    });
  }

  async recordOtherEvent(eventId: string, type: string): Promise<void> {
    await this.dataSource.transaction((tx) => this.events.recordOnce(tx, eventId, type));
  }

  // A pending payment whose webhook may be late or lost: completed if the provider says it is paid.
  async reconcile(intentId: string): Promise<void> {
    const intent = await this.payments.retrieveIntent(intentId).catch(() => null);
    if (intent?.status === 'succeeded') await this.completeByIntent(intentId, { method: 'card', ...intent });
  }

  // The customer's open order for a basket they gave up for another one.
  async closeGivenUp(orderId: number, now: Date): Promise<void> {
    await this.settle(async (tx) => {
      const order = await this.orders.lockPending(tx, orderId);
      return order && (await this.closeLocked(tx, order, now)) ? order : null;
    });
  }

  // The oldest expired unpaid (or declined) order no other replica is closing, skipping `seen`; its id.
  async closeNextExpired(now: Date, seen: number[]): Promise<number | null> {
    let id: number | null = null;
    await this.settle(async (tx) => {
      const order = await this.orders.lockNextExpired(tx, now, seen);
      id = order?.id ?? null;
      return order && (await this.closeLocked(tx, order, now)) ? order : null;
    });
    return id;
  }

  // Asks the provider first: a paid order is completed, never cancelled. Otherwise the payment is
  // cancelled at the provider (so it can no longer succeed), then the order here. One being paid
  // right now, paid for another amount, or not answered about, is looked at again later.
  private async closeLocked(tx: EntityManager, order: OrderEntity, now: Date): Promise<boolean> {
    try {
      const intent = order.paymentIntentId ? await this.payments.retrieveIntent(order.paymentIntentId) : null;
      if (intent?.status === 'succeeded') {
        if (await this.completeLocked(tx, order, { method: 'card', ...intent })) return true;
      } else if (intent?.status !== 'processing') {
        if (intent && intent.status !== 'canceled') await this.payments.cancelIntent(order.paymentIntentId!);
        await this.endLocked(tx, order, 'cancelled');
        return false;
      }
    } catch (error) {
      this.logger.warn(`Order ${order.id} could not be closed with the payment provider: ${message(error)}`);
    }
    await this.orders.update(tx, order.id, { expiresAt: after(now, RECHECK_MS) });
    return false;
  }

  private async completeLocked(tx: EntityManager, order: OrderEntity, paid: PaidIntent): Promise<boolean> {
    if (order.status === 'completed' || order.status === 'refunded') return false;
    if (paid.amountCents !== order.totalCents || paid.currency !== CURRENCY) {
      this.logger.warn(
        `Order ${order.id} (${order.totalCents} ${CURRENCY}) reported paid with ` +
          `${paid.amountCents} ${paid.currency}: ` +
          `left ${order.status} for reconciliation`,
      );
      return false;
    }
    let stockHeld = order.stockHeld;
    if (!stockHeld) {
      // paid after its holds went back (a card retried after a decline): they are taken again if still there
      const short = await this.fulfilment.hold(tx, order.id);
      if (short)
        this.logger.error(
          `Order ${order.id} is paid but only ${short.left} of "${short.title}" are left: settle it by hand`,
        );
      stockHeld = !short;
      // its coupon's use too, whatever the limit: the money is taken
      if (order.couponId) await this.coupons.takeUse(tx, order.couponId, true);
    }
    await this.orders.update(tx, order.id, {
      status: 'completed',
      paymentMethod: paid.method,
      completedAt: new Date(),
      stockHeld,
      // an order with an upsell keeps the card its payment saved, for the one-click charge
      ...(order.upsellOfferId !== null && paid.card && { savedPaymentMethodId: paid.card.paymentMethodId }),
    });
    // an upsell's order: the order it follows has its upsell taken (no longer offered)
    if (order.upsellOfOrderId !== null)
      await this.orders.update(tx, order.upsellOfOrderId, { upsellOrderId: order.id });
    await this.fulfilment.fulfil(tx, order.id);
    // bought in instalments: the first is paid, the others fall due a month apart on the billing clock
    await this.plans.start(tx, order.id, await this.planClock.now(tx), paid.card ?? null);
    await this.domainEvents.publish(tx, 'order.paid', {
      orderId: order.id,
      userId: order.userId,
      totalCents: order.totalCents,
    });
    await this.mails.toBuyer(tx, order, orderConfirmationMail, `order:${order.id}`, { orderId: order.id });
    return true;
  }

  private async endLocked(tx: EntityManager, order: OrderEntity, status: 'failed' | 'cancelled'): Promise<void> {
    if (status === 'cancelled') await this.plans.cancelOfOrder(tx, order.id, new Date());
    if (order.stockHeld) await this.fulfilment.release(tx, order.id);
    if (order.stockHeld && order.couponId) await this.coupons.giveBackUse(tx, order.couponId);
    await this.orders.update(tx, order.id, { status, stockHeld: false });
  }

  // runs `work` in a transaction; the order it answers was completed (its confirmation mail queued with it)
  private async settle(work: (tx: EntityManager) => Promise<OrderEntity | null>): Promise<boolean> {
    const completed = await this.dataSource.transaction(work);
    if (!completed) return false;
    this.logger.log(`Order ${completed.id} completed`);
    return true;
  }
}
