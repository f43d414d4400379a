import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { App, Button, Input, Table, Tag } from 'antd';
import { type ReactElement, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { SubscriberDto, SubscriberStatus } from '../api';
import { SUBSCRIBERS_EXPORT_URL, useListSubscribersQuery, useRemoveSubscriberMutation } from '../api';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import { AdminSection } from './AdminSection';
import { SubscriberImport } from './SubscriberImport';
import './blog-admin.css';

const SEARCH_DELAY_MS = 300;

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

// The admin dashboard's 'Subscribers' tab: search (on the server), export and import CSV, remove.
export function SubscribersAdmin() {
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [importing, setImporting] = useState(false);
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data = [], isLoading, isFetching, isError } = useListSubscribersQuery(query ? { search: query } : {});
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

  const active = data.filter((s) => s.active).length;
  const counts = query ? `${data.length} found` : `${data.length} total, ${active} active`;
  return (
    <AdminSection
      title="Subscribers"
      extra={!isLoading && !isError && <span className="blog-admin-muted">{counts}</span>}
    >
      <div className="subscribers-toolbar">
        <Input.Search
          aria-label="Search subscribers by e-mail"
          placeholder="Search by e-mail"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          loading={isFetching && !isLoading}
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
          dataSource={data}
          rowKey="id"
          loading={isLoading}
          pagination={data.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: query ? 'No subscribers match this search' : 'No subscribers yet' }}
          scroll={{ x: true }}
        />
      )}
      <SubscriberImport open={importing} onClose={() => setImporting(false)} />
    </AdminSection>
  );
}
