import type { ProductTypeDefinition } from '../..';
import type { ProductDto } from '../../api';

// The contract's product types are a closed union (openapi.json lists the server's): a type the
// server does not have, which exists only in these tests, is cast to it. A real type is the
// server's first (its fulfilment), and so in the union.
export const GIFT_CARD = 'gift-card' as ProductDto['type'];

// A product type of the tests' own, defined the way a feature defines one (courses, bookings):
// from its own folder, through the shop's index.ts alone; registered by its test.
export const giftCardProductType: ProductTypeDefinition = {
  type: GIFT_CARD,
  label: 'Gift card',
  filterLabel: 'Gift Cards',
  buyLabel: 'Give Now',
  figure: (product) => (product.duration ? `Valid for ${product.duration}` : null),
  includes: () => ['A gift card, sent to whom you choose'],
  checkoutStep: 'Who is it for?',
  screens: () => import('./screens').then((m) => m.giftCardScreens),
};
