import type { ProductDto } from '../api';
import type { ProductType } from '../product-types/product-type';
import { productType, productTypes } from '../product-types/registry';

export type { ProductType };
export type ProductFilter = 'all' | ProductType;

// Spec section 2, Products: the filter buttons, in order: All Products, then each registered type
// that has a filter of its own (Digital Products, Courses, Consultancy).
export const productFilters = (): { key: ProductFilter; label: string }[] => [
  { key: 'all', label: 'All Products' },
  ...productTypes().flatMap(({ type, filterLabel }) => (filterLabel ? [{ key: type, label: filterLabel }] : [])),
];

// Spec section 2: the card's button per type (physical goods are bought like digital ones).
export const actionLabel = (type: ProductType): string => productType(type)?.buyLabel ?? 'Buy Now';

// "$49.99" → 49.99, "$1,299" → 1299: the amount the checkout URL carries.
export const priceAmount = (price: string) => Number(price.replace(/[$,\s]/g, ''));

// Spec section 2: only the clicked product's id, and its price without the '$'.
export const checkoutPath = (product: Pick<ProductDto, 'id' | 'price'>) =>
  `/checkout?amount=${priceAmount(product.price)}&products=${product.id}`;

// a plan's line under the price and its checkout (shared with the course page)
export { planCheckoutPath, planLine } from '../../../lib/payment-plan';

// Where its buy button leads: its type's own way to buy (a membership's join page), else the checkout.
export const buyPath = (product: ProductDto) => productType(product.type)?.buyPath?.(product) ?? checkoutPath(product);

// A product's own page.
export const productPath = (product: Pick<ProductDto, 'slug'>) => `/products/${encodeURIComponent(product.slug)}`;

// The type-specific figure on a card: downloads or students (counted from paid orders by the
// server) or the duration; null when there is none.
export const productStat = (product: ProductDto): string | null => productType(product.type)?.figure?.(product) ?? null;

// The type's name ('Course'), or its key for a type nobody registered.
export const typeLabel = (type: ProductType): string => productType(type)?.label ?? type;

// What the buyer gets, in a few lines for the product's page.
export const productIncludes = (product: ProductDto): string[] => productType(product.type)?.includes(product) ?? [];
