import { Card, Skeleton } from 'antd';
import { type ProductPlanDto, useAllProductsQuery } from '../api';
import { dollars } from '../lib/checkout-params';
import type { ReactNode } from 'react';
import { planTerms } from '../lib/plan-terms';
import { checkoutTotal } from '../lib/shipping';
import type { AppliedCoupon } from './CouponField';
import type { BumpOfferDto } from '../offers-api';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { ProductImage } from './ProductImage';

// The products being paid for (from the product list), a coupon's discount, the shipping when
// something is shipped, and the total; in instalments, the plan's price and terms, and what is
// paid today.
export function OrderSummary({
  amount,
  productIds,
  shippingCents,
  coupon,
  plan,
  bumps = [],
  children,
}: {
  amount: number;
  productIds: number[];
  // undefined: nothing is shipped
  shippingCents?: number;
  coupon?: AppliedCoupon | null;
  plan?: ProductPlanDto | null;
  // the order bumps ticked: a line each, in the total
  bumps?: BumpOfferDto[];
  // under the products: the order bumps and the discount code field
  children?: ReactNode;
}) {
  const { data: products, isLoading } = useAllProductsQuery();
  const byId = new Map((products ?? []).map((p) => [p.id, p]));
  return (
    <Card title="Order Summary" className="checkout-summary">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <ul className="checkout-summary__items" aria-label="Products in this order">
          {productIds.map((id, i) => {
            const product = byId.get(id);
            return (
              <li key={`${id}-${i}`} className="checkout-summary__item">
                {product && <ProductImage product={product} className="product-thumb" sizes={IMAGE_SIZES.thumb} />}
                <span className="checkout-summary__name">
                  <span className="checkout-summary__title">{product?.title ?? `Product #${id}`}</span>
                  {product && <span className="checkout-summary__category">{product.category}</span>}
                </span>
                {product && <span className="checkout-summary__price">{plan?.total ?? product.price}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {bumps.map((bump) => (
        <div key={bump.id} className="checkout-summary__shipping" data-testid="checkout-bump-line">
          <span>{bump.title}</span>
          <span>{dollars(bump.priceCents / 100)}</span>
        </div>
      ))}
      {plan && <p className="checkout-summary__plan">{planTerms(plan)}</p>}
      {children}
      {coupon && (
        <div className="checkout-summary__shipping">
          <span>Discount ({coupon.code})</span>
          <span data-testid="checkout-discount">-{dollars(coupon.discountCents / 100)}</span>
        </div>
      )}
      {shippingCents !== undefined && (
        <div className="checkout-summary__shipping">
          <span>Shipping</span>
          <span data-testid="checkout-shipping">{dollars(shippingCents / 100)}</span>
        </div>
      )}
      <div className="checkout-summary__total">
        <span>{plan ? 'Due today' : 'Total'}</span>
        <span data-testid="checkout-total">
          {dollars(
            checkoutTotal(
              amount,
              (shippingCents ?? 0) + bumps.reduce((sum, b) => sum + b.priceCents, 0),
              coupon?.discountCents,
            ),
          )}
        </span>
      </div>
    </Card>
  );
}
