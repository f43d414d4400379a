import type { ProductDto } from '../api';

// a physical product with no units left: no checkout can have it
export const isSoldOut = (product: Pick<ProductDto, 'type' | 'inventory'>) =>
  product.type === 'physical' && product.inventory <= 0;
