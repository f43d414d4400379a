import type { ComponentType } from 'react';
import type { CreateProductDto, ProductDto } from '../api';
import type { ProductFormValues } from '../lib/product-form';
import type { CheckoutStep } from './checkout-step';

// The contract's product types. The registry is keyed by them, not by any string: a type is the
// server's first (its fulfilment, openapi.json), then the shop's. (The tests' gift card, which the
// contract lacks, is cast to it.)
export type ProductType = ProductDto['type'];

// An address of the site and the words of its link ('Go to the course').
export interface PlaceLink {
  to: string;
  label: string;
}

// The product manager's part of a type: its fields, and what they put in the save's body.
export interface ProductTypeForm {
  // beside the rating: a figure the server counts from paid orders (a course's students), shown
  // and never sent
  counted?: { label: string; name: 'downloads' | 'students' };
  // beside the rating: a field of its own (a session's duration)
  Figure?: ComponentType;
  // under the figures: fields of its own (physical goods' shipping and stock)
  Fields?: ComponentType;
  // its fields in the body of POST or PATCH /api/products (the fields of the others are cleared)
  payload?: (values: ProductFormValues) => Partial<CreateProductDto>;
}

// A tab of its own on the account page (My Courses, Upcoming sessions), after the account's own.
export interface AccountTab {
  // ?tab={key}
  key: string;
  label: string;
  Tab: ComponentType;
}

// What a type brings to the screens only the owner or a signed-in customer opens: the product
// manager's fields, the checkout's step, its account tab, the owner's builder. Loaded by those screens alone
// (useProductTypeScreens), so that the public pages, for which each type's words and figures are
// registered with the app's entry, never carry them.
export interface ProductTypeScreens {
  form?: ProductTypeForm;
  // what the checkout asks for it (definition.checkoutStep says that it asks)
  checkout?: CheckoutStep;
  // its tab on the account page, or its tabs (memberships: Membership and Payment plans)
  accountTab?: AccountTab | AccountTab[];
  // the owner's screen for what the product manager does not hold (a course's lessons)
  builder?: { label: string; path: (product: ProductDto) => string };
  // the toast's words when a new one is saved as a draft (the server says which types start so)
  draftSaved?: (title: string) => string;
}

// What a product type is to the SPA: each type's words, figures and screens, in one place. The
// shop defines its own two (digital, physical); a feature that sells a type of its own defines it
// in its folder (features/courses/product-type.ts) and exports it from its index.ts; the app
// registers them all before its first render (app/product-types.ts).
export interface ProductTypeDefinition {
  type: ProductType;
  // in the product manager's Type select, the owner's lists and the orders' filter: 'Course'
  label: string;
  // its filter on the Products page ('Courses'); none: listed under All Products only
  filterLabel?: string;
  // its card's and page's button ('Enroll Now'); Buy Now when it says none
  buyLabel?: string;
  // its own way to buy (a membership's join page): the button leads there instead of the checkout
  buyPath?: (product: ProductDto) => string;
  // the figure on its card and page ('320 students', '60 min'), null when there is none yet
  figure?: (product: ProductDto) => string | null;
  // what its page says the buyer gets, a line each
  includes: (product: ProductDto) => string[];
  // a page of its own, linked beside the buy button on the product's page (a course's outline)
  pageLink?: (product: ProductDto) => PlaceLink;
  // where the buyer finds it once it is theirs ('You own this'); the account's orders when none
  place?: (product: ProductDto) => PlaceLink;
  // a paid checkout leads there (a course opens) rather than to the orders
  opensOncePaid?: boolean;
  // the title of what the checkout asks for it before the payment ('Choose a time': a
  // consultation's time); its screens' `checkout` asks it
  checkoutStep?: string;
  // its screens' module (ProductTypeScreens), in a chunk of its own
  screens?: () => Promise<ProductTypeScreens>;
}
