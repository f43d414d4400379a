import type { TableColumnsType } from 'antd';
import { Table, Tag } from 'antd';
import type { SubscriberDto } from '../api';
import { useListSubscribersQuery } from '../api';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import { AdminSection } from './AdminSection';
import './blog-admin.css';

const COLUMNS: TableColumnsType<SubscriberDto> = [
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Subscribed',
    dataIndex: 'subscribedAt',
    key: 'subscribedAt',
    render: (date: string) => <time dateTime={date}>{formatDate(date, DETAIL_DATE_FORMAT)}</time>,
  },
  {
    title: 'Status',
    dataIndex: 'active',
    key: 'active',
    render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
  },
];

// The admin dashboard's 'Subscribers' tab.
export function SubscribersAdmin() {
  const { data = [], isLoading, isError } = useListSubscribersQuery();
  const active = data.filter((s) => s.active).length;
  return (
    <AdminSection
      title="Subscribers"
      extra={
        !isLoading && !isError && <span className="blog-admin-muted">{`${data.length} total, ${active} active`}</span>
      }
    >
      {isError ? (
        <p className="blog-admin-error">Failed to load subscribers. Please try again later.</p>
      ) : (
        <Table<SubscriberDto>
          columns={COLUMNS}
          dataSource={data}
          rowKey="id"
          loading={isLoading}
          pagination={data.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: 'No subscribers yet' }}
          scroll={{ x: true }}
        />
      )}
    </AdminSection>
  );
}
