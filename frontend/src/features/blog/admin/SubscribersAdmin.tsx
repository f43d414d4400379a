import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { App, Button, Empty, Table, Tag } from 'antd';
import { type ReactElement, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { CursorPagination } from '../../../components/CursorPagination';
import { toast } from '../../../components/toast';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import type { SubscriberDto, SubscriberStatus } from './api';
import { SUBSCRIBERS_EXPORT_URL, useListSubscriberPageQuery, useRemoveSubscriberMutation } from './api';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import { AdminSection } from './AdminSection';
import { SubscriberImport } from './SubscriberImport';
import './blog-admin.css';
import { ListSearch } from '../../../components/ListSearch';

export const SUBSCRIBERS_PAGE_SIZE = 20;
const NO_SUBSCRIBERS: SubscriberDto[] = [];

// the spec's Active or Inactive badge; an address waiting for its confirmation click says so
const BADGES: Record<SubscriberStatus, ReactElement> = {
  active: <Tag color="green">Active</Tag>,
  pending: <Tag color="gold">Awaiting confirmation</Tag>,
  inactive: <Tag>Inactive</Tag>,
};

function columns(onRemove: (s: SubscriberDto) => void): TableColumnsType<SubscriberDto> {
  return [
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Subscribed',
      dataIndex: 'subscribedAt',
      key: 'subscribedAt',
      render: (date: string) => <time dateTime={date}>{formatDate(date, DETAIL_DATE_FORMAT)}</time>,
    },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: SubscriberStatus) => BADGES[status] },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_: unknown, s: SubscriberDto) => (
        <Button
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Remove ${s.email}`}
          onClick={() => onRemove(s)}
        >
          Remove
        </Button>
      ),
    },
  ];
}

// The admin dashboard's 'Subscribers' tab: a page at a time, search (on the server), export and
// import CSV, remove.
export function SubscribersAdmin() {
  const { modal } = App.useApp();
  const [importing, setImporting] = useState(false);
  const { search, setSearch, query, pager } = useSearchedPages();
  const page = useListSubscriberPageQuery({
    limit: SUBSCRIBERS_PAGE_SIZE,
    cursor: pager.cursor,
    search: query || undefined,
  });
  const { isLoading, isFetching, isError } = page;
  const rows = page.currentData?.items ?? page.data?.items ?? NO_SUBSCRIBERS;
  const total = page.data?.total ?? 0;
  const [removeSubscriber] = useRemoveSubscriberMutation();

  const remove = async (s: SubscriberDto) => {
    try {
      await removeSubscriber({ id: s.id }).unwrap();
      toast({ title: 'Subscriber Removed', description: `${s.email} has been removed.` });
    } catch (e) {
      toast({ title: 'Remove Failed', description: errorMessage(e), variant: 'destructive' });
    }
  };
  const confirmRemove = (s: SubscriberDto) =>
    modal.confirm({
      title: 'Remove this subscriber?',
      content: `${s.email} will be deleted from the list and will no longer receive the daily e-mail.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove(s),
    });

  const counts = `${total.toLocaleString('en-US')} ${query ? 'found' : 'total'}`;
  return (
    <AdminSection
      title="Subscribers"
      extra={!isLoading && !isError && <span className="blog-admin-muted">{counts}</span>}
    >
      <div className="subscribers-toolbar">
        <ListSearch
          label="Search subscribers by e-mail"
          placeholder="Search by e-mail"
          value={search}
          onChange={setSearch}
          searching={isFetching && !isLoading}
        />
        <Button icon={<DownloadOutlined aria-hidden />} href={SUBSCRIBERS_EXPORT_URL} download>
          Export CSV
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
          Import CSV
        </Button>
      </div>
      {isError ? (
        <p className="blog-admin-error">Failed to load subscribers. Please try again later.</p>
      ) : (
        <Table<SubscriberDto>
          columns={columns(confirmRemove)}
          dataSource={rows}
          rowKey="id"
          loading={isFetching}
          pagination={false}
          // antd writes a bare emptyText in its disabled grey (1.64:1); Empty's is the muted text
          locale={{
            emptyText: <Empty description={query ? 'No subscribers match this search' : 'No subscribers yet'} />,
          }}
          scroll={{ x: true }}
        />
      )}
      <CursorPagination pager={pager} query={page} pageSize={SUBSCRIBERS_PAGE_SIZE} noun="subscribers" />
      <SubscriberImport open={importing} onClose={() => setImporting(false)} />
    </AdminSection>
  );
}
