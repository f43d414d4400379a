import type { ProductEntity } from '../entities/product.entity';
import type { ProductTypeKnowledge } from '../product-types/product-type';

// in stock, running low (at or under the owner's low-stock level: "Only 2 left."), or sold out
function availability(p: ProductEntity): string {
  if (p.inventory <= 0) return 'It is sold out for now.';
  return p.inventory <= p.lowStockAlert ? `Only ${p.inventory} left in stock.` : `${p.inventory} in stock.`;
}

const sentencesOf = (p: ProductEntity): string[] => [
  p.requiresShipping ? 'It is shipped to you; the shipping rate is added at checkout.' : '',
  p.weight ? `Weight: ${p.weight}.` : '',
  p.dimensions ? `Dimensions: ${p.dimensions}.` : '',
  availability(p),
];

// What the assistant says of physical goods: shipping, size and the stock left.
export const physicalKnowledge: ProductTypeKnowledge = {
  noun: 'physical product',
  keywords: 'physical book paperback print printed shipped delivery stock in stock available sold out left',
  sentences: (products) => Promise.resolve(new Map(products.map((p) => [p.id, sentencesOf(p).filter(Boolean)]))),
};
