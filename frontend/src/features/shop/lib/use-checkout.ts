import { useState } from 'react';
import { type ProductPlanDto, type ShippingAddressDto, useAllProductsQuery, useGetPaymentConfigQuery } from '../api';
import type { AppliedCoupon } from '../components/CouponField';
import { useListCheckoutBumpsQuery } from '../offers-api';
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
  // the order bumps of the basket's products (none with a plan), and those ticked
  const offered = useListCheckoutBumpsQuery({ products: productIds.join(',') }, { skip: !!plan || !productIds.length });
  const bumps = offered.data?.bumps ?? [];
  const [ticked, setTicked] = useState<number[]>([]);
  const chosenBumps = bumps.filter((b) => ticked.includes(b.id));
  const bumpCents = chosenBumps.reduce((sum, b) => sum + b.priceCents, 0);
  // a basket with something to ship (a bump too) asks where first, and adds the flat rate
  const shipped = shippedProducts(known, [...productIds, ...chosenBumps.map((b) => b.offeredProductId)]);
  const choices = useCheckoutChoices(known, productIds);
  const [address, setAddress] = useState<ShippingAddressDto | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const shippingCents = shipped?.length ? config.data?.shippingRateCents : 0;
  const total = checkoutTotal(amount, (shippingCents ?? 0) + bumpCents, coupon?.discountCents);
  const ready =
    standingsKnown &&
    choices.ready &&
    // the bumps are known (an error offers none), so a tick box does not appear after the payment starts
    (!!plan || !offered.isLoading) &&
    shipped !== undefined &&
    shippingCents !== undefined &&
    (!shipped.length || address !== null);
  const extras = {
    address,
    coupon: coupon?.code,
    holds: choices.key,
    plan: !!plan,
    bumps: chosenBumps.map((b) => b.id),
  };
  const intent = usePaymentIntent(total, productIds, extras, ready);
  const onPaid = usePaid(
    products.data,
    productIds,
    choices.chosen.map(({ choice }) => choice),
    plan,
  );
  const offers = { bumps, chosenBumps, ticked, setTicked };
  return { shipped, shippingCents, choices, address, setAddress, coupon, setCoupon, total, intent, onPaid, offers };
}
