import type { ShippingAddress } from '../../entities/shipping-address';

// A shipping address as the mails show it, one line each.
export const shippingAddressLines = (a: ShippingAddress) =>
  [a.name, a.line1, a.line2, [a.city, a.region, a.postalCode].filter(Boolean).join(', '), a.country].filter(Boolean);
