import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, QueryFailedError, Repository } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { recordVisit } from '../../core/analytics/record-visit';
import type { Caller } from '../../core/analytics/visit-attribution';
import { after, CHECKOUT_TTL_MS } from './checkout-window';
import { CommerceErrors } from './commerce.errors';
import { OrderEntity } from './entities/order.entity';
import { ProductEntity } from './entities/product.entity';
import { dollarsToCents } from './money';
import { OrderSettlementService } from './order-settlement.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './payments/payment-provider';
import { OrdersRepository } from './repositories/orders.repository';
import { FulfilmentRegistry } from './fulfilment/fulfilment-registry';
import type { Shortage } from './fulfilment/product-fulfilment';
import { CouponsService, type Discount } from './coupons.service';
import { sameAddress, toShippingAddress } from './dto/shipping.dto';
import type { ShippingAddress } from './entities/shipping-address';
import { ShippingAddressesRepository } from './repositories/shipping-addresses.repository';
import { ShopSettingsRepository } from './repositories/shop-settings.repository';

interface Basket {
  lines: ProductEntity[];
  totalCents: number;
  shippingCents: number;
  // where it goes, when a product in it needs shipping
  address: ShippingAddress | null;
  discount: Discount | null;
}

export interface CheckoutRequest {
  amount: number;
  productIds: number[];
  shippingAddress?: ShippingAddress;
  couponCode?: string;
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
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly fulfilment: FulfilmentRegistry,
    private readonly shop: ShopSettingsRepository,
    private readonly addresses: ShippingAddressesRepository,
    private readonly coupons: CouponsService,
    private readonly moduleRef: ModuleRef,
  ) {}

  // A customer has one open checkout: the same basket reopens it (same order, same payment), another
  // basket (or its expiry) closes it first, which also gives its units back to this customer's new basket.
  // A new order remembers the visit the caller came from (analytics), which can never fail the order.
  async startCheckout(
    user: SessionUser,
    request: CheckoutRequest,
    caller = UNKNOWN_CALLER,
    now = new Date(),
  ): Promise<string> {
    const { productIds } = request;
    const basket = await this.priceBasket(request);
    const open = await this.orders.findStartedCheckouts(user.id, this.payments.name);
    const same = open.find(
      (o) =>
        o.expiresAt > now &&
        o.totalCents === basket.totalCents &&
        o.clientSecret &&
        orderKey(o) === basketKey(productIds) &&
        sameAddress(o.shippingAddress, basket.address) &&
        o.couponId === (basket.discount?.coupon.id ?? null),
    );
    for (const order of open) if (order !== same) await this.settlement.closeGivenUp(order.id, now);
    const reopened = same && (await this.reopen(same, now));
    return reopened || this.startNew(user, basket, caller, now);
  }

  // What a code takes off these products for this customer, as the checkout will price it.
  async quoteCoupon(user: SessionUser, code: string, productIds: number[]): Promise<Discount> {
    const lines = await this.productsFor(productIds);
    const discount = await this.coupons.quote(
      code,
      lines.map((p) => ({ productId: p.id, priceCents: p.priceCents })),
    );
    await this.coupons.refuseIfUsedBy(discount.coupon, user.id);
    return discount;
  }

  // The server prices the order from the product ids, less a coupon's discount, plus the flat
  // shipping rate when a product needs shipping (which then needs an address); the client's amount
  // is only checked.
  private async priceBasket({ amount, productIds, shippingAddress, couponCode }: CheckoutRequest): Promise<Basket> {
    const lines = await this.productsFor(productIds);
    const shipped = lines.find((p) => p.requiresShipping);
    if (shipped && !shippingAddress) throw new BadRequestException(CommerceErrors.addressRequired(shipped.title));
    const shippingCents = shipped ? await this.shop.shippingRateCents() : 0;
    const priced = lines.map((p) => ({ productId: p.id, priceCents: p.priceCents }));
    const discount = couponCode ? await this.coupons.quote(couponCode, priced) : null;
    const totalCents = lines.reduce((sum, p) => sum + p.priceCents, shippingCents) - (discount?.cents ?? 0);
    if (discount && totalCents < MIN_CHARGE_CENTS) throw new BadRequestException(CommerceErrors.couponTooMuch);
    if (dollarsToCents(amount) !== totalCents) throw new BadRequestException(CommerceErrors.amountMismatch);
    const address = shipped ? toShippingAddress(shippingAddress!) : null;
    return { lines, totalCents, shippingCents, address, discount };
  }

  // the basket's products in its order (a product twice is two lines); 400 when one is not for sale
  private async productsFor(productIds: number[]): Promise<ProductEntity[]> {
    const ids = [...new Set(productIds)];
    // an archived product is no longer for sale
    const products = await this.products.findBy({ id: In(ids), archivedAt: IsNull() });
    if (products.length !== ids.length) throw new BadRequestException(CommerceErrors.productsUnavailable);
    const byId = new Map(products.map((p) => [p.id, p]));
    return productIds.map((id) => byId.get(id)!);
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

  // The pending order, its items and what their product types hold (units of stock) are stored
  // before the provider is asked, so a payment can never exist without its order nor an order sell
  // units that are not there.
  private async startNew(user: SessionUser, basket: Basket, caller: Caller, now: Date): Promise<string> {
    const order = await this.dataSource
      .transaction(async (tx) => {
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
          items: basket.lines.map((p, i) => ({
            productId: p.id,
            title: p.title,
            type: p.type,
            priceCents: p.priceCents,
            discountCents: basket.discount?.shares[i] ?? 0,
            quantity: 1,
          })),
        });
        if (basket.address) await this.addresses.save(user.id, basket.address, tx);
        if (basket.discount) await this.coupons.take(tx, basket.discount, user.id, saved.id);
        const short = await this.fulfilment.hold(tx, saved.id);
        if (short) throw new ConflictException(shortageMessage(short));
        await recordVisit(this.moduleRef, tx, { kind: 'order', refId: saved.id, ...caller, at: now });
        return saved;
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
    try {
      const intent = await this.payments.createIntent({
        amountCents: order.totalCents,
        orderId: order.id,
        idempotencyKey: `order-${order.id}`,
      });
      await this.orders.attachIntent(order.id, intent);
      return intent.clientSecret;
    } catch (error) {
      this.logger.error(
        `Payment intent for order ${order.id} failed: ${error instanceof Error ? error.message : error}`,
      );
      await this.settlement.failUnstarted(order.id);
      throw new BadGatewayException(CommerceErrors.paymentStartFailed);
    }
  }
}
