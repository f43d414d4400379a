import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BasketProducts } from '../catalogue/basket-products';
import { CommerceErrors } from '../commerce.errors';
import type { CouponEntity } from '../entities/coupon.entity';
import { formatPrice } from '../money';
import { CouponsRepository, type NewCoupon } from './repositories/coupons.repository';

// one line of the basket as a coupon sees it
export interface PricedLine {
  productId: number;
  priceCents: number;
}

export interface Discount {
  coupon: CouponEntity;
  // what comes off the products' prices (never the shipping)
  cents: number;
  // each line's share of it, in the basket's order (they add up to `cents`)
  shares: number[];
}

// What a code takes off a basket, computed here: a percentage (rounded to the cent) or a fixed
// amount of the products it is for, within their prices. The checkout takes a use of it in its own
// transaction (take), a checkout given up gives it back (the settlement does).
@Injectable()
export class CouponsService {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly basket: BasketProducts,
  ) {}

  async create(coupon: NewCoupon): Promise<CouponEntity> {
    const saved = await this.coupons.insert(coupon);
    if (!saved) throw new ConflictException(CommerceErrors.couponTaken(coupon.code));
    return saved;
  }

  list(): Promise<CouponEntity[]> {
    return this.coupons.list();
  }

  async setActive(id: number, active: boolean): Promise<CouponEntity> {
    if (!(await this.coupons.setActive(id, active))) throw new NotFoundException(CommerceErrors.couponNotFound);
    return (await this.coupons.findById(id))!;
  }

  // the discount of `code` on these lines, or a 400 that says why there is none
  async quote(code: string, lines: PricedLine[], now = new Date()): Promise<Discount> {
    const coupon = await this.coupons.findByCode(code.trim());
    if (!coupon?.active) throw new BadRequestException(CommerceErrors.couponUnknown);
    if (coupon.expiresAt && coupon.expiresAt <= now) throw new BadRequestException(CommerceErrors.couponExpired);
    if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)
      throw new BadRequestException(CommerceErrors.couponUsedUp);
    const subtotal = lines.reduce((sum, l) => sum + l.priceCents, 0);
    if (subtotal < coupon.minOrderCents)
      throw new BadRequestException(CommerceErrors.couponMinimum(formatPrice(coupon.minOrderCents)));
    const eligible = lines.map((l) => !coupon.productIds || coupon.productIds.includes(l.productId));
    const eligibleCents = lines.reduce((sum, l, i) => (eligible[i] ? sum + l.priceCents : sum), 0);
    if (eligibleCents === 0) throw new BadRequestException(CommerceErrors.couponNotForThese);
    const cents =
      coupon.percentOff !== null
        ? Math.round((eligibleCents * coupon.percentOff) / 100)
        : Math.min(coupon.amountOffCents!, eligibleCents);
    return { coupon, cents, shares: share(cents, lines, eligible, eligibleCents) };
  }

  // What a code takes off these products for this customer, as the checkout will price it (the
  // checkout prices it again).
  async quoteFor(userId: number, code: string, productIds: number[]): Promise<Discount> {
    const lines = await this.basket.forSale(productIds);
    const discount = await this.quote(
      code,
      lines.map((p) => ({ productId: p.id, priceCents: p.priceCents })),
    );
    await this.refuseIfUsedBy(discount.coupon, userId);
    return discount;
  }

  // before the checkout: 400 when this customer has had their uses of it
  async refuseIfUsedBy(coupon: CouponEntity, userId: number): Promise<void> {
    if (coupon.perCustomerLimit === null) return;
    const used = await this.coupons.usesBy(this.coupons.manager, coupon.id, userId);
    if (used >= coupon.perCustomerLimit) throw new BadRequestException(CommerceErrors.couponYoursUsed);
  }

  // In the checkout's transaction: a use of the coupon for this customer, or a 409 (the last use
  // went to another checkout a moment ago) / 400 (this customer has had their uses).
  async take(tx: EntityManager, discount: Discount, userId: number, orderId: number): Promise<void> {
    const { coupon } = discount;
    if (!(await this.coupons.takeUse(tx, coupon.id))) throw new ConflictException(CommerceErrors.couponUsedUp);
    if (
      coupon.perCustomerLimit !== null &&
      (await this.coupons.usesBy(tx, coupon.id, userId, orderId)) >= coupon.perCustomerLimit
    )
      throw new BadRequestException(CommerceErrors.couponYoursUsed);
  }
}

// `cents` spread over the eligible lines by their prices, a cent each of what rounding down left
// going to the first of them (fewer cents are left than there are eligible lines, and while `cents`
// is below their prices each line's share is below its price)
function share(cents: number, lines: PricedLine[], eligible: boolean[], eligibleCents: number): number[] {
  const shares = lines.map((l, i) => (eligible[i] ? Math.floor((cents * l.priceCents) / eligibleCents) : 0));
  let left = cents - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < lines.length; i++) {
    if (!eligible[i] || shares[i] >= lines[i].priceCents) continue;
    shares[i]++;
    left--;
  }
  return shares;
}
