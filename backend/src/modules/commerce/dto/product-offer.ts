import type { ProductEntity } from '../entities/product.entity';
import { CURRENCY } from '../money';

// A product as an offer for search engines (its page's JSON-LD): the price as a decimal in the
// shop's currency, and whether it can be bought now (only physical goods have stock).
export interface ProductOffer {
  price: string;
  currency: string;
  inStock: boolean;
}

export function toProductOffer(p: ProductEntity): ProductOffer {
  return {
    price: (p.priceCents / 100).toFixed(2),
    currency: CURRENCY.toUpperCase(),
    inStock: p.type !== 'physical' || p.inventory > 0,
  };
}
