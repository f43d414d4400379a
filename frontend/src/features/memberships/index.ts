// What the app uses of memberships: the membership product type, registered before the first render
// (so nothing here brings a screen: the account's Membership tab is its screens,
// product-type-screens.ts, and the join page a lazy route). Its admin screens are admin/index.ts.
export { membershipProductType } from './product-type';
