import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ListSearch } from '../../../components/ListSearch';
import type { OrderFilters } from '../api';

export type OrderListFilters = Omit<OrderFilters, 'search'>;

const DAY = 'YYYY-MM-DD';
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

// the two selects: what each filters, its name, and what it shows when nothing is chosen
const SELECTS = [
  {
    filter: 'status',
    label: 'Status',
    placeholder: 'Paid orders',
    values: ['completed', 'refunded', 'pending', 'failed', 'cancelled'],
  },
  {
    filter: 'type',
    label: 'Product type',
    placeholder: 'Any product type',
    values: ['digital', 'physical', 'course', 'consultation'],
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
      {SELECTS.map(({ filter, label, placeholder, values }) => (
        <Select
          key={filter}
          aria-label={label}
          placeholder={placeholder}
          allowClear
          options={values.map((value) => ({ value, label: capitalised(value) }))}
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
