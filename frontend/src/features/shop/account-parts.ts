import { createElement, use } from 'react';
import type { AccountTab } from './product-types/product-type';
import { readable } from './product-types/readable';
import { loadedScreens, productTypes, useProductTypeScreens } from './product-types/registry';

// The shop's screens on the account page, in a chunk of their own: this module comes with the app's
// entry (the product types' registry shares the shop's index.ts), which every public page loads.
type AccountScreens = typeof import('./components/account-screens');
let loading: (Promise<AccountScreens> & { value?: AccountScreens }) | undefined;
const accountScreens = () => (loading ??= readable(import('./components/account-screens')));

// one of them, as the account page renders it once useAccountTabs has loaded them
const screen = (name: keyof AccountScreens) => () => {
  const loaded = accountScreens().value;
  return loaded ? createElement(loaded[name]) : null;
};
export const OrdersTabLabel = screen('OrdersTabLabel');
export const OrdersTabContent = screen('OrdersTabContent');
export const DownloadsTabContent = screen('DownloadsTabContent');
export const ShippingAddressCard = screen('ShippingAddressCard');

// The product types' tabs (My Courses, Upcoming sessions, Membership, Payment plans), in their order. Suspends until they and
// the shop's screens above are loaded: the account page shows its tabs, labels and all, at once.
export function useAccountTabs(): AccountTab[] {
  use(accountScreens());
  useProductTypeScreens();
  return productTypes().flatMap(({ type }) => loadedScreens(type).accountTab ?? []);
}
