import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ListSearch } from '../../../components/ListSearch';
import type { AuditLogFilters } from './api';

interface AuditLogToolbarProps {
  // the "who" box: what is typed, and whether its results are on their way
  search: { value: string; onChange: (search: string) => void; searching: boolean };
  action: string;
  onAction: (action: string) => void;
  tables: string[];
  filters: Omit<AuditLogFilters, 'who' | 'action'>;
  onFilters: (filters: Omit<AuditLogFilters, 'who' | 'action'>) => void;
  exportUrl: string;
}

// Above the log: who, the table changed, the action's text, the days (the browser's), and the CSV of
// what is shown.
export function AuditLogToolbar({
  search,
  action,
  onAction,
  tables,
  filters,
  onFilters,
  exportUrl,
}: AuditLogToolbarProps) {
  const days: [Dayjs, Dayjs] | null = filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null;
  return (
    <div className="admin-audit__toolbar">
      <ListSearch label="Search the audit log by who acted" placeholder="Name, e-mail or API key" {...search} />
      <Select
        aria-label="Table changed"
        placeholder="Any table"
        allowClear
        showSearch
        options={tables.map((table) => ({ value: table, label: table }))}
        value={filters.table}
        onChange={(table) => onFilters({ ...filters, table })}
      />
      <Input
        aria-label="Action contains"
        placeholder="Action, e.g. /api/admin/products"
        allowClear
        value={action}
        onChange={(e) => onAction(e.target.value)}
      />
      <DatePicker.RangePicker
        placeholder={['From day', 'To day']}
        value={days}
        onChange={(range) =>
          onFilters({
            ...filters,
            from: range?.[0]?.startOf('day').toISOString() ?? undefined,
            to: range?.[1]?.endOf('day').toISOString() ?? undefined,
          })
        }
      />
      <Button icon={<DownloadOutlined aria-hidden />} href={exportUrl} download>
        Download CSV
      </Button>
    </div>
  );
}
