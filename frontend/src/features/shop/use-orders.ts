import { shopApi, useListOrdersQuery } from './api';

// A just-paid order is pending until the payment is confirmed (Stripe's webhook): while a recent
// order is pending the list is read again every few seconds, so it turns completed on its own. An
// older pending order is a checkout left unpaid: it is not worth a request every few seconds.
export const PENDING_ORDERS_POLLING_MS = 3000;
export const RECENT_ORDER_MS = 15 * 60 * 1000;

export function useHasPendingOrders(): boolean {
  const { data } = shopApi.endpoints.listOrders.useQueryState();
  const since = Date.now() - RECENT_ORDER_MS;
  return data?.some((order) => order.status === 'pending' && Date.parse(order.createdAt) > since) ?? false;
}

// The signed-in user's orders, newest first.
export function useOrders() {
  const pending = useHasPendingOrders();
  return useListOrdersQuery(undefined, {
    pollingInterval: pending ? PENDING_ORDERS_POLLING_MS : 0,
    // another account may have signed in since the list was cached
    refetchOnMountOrArgChange: true,
  });
}

// For the tab label: 'Orders ({count})'.
export function useOrderCount(): number {
  return useOrders().data?.length ?? 0;
}
