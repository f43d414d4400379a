import type { ListOrdersApiArg } from '../../api';
import { shopApi, useListOrderPageQuery } from './api';

// A just-paid order is pending until the payment is confirmed (Stripe's webhook): while a recent
// order is pending the list is read again every few seconds, so it turns completed on its own. An
// older pending order is a checkout left unpaid: it is not worth a request every few seconds.
export const PENDING_ORDERS_POLLING_MS = 3000;
export const RECENT_ORDER_MS = 15 * 60 * 1000;
export const ORDERS_PAGE_SIZE = 10;

// the first page holds the newest orders: the ones that may still be pending
const FIRST_PAGE: ListOrdersApiArg = { limit: ORDERS_PAGE_SIZE };

export function useHasPendingOrders(): boolean {
  const { data } = shopApi.endpoints.listOrderPage.useQueryState(FIRST_PAGE);
  const since = Date.now() - RECENT_ORDER_MS;
  return data?.items.some((order) => order.status === 'pending' && Date.parse(order.createdAt) > since) ?? false;
}

// A page of the signed-in user's orders, newest first (the first page without a cursor).
export function useOrders(cursor?: string) {
  const pending = useHasPendingOrders();
  return useListOrderPageQuery(cursor ? { ...FIRST_PAGE, cursor } : FIRST_PAGE, {
    pollingInterval: pending && !cursor ? PENDING_ORDERS_POLLING_MS : 0,
    // another account may have signed in since the list was cached
    refetchOnMountOrArgChange: true,
  });
}

// For the tab label: 'Orders ({count})', the count of all the user's orders.
export function useOrderCount(): number {
  return useOrders().data?.total ?? 0;
}
