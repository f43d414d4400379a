// What the app uses of bookings: the consultation product type, registered before the first render
// (so nothing here brings a screen: the checkout's time step and the account's Upcoming sessions tab
// are its screens, product-type-screens.ts, which load where they show). Its admin screens are
// admin/index.ts.
export { consultationProductType } from './product-type';
