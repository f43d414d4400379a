import { Empty, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import { dateTimeIn } from '../../../lib/time-zones';
import { useSiteTimeZone } from '../../site/admin';
import {
  type AuditEntryDto,
  type AuditLogFilters,
  auditLogExportUrl,
  useListAuditLogPageQuery,
  useListAuditLogTablesQuery,
} from './api';
import { AuditChanges } from './AuditChanges';
import { AuditLogToolbar } from './AuditLogToolbar';
import { AuditRetention } from './AuditRetention';
import './audit-log.css';

export const AUDIT_PAGE_SIZE = 20;
const NO_ENTRIES: AuditEntryDto[] = [];
const NO_TABLES: string[] = [];

const columns = (timeOf: (at: string) => string): TableColumnsType<AuditEntryDto> => [
  // a time on one line at the width it needs; the actor (a name and an address) wraps instead
  { title: 'When', dataIndex: 'at', className: 'admin-audit__when', render: (at: string) => timeOf(at) },
  { title: 'Who', dataIndex: 'actor', className: 'admin-audit__who' },
  { title: 'From', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
  {
    title: 'Action',
    key: 'action',
    render: (_, entry) => (
      <>
        <code>{entry.action}</code>
        {entry.note && <div className="admin-audit__muted">{entry.note}</div>}
      </>
    ),
  },
  { title: 'Changed', dataIndex: 'tables', render: (tables: string[]) => tables.join(', ') || '—' },
];

// The admin dashboard's 'Audit log' tab: each admin action that changed data (or exported it),
// newest first, a page at a time, filtered on the server; a row opens to its changes, before → after;
// the CSV has the whole filtered list. Below, how long the log is kept.
export function AuditLogTab() {
  const headingId = useId();
  const [filters, setFilters] = useState<Omit<AuditLogFilters, 'who' | 'action'>>({});
  const [action, setAction] = useState('');
  const actionQuery = useDebouncedValue(action.trim(), 300);
  const { search, setSearch, query, pager } = useSearchedPages(JSON.stringify({ ...filters, actionQuery }));
  const shown: AuditLogFilters = { ...filters, who: query || undefined, action: actionQuery || undefined };
  const page = useListAuditLogPageQuery(
    { limit: AUDIT_PAGE_SIZE, cursor: pager.cursor, ...shown },
    { refetchOnMountOrArgChange: true },
  );
  const tables = useListAuditLogTablesQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = page.currentData?.items ?? page.data?.items ?? NO_ENTRIES;
  const filtered = Object.values(shown).some(Boolean);
  // in the site's time zone, named; in the browser's while it loads
  const zone = useSiteTimeZone();
  const timeOf = (at: string) => (zone ? dateTimeIn(at, zone) : new Date(at).toLocaleString('en-US'));

  return (
    <section className="admin-audit" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-audit__title">
        Audit log
      </h2>
      <p className="admin-audit__lead">
        Every change made from the admin or with an admin API key: who made it, when, from which address, and what each
        record was before and after. Passwords, keys and other secrets show as [hidden]. Nobody can edit this log.
      </p>
      <AuditLogToolbar
        search={{ value: search, onChange: setSearch, searching: page.isFetching && !page.isLoading }}
        action={action}
        onAction={setAction}
        tables={tables.data ?? NO_TABLES}
        filters={filters}
        onFilters={setFilters}
        exportUrl={auditLogExportUrl(shown)}
      />
      {page.isError ? (
        <p role="alert">Failed to load the audit log. Please try again later.</p>
      ) : (
        <Table<AuditEntryDto>
          columns={columns(timeOf)}
          dataSource={rows}
          rowKey="id"
          loading={page.isFetching}
          pagination={false}
          expandable={{
            expandedRowRender: (entry) => <AuditChanges changes={entry.changes} note={entry.note} />,
            expandRowByClick: true,
          }}
          locale={{ emptyText: <Empty description={filtered ? 'No entries match these filters' : 'No entries yet'} /> }}
          scroll={{ x: true }}
        />
      )}
      <CursorPagination pager={pager} query={page} pageSize={AUDIT_PAGE_SIZE} noun="entries" />
      <AuditRetention />
    </section>
  );
}
