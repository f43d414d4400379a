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
import { after, CHECKOUT_TTL_MS } from '../checkout-window';
import { CommerceErrors } from '../commerce.errors';
import type { OrderEntity } from '../entities/order.entity';
import type { ProductOfferEntity } from '../entities/product-offer.entity';
import { ProductEntity } from '../entities/product.entity';
import { CURRENCY } from '../money';
import { OrderSettlementService } from '../orders/order-settlement.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
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
// linked to the first (orders.upsell_order_id): paid by its own payment, so a refund of it (or of
// the first order) is asked on the right payment and leaves the other whole; its receipt, its
// fulfilment and the revenue figures are those of any paid order; nothing in the first changes.
//
// The first order's row lock decides: a double click, two tabs or two replicas take turns on it,
// the first charges (with the key `upsell-of-order-<id>`, so a retry after a lost answer asks the
// same charge) and links the new order; the others find it linked and answer it. The charge is made
// inside that transaction: a decline, or an unknown answer, rolls everything back (no order, no
// hold), and the buyer may try again.
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
    return this.dataSource.transaction(async (tx) => {
      const order = await this.ownLocked(tx, user, orderId);
      if (order.upsellOrderId) return order.upsellOrderId;
      const found = this.isOpen(order, now) && (await this.offerOf(tx, order, user.id));
      if (!found) throw new ConflictException(CommerceErrors.upsellGone);
      const { offer, offered } = found;
      if (offered.requiresShipping && !order.shippingAddress)
        throw new ConflictException(CommerceErrors.upsellNeedsAddress(offered.title));
      const upsell = await this.orders.insert(tx, {
        userId: user.id,
        status: 'pending',
        totalCents: offer.priceCents,
        shippingCents: 0,
        // shipped with the first order, to its address, at no more shipping
        shippingAddress: offered.requiresShipping ? order.shippingAddress : null,
        couponId: null,
        couponCode: null,
        discountCents: 0,
        paymentProvider: this.payments.name,
        expiresAt: after(now, CHECKOUT_TTL_MS),
        stockHeld: true,
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
      const intentId = await this.charge(order, offer, offered);
      await this.orders.update(tx, upsell.id, { paymentIntentId: intentId });
      upsell.paymentIntentId = intentId;
      const method = order.paymentMethod ?? 'card';
      await this.settlement.completeCharged(tx, upsell, { method, amountCents: offer.priceCents, currency: CURRENCY });
      await this.orders.update(tx, order.id, { upsellOrderId: upsell.id });
      return upsell.id;
    });
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

  // the charge's payment id; a decline is the buyer's 402, an unknown answer a 502 (both roll back)
  private async charge(order: OrderEntity, offer: ProductOfferEntity, offered: ProductEntity): Promise<string> {
    let outcome;
    try {
      outcome = await this.payments.chargeSavedCard({
        amountCents: offer.priceCents,
        customerId: order.providerCustomerId,
        paymentMethodId: order.savedPaymentMethodId!,
        upsellOf: order.id,
        description: offered.title,
        // the offer's price in the key: the owner changing it makes another charge, not a clash
        idempotencyKey: `upsell-of-order-${order.id}:${offer.id}:${offer.priceCents}`,
      });
    } catch (error) {
      this.logger.warn(`Upsell of order ${order.id} not answered by the provider: ${message(error)}`);
      throw new BadGatewayException(CommerceErrors.upsellNotAnswered);
    }
    if (!outcome.paid)
      throw new HttpException(CommerceErrors.upsellDeclined(outcome.reason), HttpStatus.PAYMENT_REQUIRED);
    return outcome.intentId;
  }
}
