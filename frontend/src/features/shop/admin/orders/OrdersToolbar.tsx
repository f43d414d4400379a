import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ListSearch } from '../../../../components/ListSearch';
import { productTypes } from '../../product-types/registry';
import type { OrderFilters } from '../api';

export type OrderListFilters = Omit<OrderFilters, 'search'>;

const DAY = 'YYYY-MM-DD';
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const STATUSES = ['completed', 'refunded', 'pending', 'failed', 'cancelled'];

// the two selects: what each filters, its name, what it shows when nothing is chosen, and its
// options (a product type's are the registered types, by their labels)
const selects = () =>
  [
    {
      filter: 'status',
      label: 'Status',
      placeholder: 'Paid orders',
      options: STATUSES.map((value) => ({ value, label: capitalised(value) })),
    },
    {
      filter: 'type',
      label: 'Product type',
      placeholder: 'Any product type',
      options: productTypes().map(({ type, label }) => ({ value: type, label })),
    },
  ] as const;

interface OrdersToolbarProps {
  // the search box: what is typed, and whether its results are on their way
  search: { value: string; onChange: (search: string) => void; searching: boolean };
  filters: OrderListFilters;
  onFilters: (filters: OrderListFilters) => void;
  exportUrl: string;
}

// Above the orders table: search, status, product type, the days placed, and the CSV of what is shown.
export function OrdersToolbar({ search, filters, onFilters, exportUrl }: OrdersToolbarProps) {
  const days: [Dayjs, Dayjs] | null = filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null;
  return (
    <div className="admin-orders__toolbar">
      <ListSearch label="Search orders by number, buyer or item" placeholder="#123, e-mail, name or item" {...search} />
      {selects().map(({ filter, label, placeholder, options }) => (
        <Select
          key={filter}
          aria-label={label}
          placeholder={placeholder}
          allowClear
          options={options}
          value={filters[filter]}
          onChange={(value) => onFilters({ ...filters, [filter]: value })}
        />
      ))}
      <DatePicker.RangePicker
        placeholder={['Placed from', 'Placed to']}
        value={days}
        onChange={(range) =>
          onFilters({
            ...filters,
            from: range?.[0]?.format(DAY) ?? undefined,
            to: range?.[1]?.format(DAY) ?? undefined,
          })
        }
      />
      <Button icon={<DownloadOutlined aria-hidden />} href={exportUrl} download>
        Export CSV
      </Button>
    </div>
  );
}
