import { Empty, Table } from 'antd';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CursorPagination } from '../../../../components/CursorPagination';
import { useSearchedPages } from '../../../../hooks/use-searched-pages';
import { type AdminOrderDto, ordersExportUrl, useListAdminOrderPageQuery } from '../api';
import { useSiteTime } from '../use-site-time';
import { orderColumns } from './order-columns';
import { OrderDetail } from './OrderDetail';
import { type OrderListFilters, OrdersToolbar } from './OrdersToolbar';
import './orders.css';

export const ORDERS_PAGE_SIZE = 20;
const NO_ORDERS: AdminOrderDto[] = [];

// The admin dashboard's 'Orders' tab: every paid order (or those of a status), newest first, a
// page at a time, searched and filtered on the server; a click (or ?order=) opens one; the CSV has
// them all.
export function OrdersTab() {
  const headingId = useId();
  const [filters, setFilters] = useState<OrderListFilters>({});
  const { search, setSearch, query, pager } = useSearchedPages(JSON.stringify(filters));
  const shown = { ...filters, search: query || undefined };
  const page = useListAdminOrderPageQuery({ limit: ORDERS_PAGE_SIZE, cursor: pager.cursor, ...shown });
  // ?order=12 (the owner's "New order to ship" mail links there) opens that order
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => Number(params.get('order')) || null);
  const rows = page.currentData?.items ?? page.data?.items ?? NO_ORDERS;
  const filtered = Object.values(shown).some(Boolean);
  const timeOf = useSiteTime();

  return (
    <section className="admin-orders" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-orders__title">
        Orders
      </h2>
      <OrdersToolbar
        search={{ value: search, onChange: setSearch, searching: page.isFetching && !page.isLoading }}
        filters={filters}
        onFilters={setFilters}
        exportUrl={ordersExportUrl(shown)}
      />
      {page.isError ? (
        <p role="alert">Failed to load orders. Please try again later.</p>
      ) : (
        <Table<AdminOrderDto>
          columns={orderColumns(setOpenId, timeOf)}
          dataSource={rows}
          rowKey="id"
          loading={page.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description={filtered ? 'No orders match these filters' : 'No orders yet'} /> }}
          scroll={{ x: true }}
        />
      )}
      <CursorPagination pager={pager} query={page} pageSize={ORDERS_PAGE_SIZE} noun="orders" />
      {openId !== null && <OrderDetail id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
