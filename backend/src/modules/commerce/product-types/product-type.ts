import type { ProductEntity } from '../entities/product.entity';
import type { ProductFulfilment } from '../fulfilment/product-fulfilment';

// The per-type counts the product's payload carries besides commerce's own (a digital product's
// downloads, counted from its paid orders): a course's students, counted by courses.
export type ProductFigureField = 'students';

// What the assistant's facts of the products (commerce's 'products' knowledge source) say of a
// type's products beyond the catalogue's line, '{title} is a {noun} for $49.': sentences only its
// module knows (a session's length, a course's lessons), each read live.
export interface ProductTypeKnowledge {
  // 'digital download', 'online course'
  noun: string;
  // other words a visitor may use for the type ('ebook pdf file')
  keywords: string;
  // the tables its sentences are read from: a write there has the products read again
  tables?: readonly string[];
  // its sentences for each of these products of the type, by product id (none: nothing to add)
  sentences?(products: readonly ProductEntity[]): Promise<Map<number, string[]>>;
}

// A product type, as the module that brings it registers it with commerce (ProductTypeRegistry):
// what a sale means for it (ProductFulfilment's steps and questions) and what the shop and the
// assistant show of it that only its module knows. Commerce registers its own two (physical,
// digital); every other type is registered by its own module (courses, bookings), which commerce
// never imports.
export interface ProductTypeDefinition extends ProductFulfilment {
  // the figure a card shows, counted for many products at once (one query, never one per product)
  readonly figure?: {
    field: ProductFigureField;
    count(productIds: number[]): Promise<Map<number, number>>;
  };
  // what the assistant's facts of the products say of this type's
  readonly knowledge?: ProductTypeKnowledge;
}
