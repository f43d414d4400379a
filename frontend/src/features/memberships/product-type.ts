import type { ProductTypeDefinition } from '../shop';
import { joinPath, MEMBERSHIP_TAB_PATH } from './paths';

// The contract's product types are the spec's four (openapi.json's enum): the membership type the
// server registers (backend modules/memberships) is cast to them.
export const MEMBERSHIP = 'membership' as ProductTypeDefinition['type'];

// A membership tier is a product: on /products and its page like any product, joined from its own
// page (/join/{slug}: a monthly or yearly subscription), never through the cart's checkout; its
// member manages it in Account → Membership (its screens: product-type-screens.ts). Its prices,
// trial and benefits are the tier's (GET /api/memberships/tiers), which the join page reads.
export const membershipProductType: ProductTypeDefinition = {
  type: MEMBERSHIP,
  // joined on its own page, not through the cart's checkout (the server refuses it in a cart)
  buyPath: (product) => joinPath(product.slug),
  buyLabel: 'Join',
  label: 'Membership',
  filterLabel: 'Memberships',
  // no figure: a tier's interval and trial are not the product's (the join page reads them)
  includes: () => ['Members-only posts and benefits', 'Renews until you cancel it'],
  place: () => ({ to: MEMBERSHIP_TAB_PATH, label: 'Manage your membership' }),
  screens: () => import('./product-type-screens').then((m) => m.membershipScreens),
};
