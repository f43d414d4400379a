import { formatCount } from '../../../lib/en-us';
import type { ProductDto } from '../api';

export type ProductType = ProductDto['type'];

// Spec section 2, Products: the filter buttons, in order, and the type each shows.
export const PRODUCT_FILTERS = [
  { key: 'all', label: 'All Products' },
  { key: 'digital', label: 'Digital Products' },
  { key: 'course', label: 'Courses' },
  { key: 'consultation', label: 'Consultancy' },
] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number]['key'];

// Spec section 2: the card's button per type (physical goods are bought like digital ones).
export function actionLabel(type: ProductType): string {
  switch (type) {
    case 'course':
      return 'Enroll Now';
    case 'consultation':
      return 'Book Session';
    default:
      return 'Buy Now';
  }
}

// "$49.99" → 49.99, "$1,299" → 1299: the amount the checkout URL carries.
export const priceAmount = (price: string) => Number(price.replace(/[$,\s]/g, ''));

// Spec section 2: only the clicked product's id, and its price without the '$'.
export const checkoutPath = (product: Pick<ProductDto, 'id' | 'price'>) =>
  `/checkout?amount=${priceAmount(product.price)}&products=${product.id}`;

// A product's own page.
export const productPath = (product: Pick<ProductDto, 'slug'>) => `/products/${encodeURIComponent(product.slug)}`;

// how many, in words: '1 student', '1,240 students'; null for none yet (a new product shows none)
const howMany = (n: number | null, one: string, many: string) =>
  n ? `${formatCount(n)} ${n === 1 ? one : many}` : null;

// The type-specific figure on a card: downloads or students (counted from paid orders by the
// server) or the duration; null when there is none.
export function productStat(product: ProductDto): string | null {
  switch (product.type) {
    case 'digital':
      return howMany(product.downloads, 'download', 'downloads');
    case 'course':
      return howMany(product.students, 'student', 'students');
    case 'consultation':
      return product.duration || null;
    default:
      return null;
  }
}

export const TYPE_LABELS: Record<ProductType, string> = {
  digital: 'Digital',
  physical: 'Physical',
  course: 'Course',
  consultation: 'Consultation',
};

// What the buyer gets, in a few lines for the product's page.
export function productIncludes(product: ProductDto): string[] {
  switch (product.type) {
    case 'digital':
      return [
        product.digitalFileName ? `A download: ${product.digitalFileName}` : 'A digital download',
        'Yours in Account → Downloads right after payment',
      ];
    case 'course':
      return [
        'Enrolment in the course',
        ...(product.students ? [`Join ${howMany(product.students, 'student', 'students')} already learning`] : []),
      ];
    case 'consultation':
      return [`A one-to-one session${product.duration ? ` (${product.duration})` : ''}`];
    default:
      return [
        product.requiresShipping ? 'Shipped to you' : 'A physical product',
        ...(product.weight ? [`Weight: ${product.weight}`] : []),
        ...(product.dimensions ? [`Dimensions: ${product.dimensions}`] : []),
        isSoldOut(product) ? 'Sold out for now' : `${formatCount(product.inventory)} in stock`,
      ];
  }
}

// a physical product with no units left: no checkout can have it
export const isSoldOut = (product: Pick<ProductDto, 'type' | 'inventory'>) =>
  product.type === 'physical' && product.inventory <= 0;
