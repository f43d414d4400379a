import { shopApi, useListOrdersQuery } from '../api';

// A just-paid order is pending until the payment is confirmed (Stripe's webhook): while any order
// is pending the list is read again every few seconds, so it turns completed on its own.
export const PENDING_ORDERS_POLLING_MS = 3000;

export function useHasPendingOrders(): boolean {
  const { data } = shopApi.endpoints.listOrders.useQueryState();
  return data?.some((order) => order.status === 'pending') ?? false;
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
