import type { ProductEntity } from '../../entities/product.entity';
import { CURRENCY } from '../../money';

// A product as an offer for search engines (its page's JSON-LD): the price as a decimal in the
// shop's currency, and whether it can be bought now (only physical goods have stock).
export interface ProductOffer {
  price: string;
  currency: string;
  inStock: boolean;
}

// A price in cents as an offer states it: "49.99" and "USD" (a course's page says it too).
export function offerPrice(priceCents: number): Pick<ProductOffer, 'price' | 'currency'> {
  return { price: (priceCents / 100).toFixed(2), currency: CURRENCY.toUpperCase() };
}

export function toProductOffer(p: ProductEntity): ProductOffer {
  return {
    ...offerPrice(p.priceCents),
    inStock: p.type !== 'physical' || p.inventory > 0,
  };
}
