import { useState } from 'react';
import { type ProductPlanDto, type ShippingAddressDto, useAllProductsQuery, useGetPaymentConfigQuery } from '../api';
import type { AppliedCoupon } from '../components/CouponField';
import { useCheckoutChoices } from './use-checkout-choices';
import { usePaid } from './use-paid';
import { usePaymentIntent } from './use-payment-intent';
import { checkoutTotal, shippedProducts } from './shipping';

// The checkout's state (spec sections 2 and 4): what the basket's types ask first (a
// consultation's time, held while paying), where to ship when a product needs it, a coupon, then
// the payment intent once all is known. `plan`: paid in these instalments (`amount` is the first).
// `standingsKnown`: what the customer owns is known, so no payment starts for it (the server
// refuses it too).
export function useCheckout(
  amount: number,
  productIds: number[],
  plan: ProductPlanDto | null,
  standingsKnown: boolean,
) {
  const config = useGetPaymentConfigQuery();
  const products = useAllProductsQuery();
  const known = products.isError ? [] : products.data;
  // a basket with something to ship asks where first, and adds the flat rate
  const shipped = shippedProducts(known, productIds);
  const choices = useCheckoutChoices(known, productIds);
  const [address, setAddress] = useState<ShippingAddressDto | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const shippingCents = shipped?.length ? config.data?.shippingRateCents : 0;
  const total = checkoutTotal(amount, shippingCents ?? 0, coupon?.discountCents);
  const ready =
    standingsKnown &&
    choices.ready &&
    shipped !== undefined &&
    shippingCents !== undefined &&
    (!shipped.length || address !== null);
  const extras = { address, coupon: coupon?.code, holds: choices.key, plan: !!plan };
  const intent = usePaymentIntent(total, productIds, extras, ready);
  const onPaid = usePaid(
    products.data,
    productIds,
    choices.chosen.map(({ choice }) => choice),
    plan,
  );
  return { shipped, shippingCents, choices, address, setAddress, coupon, setCoupon, total, intent, onPaid };
}
