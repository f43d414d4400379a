import { Empty, Select, Table } from 'antd';
import { useState } from 'react';
import { ListSearch } from '../../../components/ListSearch';
import { SideScroll } from '../../../components/SideScroll';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { PLAN_STATUS_OPTIONS } from '../plans/plan-words';
import { type AdminPlanDto, type PlanFilters, useListAdminPlansQuery } from './api';
import { Figure } from './FiguresPanel';
import { planColumns } from './plan-columns';
import './memberships-admin.css';

export const PLANS_FAILED = 'Failed to load the payment plans. Please try again later.';
const SEARCH_DELAY_MS = 300;

// The admin's 'Payment plans' tab: every product bought in instalments (newest first), of a status
// or searched by buyer or product on the server, with what the listed plans have paid and still owe.
export function PaymentPlansTab() {
  const [status, setStatus] = useState<PlanFilters['status']>();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const shown = useListAdminPlansQuery({ status, search: query || undefined });
  const plans = shown.currentData ?? shown.data;
  const filtered = !!status || !!query;
  return (
    <div className="memberships-admin">
      <div className="memberships-figures__grid">
        <Figure title="Paid" value={shown.currentData?.paid} />
        <Figure title="Outstanding" value={shown.currentData?.outstanding} />
      </div>
      <div className="memberships-admin__toolbar">
        <ListSearch
          label="Search payment plans by buyer or product"
          placeholder="Buyer or product"
          value={search}
          onChange={setSearch}
          searching={shown.isFetching && !shown.isLoading}
        />
        <Select
          aria-label="Status"
          placeholder="Every plan"
          allowClear
          options={PLAN_STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
        />
      </div>
      {shown.isError && <p role="alert">{PLANS_FAILED}</p>}
      {!shown.isError && (
        <SideScroll label="Payment plans">
          <Table<AdminPlanDto>
            aria-label="Payment plans"
            rowKey="id"
            dataSource={plans?.plans}
            columns={planColumns}
            pagination={false}
            loading={shown.isFetching}
            locale={{ emptyText: <Empty description={filtered ? 'No plans match' : 'No payment plans yet'} /> }}
          />
        </SideScroll>
      )}
    </div>
  );
}
