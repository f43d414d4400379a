import type { ProductPlanDto } from '../api';

// A product also sold in monthly instalments, as the shop's and the course's pages say it: shared
// by both without the one's chunk loading the other's.

// Under the price: "or 3 monthly payments of $70" (the first a cent more when the total does not
// divide: "of $33.34, then $33.33").
export const planLine = ({ instalments, firstAmount, amount }: ProductPlanDto) =>
  `or ${instalments} monthly payments of ${firstAmount === amount ? amount : `${firstAmount}, then ${amount}`}`;

// The checkout of this product alone in its monthly instalments (the shop's readCheckoutParams reads it).
export const planCheckoutPath = (productId: number) => `/checkout?plan=${productId}`;
