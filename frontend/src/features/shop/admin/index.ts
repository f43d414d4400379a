import type { AdminTab } from '../../admin';

// The shop's owner screens (antd), lent to the admin pages and loaded with them alone: the Orders
// tab (every order, with its buyer, payment, refunds and mails) and the Shop tab (the shipping rate
// and the discount codes), each in a chunk of its own; the Overview's sales. (The product manager is
// a route of its own: pages/ProductManagerPage.)
export const shopAdminTabs: AdminTab[] = [
  {
    key: 'orders',
    label: 'Orders',
    group: 'Sales',
    order: 80,
    load: () => import('./orders/OrdersTab').then((m) => m.OrdersTab),
  },
  {
    key: 'shop',
    label: 'Shop',
    group: 'Sales',
    order: 90,
    load: () => import('./shop-tab/ShopTab').then((m) => m.ShopTab),
  },
];
export { SalesCard } from './SalesCard';
// how the owner's screens write a date (the admin's API keys too)
export { formatOrderDate } from '../lib/order-format';
