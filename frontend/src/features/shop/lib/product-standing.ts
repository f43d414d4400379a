import { useAuth } from '../../auth';
import { type ProductDto, useListComingSoonQuery, useListOwnedProductsQuery } from '../api';
import type { PlaceLink } from '../product-types/product-type';
import { productType } from '../product-types/registry';

// What the shop shows of a product in place of its buy button, as the server's product types say
// (GET /api/account/owned-products, GET /api/shop/coming-soon): 'owned' for a single-purchase
// product the signed-in customer has (a course they are enrolled in, a download they bought),
// 'comingSoon' for one not sold yet (a course with no lesson out), else null.
export type ProductStanding = 'owned' | 'comingSoon' | null;

export interface ProductStandings {
  standing: (productId: number) => ProductStanding;
  // until both lists are known (the visitor's own only once it is known who they are)
  isLoading: boolean;
}

export function useProductStandings(): ProductStandings {
  const { isAuthenticated, isLoading: whoIsLoading } = useAuth();
  const owned = useListOwnedProductsQuery(undefined, { skip: !isAuthenticated });
  const comingSoon = useListComingSoonQuery();
  return {
    standing: (productId) => {
      if (owned.data?.productIds.includes(productId)) return 'owned';
      return comingSoon.data?.productIds.includes(productId) ? 'comingSoon' : null;
    },
    isLoading: whoIsLoading || comingSoon.isLoading || (isAuthenticated && owned.isLoading),
  };
}

export const OWNED = 'You own this';
export const COMING_SOON = 'Coming soon';

// where an owned product is, as its type says (a course's page, the account's downloads), else the orders
export const ownedPlace = (product: ProductDto): PlaceLink =>
  productType(product.type)?.place?.(product) ?? { to: '/account?tab=orders', label: 'See your orders' };
