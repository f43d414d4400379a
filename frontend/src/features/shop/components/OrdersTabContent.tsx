import { ShoppingOutlined } from '@ant-design/icons';
import { Card, Empty, Spin } from 'antd';
import { listState } from '../../../api/list-state';
import { ButtonLink } from '../../../components/ButtonLink';
import { CursorPagination } from '../../../components/CursorPagination';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { OrderCard } from './OrderCard';
import { UpsellOffers } from './UpsellOffers';
import { ORDERS_PAGE_SIZE, useOrders } from '../use-orders';
import '../shop-account.css';

export const ORDERS_LOAD_FAILED = 'Failed to load your orders. Please try again later.';

// The account's Orders tab (spec section 2): each order, a page at a time, or 'No orders yet'; a
// paid checkout lands here, so the one-click offer after it shows above them.
export function OrdersTabContent() {
  const pager = useCursorPages('');
  const page = useOrders(pager.cursor);
  const orders = listState({ ...page, data: page.currentData?.items ?? page.data?.items });

  if (orders.status === 'loading') {
    return (
      <div className="shop-account-loading">
        <Spin aria-label="Loading your orders" />
      </div>
    );
  }
  if (orders.status === 'failed') {
    return (
      <p className="shop-account-error" role="alert">
        {ORDERS_LOAD_FAILED}
      </p>
    );
  }
  if (orders.status === 'empty') {
    return (
      <Card>
        <Empty image={<ShoppingOutlined className="shop-account-empty__icon" />} description="No orders yet">
          <ButtonLink to="/products" type="primary">
            Browse Products
          </ButtonLink>
        </Empty>
      </Card>
    );
  }
  return (
    <>
      <UpsellOffers />
      <ul className="shop-orders" aria-label="Orders">
        {orders.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <CursorPagination pager={pager} query={page} pageSize={ORDERS_PAGE_SIZE} noun="orders" />
    </>
  );
}
