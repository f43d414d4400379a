import { useOrderCount } from '../use-orders';

// The account's Orders tab's label: 'Orders ({count})', the count of all the user's orders.
export function OrdersTabLabel() {
  return <>{`Orders (${useOrderCount()})`}</>;
}
