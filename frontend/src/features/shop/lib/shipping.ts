import type { ProductDto, ShippingAddressDto } from '../api';

// The products of the basket that are shipped (their card says "Requires Shipping"); undefined
// while the products are not known yet.
export function shippedProducts(products: ProductDto[] | undefined, productIds: number[]): ProductDto[] | undefined {
  if (!products) return undefined;
  const byId = new Map(products.map((p) => [p.id, p]));
  return productIds.flatMap((id) => {
    const product = byId.get(id);
    return product?.requiresShipping ? [product] : [];
  });
}

// what the checkout charges, in dollars: the products' prices less a coupon's discount and, when
// something is shipped, the flat rate (the server prices it the same way and refuses any other amount)
export const checkoutTotal = (amount: number, shippingCents: number, discountCents = 0) =>
  (Math.round(amount * 100) - discountCents + shippingCents) / 100;

// the address as lines, as an envelope shows it
export const addressLines = (a: ShippingAddressDto): string[] =>
  [a.name, a.line1, a.line2, [a.city, a.region, a.postalCode].filter(Boolean).join(', '), a.country].filter(
    (line): line is string => !!line,
  );

export const EMPTY_ADDRESS: ShippingAddressDto = {
  name: '',
  line1: '',
  line2: null,
  city: '',
  region: null,
  postalCode: '',
  country: '',
};
