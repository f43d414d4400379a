// The account page's Orders and Downloads tabs (features/account renders them).
export { DownloadsTabContent } from './DownloadsTabContent';
export { OrdersTabContent } from './OrdersTabContent';
export { useOrderCount } from './use-orders';
