import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { DomainEvents } from '../../../core/events/domain-events.service';
import type { Caller } from '../../../core/analytics/visit-attribution';
import { after, CHECKOUT_TTL_MS } from '../checkout-window';
import { BasketProducts } from '../catalogue/basket-products';
import { CommerceErrors } from '../commerce.errors';
import { OrderEntity } from '../entities/order.entity';
import { ProductEntity } from '../entities/product.entity';
import { dollarsToCents } from '../money';
import { OrderSettlementService } from '../orders/order-settlement.service';
import { PAYMENT_PROVIDER, PaymentProvider } from '../payments/payment-provider';
import { OrdersRepository } from '../repositories/orders.repository';
import { ProductTypeRegistry } from '../product-types/product-type-registry';
import type { Shortage } from '../fulfilment/product-fulfilment';
import { CouponsService, type Discount } from '../coupons/coupons.service';
import { sameAddress, toShippingAddress } from '../shipping/dto/shipping.dto';
import type { ShippingAddress } from '../entities/shipping-address';
import { ShippingAddressesRepository } from '../shipping/repositories/shipping-addresses.repository';
import { ShopSettingsRepository } from '../shipping/repositories/shop-settings.repository';
import { instalmentAmounts } from '../plans/instalments';
import { PaymentPlansRepository } from '../plans/payment-plans.repository';
import { PlanCustomers } from '../plans/plan-customers';
import type { ProductOfferEntity } from '../entities/product-offer.entity';
import { type OfferWithProduct, ProductOffersRepository } from '../offers/repositories/product-offers.repository';

interface Basket {
  lines: ProductEntity[];
  totalCents: number;
  shippingCents: number;
  // where it goes, when a product in it needs shipping
  address: ShippingAddress | null;
  discount: Discount | null;
  // bought in instalments: the first is the total now (with the shipping), the others come later
  plan: { instalments: number; totalCents: number; amounts: number[] } | null;
  // the order bumps ticked: each an item of its own at the offer's price (no coupon on it)
  bumps: { offer: ProductOfferEntity; product: ProductEntity }[];
  // what the order offers: a bump at its checkout (the taken rate), an upsell once paid (the card saved)
  bumpOffered: boolean;
  upsellOfferId: number | null;
}

export interface CheckoutRequest {
  amount: number;
  productIds: number[];
  shippingAddress?: ShippingAddress;
  couponCode?: string;
  plan?: boolean;
  // ids of the order bumps ticked (offers of the basket's products)
  bumps?: number[];
}

const FOREIGN_KEY_VIOLATION = '23503';
// a checkout started other than by a request (its visit unknown)
const UNKNOWN_CALLER: Caller = { ip: undefined, userAgent: undefined };

// the checkout's 409 for what its holds could not take: the type's own words, else the stock left
const shortageMessage = ({ message, left, title }: Shortage) =>
  message ?? (left > 0 ? CommerceErrors.onlyLeft(left, title) : CommerceErrors.soldOut(title));
// the least a card can be charged (Stripe's minimum in dollars)
const MIN_CHARGE_CENTS = 50;

// the same products in the same quantities, whatever their order in the URL
const basketKey = (productIds: number[]) => [...productIds].sort((a, b) => a - b).join(',');
const linesKey = (basket: Basket) =>
  basketKey([...basket.lines, ...basket.bumps.map((b) => b.product)].map((p) => p.id));
