// What other features use of the shop: the account page's Orders and Downloads tabs, and its
// saved shipping address.
export { DownloadsTabContent } from './components/DownloadsTabContent';
export { OrdersTabContent } from './components/OrdersTabContent';
export { useOrderCount } from './use-orders';
export { ShippingAddressCard } from './components/ShippingAddressCard';
// What the admin's Orders and Coupons sections share with the shop: how an order reads, and the
// products a coupon may apply to.
export { formatOrderDate, statusColor } from './lib/order-format';
export { addressLines } from './lib/shipping';
export { useAllProductsQuery, type ProductDto } from './api';
