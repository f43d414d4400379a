// What the app and other features use of the shop. It comes with the app's entry (the product types
// are registered before the first render), so nothing here brings a screen or the shop's api.ts
// with it: screens come in chunks of their own, loaded where they show (a type's `screens`, the
// account page's). The owner's screens are admin/index.ts.

// The product types: the registry, the shop's own two, and what a feature needs to define its own
// (docs/architecture.md, "Adding a module").
export { registerProductType } from './product-types/registry';
export { digitalProductType } from './product-types/digital';
export { physicalProductType } from './product-types/physical';
export { defineCheckoutStep } from './product-types/checkout-step';
export { countOf } from './product-types/figures';
export { blankToNull } from './lib/field-values';
export type {
  AccountTab,
  PlaceLink,
  ProductTypeDefinition,
  ProductTypeForm,
  ProductTypeScreens,
} from './product-types/product-type';
export type { CheckoutChoice, ChooseProps, ChosenProps } from './product-types/checkout-step';
export type { ProductFormValues } from './lib/product-form';
// The account page's Orders and Downloads tabs, its saved shipping address, and the product types'
// tabs (useAccountTabs loads them all).
export {
  DownloadsTabContent,
  OrdersTabContent,
  OrdersTabLabel,
  ShippingAddressCard,
  useAccountTabs,
} from './account-parts';
