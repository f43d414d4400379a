import { Empty, Table } from 'antd';
import { useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import type { SubscriberDto } from './api';
import { useListSubscriberPageQuery } from './api';
import { AdminSection } from './AdminSection';
import { subscriberColumns } from './subscriber-columns';
import { SubscriberImport } from './SubscriberImport';
import { SubscribersToolbar } from './SubscribersToolbar';
import { UndeliverableAddresses } from './UndeliverableAddresses';
import { useRemoveSubscriber } from './use-remove-subscriber';
import './blog-admin.css';

export const SUBSCRIBERS_PAGE_SIZE = 20;
const NO_SUBSCRIBERS: SubscriberDto[] = [];

// The admin dashboard's 'Subscribers' tab: a page at a time, search (on the server), export and
// import CSV, remove; each address mail no longer reaches says why, and the undeliverable
// addresses are listed below.
export function SubscribersAdmin() {
  return (
    <>
      <SubscribersList />
      <UndeliverableAddresses />
    </>
  );
}

function SubscribersList() {
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
  const confirmRemove = useRemoveSubscriber();

  const counts = `${total.toLocaleString('en-US')} ${query ? 'found' : 'total'}`;
  return (
    <AdminSection
      title="Subscribers"
      extra={!isLoading && !isError && <span className="blog-admin-muted">{counts}</span>}
    >
      <SubscribersToolbar
        search={search}
        onSearch={setSearch}
        searching={isFetching && !isLoading}
        onImport={() => setImporting(true)}
      />
      {isError ? (
        <p className="blog-admin-error">Failed to load subscribers. Please try again later.</p>
      ) : (
        <Table<SubscriberDto>
          columns={subscriberColumns(confirmRemove)}
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