const orderKey = (order: OrderEntity) =>
  basketKey(order.items.flatMap((i) => Array<number>(i.quantity).fill(i.productId ?? 0)));

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly settlement: OrderSettlementService,
    private readonly orders: OrdersRepository,
    private readonly basket: BasketProducts,
    private readonly fulfilment: ProductTypeRegistry,
    private readonly shop: ShopSettingsRepository,
    private readonly addresses: ShippingAddressesRepository,
    private readonly coupons: CouponsService,
    private readonly events: DomainEvents,
    private readonly plans: PaymentPlansRepository,
    private readonly customers: PlanCustomers,
    private readonly offers: ProductOffersRepository,
  ) {}

  // A customer has one open checkout: the same basket reopens it (same order, same payment), another
  // basket (or its expiry) closes it first, which also gives its units back to this customer's new basket.
  // The customer's checkout lock decides it (orders.lockCheckoutsOf), so a basket sent several times
  // at once opens one order, on any replica. A new order remembers the visit the caller came from
  // (analytics), which can never fail the order.
  async startCheckout(
    user: SessionUser,
    request: CheckoutRequest,
    caller = UNKNOWN_CALLER,
    now = new Date(),
  ): Promise<string> {
    const basket = await this.priceBasket(request);
    // an open order found paid or cancelled at the provider is settled, and the next look opens a new one
    for (let look = 0; look < 2; look++) {
      const order = await this.openCheckout(user, basket, caller, now);
      const secret = order.clientSecret ? await this.reopen(order, now) : await this.startPayment(order, user);
      if (secret) return secret;
    }
    throw new BadGatewayException(CommerceErrors.paymentStartFailed);
  }

  // The server prices the order from the product ids, less a coupon's discount, plus the order
  // bumps ticked at their offers' prices (a coupon takes nothing off a bump: it is a price of its
  // own already), plus the flat shipping rate when a product needs shipping (which then needs an
  // address); the client's amount is only checked.
  private async priceBasket(request: CheckoutRequest): Promise<Basket> {
    const { amount, productIds, shippingAddress, couponCode } = request;
    const lines = await this.basket.forSale(productIds);
    const plan = request.plan ? this.planOf(lines, couponCode) : null;
    // a plan's checkout offers neither (its card is the plan's; its total is the first instalment)
    const bumpsOn = plan ? [] : await this.offers.activeOn(productIds, 'bump');
    const upsells = plan ? [] : await this.offers.activeOn(productIds, 'upsell');
    const bumps = this.bumpsOf(request, bumpsOn, !!plan);
    const shipped = [...lines, ...bumps.map((b) => b.product)].find((p) => p.requiresShipping);
    if (shipped && !shippingAddress) throw new BadRequestException(CommerceErrors.addressRequired(shipped.title));
    const shippingCents = shipped ? await this.shop.shippingRateCents() : 0;
    const priced = lines.map((p) => ({ productId: p.id, priceCents: p.priceCents }));
    const discount = couponCode ? await this.coupons.quote(couponCode, priced) : null;
    const totalCents = plan
      ? plan.amounts[0] + shippingCents
      : lines.reduce((sum, p) => sum + p.priceCents, shippingCents) -
        (discount?.cents ?? 0) +
        bumps.reduce((sum, b) => sum + b.offer.priceCents, 0);
    if (discount && totalCents < MIN_CHARGE_CENTS) throw new BadRequestException(CommerceErrors.couponTooMuch);
    if (dollarsToCents(amount) !== totalCents) throw new BadRequestException(CommerceErrors.amountMismatch);
    const address = shipped ? toShippingAddress(shippingAddress!) : null;
    // the upsell of the first product that has one
    const upsell = productIds.map((id) => upsells.find((u) => u.offer.productId === id)).find(Boolean);
    const offers = { bumps, bumpOffered: bumpsOn.length > 0, upsellOfferId: upsell?.offer.id ?? null };
    return { lines, totalCents, shippingCents, address, discount, plan, ...offers };
  }

  // The bumps ticked: each an active bump of a product in the basket, offering one not in it.
  private bumpsOf(request: CheckoutRequest, bumpsOn: OfferWithProduct[], plan: boolean): Basket['bumps'] {
    const ids = [...new Set(request.bumps ?? [])];
    if (ids.length && plan) throw new BadRequestException(CommerceErrors.bumpNoPlan);
    const taken = new Set(request.productIds);
    return ids.map((id) => {
      const bump = bumpsOn.find((b) => b.offer.id === id);
      if (!bump) throw new BadRequestException(CommerceErrors.offerUnavailable);
      if (taken.has(bump.offered.id)) throw new BadRequestException(CommerceErrors.bumpInBasket(bump.offered.title));
      taken.add(bump.offered.id);
      return { offer: bump.offer, product: bump.offered };
    });
  }

  // The product's payment plan: one product on its own, without a code, with a plan (with Stripe,
  // its first payment saves the card to the buyer's customer for the later instalments).
  private planOf(lines: ProductEntity[], couponCode: string | undefined): Basket['plan'] {
    if (lines.length !== 1) throw new BadRequestException(CommerceErrors.planOneProduct);
    if (couponCode) throw new BadRequestException(CommerceErrors.planNoCoupon);
    const [product] = lines;
    if (product.planInstalments === null || product.planTotalCents === null)
      throw new BadRequestException(CommerceErrors.planNotOffered(product.title));
    const { planInstalments: instalments, planTotalCents: totalCents } = product;
    return { instalments, totalCents, amounts: instalmentAmounts(totalCents, instalments) };
  }

  // The open order's payment again, for another 30 minutes, unless it was paid or cancelled meanwhile
  // (then it is settled and a new order started). A provider that cannot be asked changes nothing.
  private async reopen(order: OrderEntity, now: Date): Promise<string | null> {
    const intent = await this.payments.retrieveIntent(order.paymentIntentId!).catch(() => null);
    if (intent?.status === 'succeeded' || intent?.status === 'canceled') {
      await this.settlement.closeGivenUp(order.id, now);
      return null;
    }
    const extended = await this.orders.extendPending(order.id, after(now, CHECKOUT_TTL_MS));
    return extended ? order.clientSecret : null;
  }

  // Under the customer's checkout lock: the open order for this basket, else a new one (after closing
  // the others). A product the customer owns already, or that its type does not sell yet, is refused
  // first (409), leaving everything as it was.
  private async openCheckout(user: SessionUser, basket: Basket, caller: Caller, now: Date): Promise<OrderEntity> {
    return this.dataSource
      .transaction(async (tx) => {
        const open = await this.orders.lockCheckoutsOf(tx, user.id, this.payments.name);
        await this.refuseUnsellable(tx, user.id, [...basket.lines, ...basket.bumps.map((b) => b.product)]);
        const withPlans = await this.plans.ordersWithPlans(
          tx,
          open.map((o) => o.id),
        );
        const same = open.find(
          (o) =>
            o.expiresAt > now &&
            withPlans.has(o.id) === (basket.plan !== null) &&
            o.totalCents === basket.totalCents &&
            orderKey(o) === linesKey(basket) &&
            sameAddress(o.shippingAddress, basket.address) &&
            o.couponId === (basket.discount?.coupon.id ?? null),
        );
        for (const order of open) if (order !== same) await this.settlement.closeGivenUp(order.id, now);
        return same ?? (await this.insertOrder(tx, user, basket, caller, now));
      })
      .catch((error: unknown) => {
        // a product deleted since it was priced: the order item has nothing to point to
        if (
          error instanceof QueryFailedError &&
          (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
        ) {
          throw new BadRequestException(CommerceErrors.productsUnavailable);
        }
        throw error;
      });
  }

  // single-purchase products the customer has (a course they are enrolled in, a download they
  // bought), and products their type does not sell yet (a course with no lesson), as each type says
  private async refuseUnsellable(tx: EntityManager, userId: number, lines: ProductEntity[]): Promise<void> {
    const owned = new Set(await this.fulfilment.owned(tx, userId));
    const mine = lines.find((p) => owned.has(p.id));
    if (mine) throw new ConflictException(CommerceErrors.alreadyOwned(mine.title));
    const notYet = new Set(await this.fulfilment.notYetForSale(tx));
    const early = lines.find((p) => notYet.has(p.id));
    if (early) throw new ConflictException(CommerceErrors.notYetForSale(early.title));
  }

  // The pending order, its items and what their product types hold (units of stock) are stored
  // before the provider is asked, so a payment can never exist without its order nor an order sell
  // units that are not there.
  private async insertOrder(
    tx: EntityManager,
    user: SessionUser,
    basket: Basket,
    caller: Caller,
    now: Date,
  ): Promise<OrderEntity> {
    const saved = await this.orders.insert(tx, {
      userId: user.id,
      status: 'pending',
      totalCents: basket.totalCents,
      shippingCents: basket.shippingCents,
      shippingAddress: basket.address,
      couponId: basket.discount?.coupon.id ?? null,
      couponCode: basket.discount?.coupon.code ?? null,
      discountCents: basket.discount?.cents ?? 0,
      paymentProvider: this.payments.name,
      expiresAt: after(now, CHECKOUT_TTL_MS),
      stockHeld: true,
      bumpOffered: basket.bumpOffered,
      upsellOfferId: basket.upsellOfferId,
      // a plan's item is the plan's price; the order's total is what has been paid of it
      items: [
        ...basket.lines.map((p, i) => ({
          productId: p.id,
          title: p.title,
          type: p.type,
          priceCents: basket.plan?.totalCents ?? p.priceCents,
          discountCents: basket.discount?.shares[i] ?? 0,
          quantity: 1,
        })),
        ...basket.bumps.map(({ offer, product }) => ({
          productId: product.id,
          title: product.title,
          type: product.type,
          priceCents: offer.priceCents,
          discountCents: 0,
          quantity: 1,
          offerId: offer.id,
          offerKind: 'bump' as const,
        })),
      ],
    });
    if (basket.plan) {
      const [product] = basket.lines;
      const { instalments, totalCents, amounts } = basket.plan;
      const plan = { orderId: saved.id, userId: user.id, productId: product.id, title: product.title };
      await this.plans.insert(tx, { ...plan, instalments, totalCents }, amounts);
    }
    if (basket.address) await this.addresses.save(user.id, basket.address, tx);
    if (basket.discount) await this.coupons.take(tx, basket.discount, user.id, saved.id);
    const short = await this.fulfilment.hold(tx, saved.id);
    if (short) throw new ConflictException(shortageMessage(short));
    await this.events.publish(tx, 'order.placed', {
      orderId: saved.id,
      userId: user.id,
      visit: caller,
      at: now,
      upsell: false,
    });
    return saved;
  }

  // The order's payment, created once: requests for the same order at once take turns on its row,
  // the first asks the provider (with an idempotency key) and the others answer its client secret.
  // Null when the order is no longer pending. A plan's first payment saves the card to the buyer's
  // customer at the provider (made once per account: PlanCustomers), kept on the plan; so does the
  // payment of an order with an upsell, for its one-click charge (the customer kept on the order).
  private async startPayment(order: OrderEntity, user: SessionUser): Promise<string | null> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        const locked = await this.orders.lockPending(tx, order.id);
        if (!locked || locked.clientSecret) return locked?.clientSecret ?? null;
        const plan = await this.plans.findByOrder(locked.id, tx);
        const customerId = plan || locked.upsellOfferId ? await this.customerOf(tx, user) : null;
        if (plan && customerId) await this.plans.setCustomer(tx, plan.id, customerId);
        else if (customerId) await this.orders.update(tx, locked.id, { providerCustomerId: customerId });
        const intent = await this.payments.createIntent({
          amountCents: locked.totalCents,
          orderId: locked.id,
          idempotencyKey: `order-${locked.id}`,
          saveCardFor: customerId,
        });
        await this.orders.attachIntent(tx, locked.id, intent);
        return intent.clientSecret;
      });
    } catch (error) {
      this.logger.error(
        `Payment intent for order ${order.id} failed: ${error instanceof Error ? error.message : error}`,
      );
      await this.settlement.failUnstarted(order.id);
      throw new BadGatewayException(CommerceErrors.paymentStartFailed);
    }
  }

  // the provider's customer of the buyer (an earlier plan's or order's, else made)
  private async customerOf(tx: EntityManager, user: SessionUser): Promise<string | null> {
    const name = `${user.firstName} ${user.lastName}`.trim();
    const known = (await this.plans.customerOfUser(tx, user.id)) ?? (await this.orders.customerOfUser(tx, user.id));
    return this.customers.of({ userId: user.id, email: user.email, name, known });
  }
}
