import {
  BadGatewayException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import type { Caller } from '../../../core/analytics/visit-attribution';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { after, CHECKOUT_TTL_MS, RECHECK_MS } from '../checkout-window';
import { CommerceErrors } from '../commerce.errors';
import type { OrderEntity } from '../entities/order.entity';
import type { ProductOfferEntity } from '../entities/product-offer.entity';
import type { ProductEntity } from '../entities/product.entity';
import { CURRENCY } from '../money';
import { OrderSettlementService } from '../orders/order-settlement.service';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type SavedCardCharge,
  type SavedCardOutcome,
} from '../payments/payment-provider';
import { ProductTypeRegistry } from '../product-types/product-type-registry';
import { OrdersRepository } from '../repositories/orders.repository';
import { ProductOffersRepository } from './repositories/product-offers.repository';

// How long after its payment an order's upsell is offered.
export const UPSELL_WINDOW_MS = 30 * 60_000;

// an upsell still to answer: the order it follows, the offer and the product it offers
export interface OpenUpsell {
  order: OrderEntity;
  offer: ProductOfferEntity;
  offered: ProductEntity;
  until: Date;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The one-click upsell after a paid order: offered for 30 minutes after the payment, once per order,
// and charged to the card that payment saved (off session). Accepted, it is an order of its own,
// linked to the first (orders.upsell_of_order_id, and upsell_order_id once paid): paid by its own
// payment, so a refund of it (or of the first order) is asked on the right payment and leaves the
// other whole; its receipt, its fulfilment and the revenue figures are those of any paid order.
//
// Money is handled as at the checkout: the upsell's order is stored pending (with what it holds)
// and committed before the card is charged, under the key `upsell-of-order-<first>:<upsell>` that
// the payment's metadata repeats with the order's id; the provider's answer is then settled in a
// transaction of its own. Under the first order's row lock a double click, two tabs or two replicas
// take turns, and the database keeps one such order alive per first order (orders_one_live_upsell):
// the later clicks find it and ask the same charge again, which the key answers with the same
// payment. A decline fails the order (its holds go back; the buyer may try again or say No thanks).
// An answer that never came (lost, or the process died before settling) is settled by the next
// click, by the payment's webhook (which names the order), or by the expiry sweep, which looks for
// the charge at the provider without making it.
@Injectable()
export class UpsellsService {
  private readonly logger = new Logger('Upsells');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly orders: OrdersRepository,
    private readonly offers: ProductOffersRepository,
    private readonly types: ProductTypeRegistry,
    private readonly settlement: OrderSettlementService,
    private readonly events: DomainEvents,
  ) {}

  // the buyer's upsells still open, newest order first
  async openFor(userId: number, now = new Date()): Promise<OpenUpsell[]> {
    const orders = await this.orders.findUpsellable(userId, new Date(now.getTime() - UPSELL_WINDOW_MS));
    const tx = this.dataSource.manager;
    const open: OpenUpsell[] = [];
    for (const order of orders) {
      const found = await this.offerOf(tx, order, userId);
      if (found) open.push({ order, ...found, until: new Date(order.completedAt!.getTime() + UPSELL_WINDOW_MS) });
    }
    return open;
  }

  // "Yes, add it": the upsell's order, paid (the same one however often it is asked)
  async accept(user: SessionUser, orderId: number, caller: Caller, now = new Date()): Promise<number> {
    // (a few times at most: each time another order ended it as it was about to be charged)
    for (let tries = 0; tries < 3; tries++) {
      const placed = await this.place(user, orderId, caller, now);
      if ('taken' in placed) return placed.taken;
      // asked now: the expiry's sweep leaves the order alone until this charge has long answered
      // (it fails one only while it is still past its time, under the order's lock). Not pending any
      // more (the sweep failed it, or another click completed it): placed again.
      placed.upsell.expiresAt = after(now, CHECKOUT_TTL_MS);
      if (await this.orders.moveOnPending(placed.upsell.id, placed.upsell.expiresAt))
        return this.chargeAndSettle(placed.first, placed.upsell);
    }
    throw new BadGatewayException(CommerceErrors.upsellNotAnswered);
  }

