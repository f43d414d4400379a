import type { ProductTypeDefinition } from '../shop';

// A consultation is sold in the shop: its buyer chooses a time at the checkout, held while they pay
// (backend modules/bookings), and finds it in Account → Upcoming sessions (its screens, the time's
// step among them: product-type-screens.ts).
export const consultationProductType: ProductTypeDefinition = {
  type: 'consultation',
  label: 'Consultation',
  filterLabel: 'Consultancy',
  buyLabel: 'Book Session',
  figure: (product) => product.duration || null,
  includes: (product) => [`A one-to-one session${product.duration ? ` (${product.duration})` : ''}`],
  checkoutStep: 'Choose a time',
  screens: () => import('./product-type-screens').then((m) => m.consultationScreens),
};
