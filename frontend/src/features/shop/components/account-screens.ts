// The shop's screens on the account page, in one chunk: the page shows them together.
export { DownloadsTabContent } from './DownloadsTabContent';
export { OrdersTabContent } from './OrdersTabContent';
export { OrdersTabLabel } from './OrdersTabLabel';
export { ShippingAddressCard } from './ShippingAddressCard';