  // Upsells' orders whose charge was never answered, past their 30 minutes (the buyer did not try
  // again, no webhook came): their charge looked for at the provider, not made again (the buyer
  // may have said No thanks since), and settled: found paid, completed; declined or never made,
  // failed. The number looked at.
  async askUnanswered(now = new Date(), atMost = 50): Promise<number> {
    const waiting = await this.orders.findUnansweredUpsells(now, atMost);
    for (const upsell of waiting) {
      const first = await this.orders.findWithItems(upsell.upsellOfOrderId!);
      await this.chargeAndSettle(first!, upsell, now).catch(async (error: unknown) => {
        // declined: failed, done; otherwise looked at again a little later
        if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYMENT_REQUIRED) return;
        if (!(error instanceof BadGatewayException))
          this.logger.error(`Upsell ${upsell.id} not settled: ${message(error)}`);
        await this.orders.update(this.dataSource.manager, upsell.id, { expiresAt: after(now, RECHECK_MS) });
      });
    }
    return waiting.length;
  }

  // Under the first order's lock: the upsell taken already, or its order waiting for its charge,
  // else a new one stored pending with its holds (committed before any charge).
  private async place(
    user: SessionUser,
    orderId: number,
    caller: Caller,
    now: Date,
  ): Promise<{ taken: number } | { first: OrderEntity; upsell: OrderEntity }> {
    return this.dataSource.transaction(async (tx) => {
      const first = await this.ownLocked(tx, user, orderId);
      if (first.upsellOrderId) return { taken: first.upsellOrderId };
      const waiting = await this.orders.findPendingUpsellOf(tx, first.id);
      if (waiting) return { first, upsell: waiting };
      const found = this.isOpen(first, now) && (await this.offerOf(tx, first, user.id));
      if (!found) throw new ConflictException(CommerceErrors.upsellGone);
      const { offer, offered } = found;
      if (offered.requiresShipping && !first.shippingAddress)
        throw new ConflictException(CommerceErrors.upsellNeedsAddress(offered.title));
      const upsell = await this.orders.insert(tx, {
        userId: user.id,
        status: 'pending',
        totalCents: offer.priceCents,
        shippingCents: 0,
        // shipped with the first order, to its address, at no more shipping
        shippingAddress: offered.requiresShipping ? first.shippingAddress : null,
        couponId: null,
        couponCode: null,
        discountCents: 0,
        paymentProvider: this.payments.name,
        expiresAt: after(now, CHECKOUT_TTL_MS),
        stockHeld: true,
        upsellOfOrderId: first.id,
        items: [
          {
            productId: offered.id,
            title: offered.title,
            type: offered.type,
            priceCents: offer.priceCents,
            discountCents: 0,
            quantity: 1,
            offerId: offer.id,
            offerKind: 'upsell',
          },
        ],
      });
      await this.events.publish(tx, 'order.placed', {
        orderId: upsell.id,
        userId: user.id,
        visit: caller,
        at: now,
        upsell: true,
      });
      const short = await this.types.hold(tx, upsell.id);
      if (short) throw new ConflictException(short.message ?? CommerceErrors.soldOut(short.title));
      return { first, upsell };
    });
  }

  // The charge asked (again) under the upsell's key, or only looked for (by the expiry's sweep at
  // `lookedAt`), then settled in a transaction of its own: paid, the order completed (as the
  // payment's webhook would); declined, failed. Its id once paid.
  private async chargeAndSettle(
    first: OrderEntity,
    upsell: OrderEntity,
    lookedAt: Date | null = null,
  ): Promise<number> {
    const intentId = await this.charge(first, upsell, lookedAt);
    const paid = { method: first.paymentMethod ?? 'card', amountCents: upsell.totalCents, currency: CURRENCY };
    await this.settlement.completeByIntent(intentId, paid, undefined, upsell.id);
    return upsell.id;
  }

  // "No thanks": not offered again (an upsell taken meanwhile stays taken)
  async decline(user: SessionUser, orderId: number, now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const order = await this.ownLocked(tx, user, orderId);
      if (order.upsellOrderId || order.upsellDeclinedAt) return;
      await this.orders.update(tx, order.id, { upsellDeclinedAt: now });
    });
  }

  private async ownLocked(tx: EntityManager, user: SessionUser, orderId: number): Promise<OrderEntity> {
    const order = await this.orders.lockById(tx, orderId);
    if (!order || order.userId !== user.id) throw new NotFoundException(CommerceErrors.orderNotFound);
    return order;
  }

  private isOpen(order: OrderEntity, now: Date): boolean {
    return (
      order.status === 'completed' &&
      order.upsellDeclinedAt === null &&
      order.savedPaymentMethodId !== null &&
      order.completedAt !== null &&
      now.getTime() - order.completedAt.getTime() <= UPSELL_WINDOW_MS
    );
  }

  // the order's upsell while it is still offered (active, its product in the shop, not owned)
  private async offerOf(tx: EntityManager, order: OrderEntity, userId: number) {
    if (order.upsellOfferId === null) return null;
    const offer = await this.offers.findById(tx, order.upsellOfferId);
    if (!offer?.active || offer.kind !== 'upsell') return null;
    const [found] = await this.offers.activeOn([offer.productId], 'upsell', tx);
    if (found?.offer.id !== offer.id) return null;
    const unavailable = new Set([...(await this.types.owned(tx, userId)), ...(await this.types.notYetForSale(tx))]);
    return unavailable.has(found.offered.id) ? null : found;
  }

  // The charge's payment id. A decline (or, looked for, a charge never made) fails the order and is
  // the buyer's 402; an unknown answer a 502, the order left waiting for it. Looked for, the order
  // fails only if it is still past its time (a click since may be charging it).
  private async charge(first: OrderEntity, upsell: OrderEntity, lookedAt: Date | null): Promise<string> {
    const request: SavedCardCharge = {
      amountCents: upsell.totalCents,
      customerId: first.providerCustomerId,
      // cleared with the buyer's account: nothing to charge, a decline
      paymentMethodId: first.savedPaymentMethodId ?? '',
      upsellOf: first.id,
      orderId: upsell.id,
      description: upsell.items[0].title,
      idempotencyKey: `upsell-of-order-${first.id}:${upsell.id}`,
    };
    let outcome: SavedCardOutcome | null;
    try {
      outcome = lookedAt
        ? await this.payments.findSavedCardCharge(request, upsell.createdAt)
        : await this.payments.chargeSavedCard(request);
    } catch (error) {
      this.logger.warn(`Upsell ${upsell.id} of order ${first.id} not answered by the provider: ${message(error)}`);
      throw new BadGatewayException(CommerceErrors.upsellNotAnswered);
    }
    if (outcome?.paid) return outcome.intentId;
    await this.settlement.failUnstarted(upsell.id, lookedAt ?? undefined);
    const reason = outcome?.reason ?? 'The payment was never made.';
    throw new HttpException(CommerceErrors.upsellDeclined(reason), HttpStatus.PAYMENT_REQUIRED);
  }
}
