import type { ProductFulfilment } from '../fulfilment/product-fulfilment';

// The per-type counts the product's payload carries besides commerce's own (a digital product's
// downloads, counted from its paid orders): a course's students, counted by courses.
export type ProductFigureField = 'students';

// A product type, as the module that brings it registers it with commerce (ProductTypeRegistry):
// what a sale means for it (ProductFulfilment's steps and questions) and what the shop shows of it
// that only its module knows. Commerce registers its own two (physical, digital); every other type
// is registered by its own module (courses, bookings), which commerce never imports.
export interface ProductTypeDefinition extends ProductFulfilment {
  // the figure a card shows, counted for many products at once (one query, never one per product)
  readonly figure?: {
    field: ProductFigureField;
    count(productIds: number[]): Promise<Map<number, number>>;
  };
}
