import { formatCount } from '../../../lib/en-us';
import { isSoldOut } from '../lib/sold-out';
import type { ProductTypeDefinition } from './product-type';

// Goods with a stock, shipped when they say so; no filter of their own (spec section 2).
export const physicalProductType: ProductTypeDefinition = {
  type: 'physical',
  label: 'Physical',
  includes: (product) => [
    product.requiresShipping ? 'Shipped to you' : 'A physical product',
    ...(product.weight ? [`Weight: ${product.weight}`] : []),
    ...(product.dimensions ? [`Dimensions: ${product.dimensions}`] : []),
    isSoldOut(product) ? 'Sold out for now' : `${formatCount(product.inventory)} in stock`,
  ],
  screens: () => import('./own-screens').then((m) => m.physicalScreens),
};
