import { Button, Empty, Input, Table } from 'antd';
import { useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import type { MailSuppressionDto } from './api';
import { useListMailSuppressionPageQuery } from './api';
import { AdminSection } from './AdminSection';
import { undeliverableColumns } from './undeliverable-columns';
import { useUndeliverableActions } from './use-undeliverable-actions';

export const UNDELIVERABLE_PAGE_SIZE = 10;
const NONE: MailSuppressionDto[] = [];

// Below the subscribers: the addresses mail no longer reaches (any of the site's mails, not only
// the list's) and why, latest first; Lift sends mail to one again, and an address can be marked
// by hand. A reader who confirms their address anew lifts it themselves.
export function UndeliverableAddresses() {
  const [email, setEmail] = useState('');
  const pager = useCursorPages('');
  const page = useListMailSuppressionPageQuery({ limit: UNDELIVERABLE_PAGE_SIZE, cursor: pager.cursor });
  const { mark, marking, lift } = useUndeliverableActions();
  const rows = page.currentData?.items ?? page.data?.items ?? NONE;
  const total = page.data?.total ?? 0;

  const submit = async () => {
    if (email.trim() && (await mark(email.trim()))) setEmail('');
  };
  return (
    <AdminSection title="Undeliverable addresses" extra={<span className="blog-admin-muted">{total} stopped</span>}>
      <p className="blog-admin-muted">
        No mail goes to these addresses: their mail server refused them for good, or the owner marked them. A complaint
        stops only the daily e-mail and other list mail. Confirming a new subscription lifts an address.
      </p>
      <form className="subscribers-toolbar" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Input
          aria-label="Address to mark undeliverable"
          placeholder="name@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button htmlType="submit" loading={marking}>
          Mark undeliverable
        </Button>
      </form>
      {page.isError ? (
        <p className="blog-admin-error">Failed to load undeliverable addresses. Please try again later.</p>
      ) : (
        <Table<MailSuppressionDto>
          columns={undeliverableColumns((s) => void lift(s))}
          dataSource={rows}
          rowKey="id"
          loading={page.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description="Mail reaches every address" /> }}
          scroll={{ x: true }}
        />
      )}
      <CursorPagination pager={pager} query={page} pageSize={UNDELIVERABLE_PAGE_SIZE} noun="addresses" />
    </AdminSection>
  );
}
