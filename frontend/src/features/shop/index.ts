// What other features use of the shop: the account page's Orders and Downloads tabs, and its
// saved shipping address.
export { DownloadsTabContent } from './components/DownloadsTabContent';
export { OrdersTabContent } from './components/OrdersTabContent';
export { useOrderCount } from './use-orders';
export { ShippingAddressCard } from './components/ShippingAddressCard';
