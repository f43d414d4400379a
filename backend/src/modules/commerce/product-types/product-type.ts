import type { ProductEntity } from '../entities/product.entity';
import type { ProductFulfilment } from '../fulfilment/product-fulfilment';

// The per-type counts the product's payload carries besides commerce's own (a digital product's
// downloads, counted from its paid orders): a course's students, counted by courses.
export type ProductFigureField = 'students';

// One thing the assistant may tell anybody of a type's live products beyond the catalogue line (a
// course and its outline): never what only a buyer may see.
export interface AssistantEntry {
  title: string;
  // the page it links to, a site path ('/courses/founder-foundations')
  url: string;
  description: string;
  // lines under the entry in the model's instructions (a module and its lessons)
  details: string[];
  // the built-in assistant's sentence when a question matches it, in Markdown
  summary: string;
  // the words a question is matched against besides the title and description
  keywords: string;
}

// What the assistant may say of a type: a heading and a rule for the model, and the entries.
export interface AssistantFacts {
  // the section's heading in the model's instructions ('COURSES (outline: ...)')
  heading: string;
  // how to link to and speak of its entries
  rule: string;
  entries(): Promise<AssistantEntry[]>;
}

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
  // what the assistant may say of this type's products besides the catalogue's line
  readonly assistant?: AssistantFacts;
  // what the assistant's facts of the products say of this type's
  readonly knowledge?: ProductTypeKnowledge;
}
