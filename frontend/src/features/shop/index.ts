// What other features use of the shop: the account page's Orders and Downloads tabs.
export { DownloadsTabContent } from './components/DownloadsTabContent';
export { OrdersTabContent } from './components/OrdersTabContent';
export { useOrderCount } from './use-orders';
