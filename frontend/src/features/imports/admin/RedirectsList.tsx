import { Button, Card, Empty, Table } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { CursorPagination } from '../../../components/CursorPagination';
import { toast } from '../../../components/toast';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { type RedirectDto, useListRedirectPageQuery, useRemoveRedirectMutation } from './api';

export const REDIRECTS_PAGE_SIZE = 20;
const NONE: RedirectDto[] = [];

// The old addresses of imported posts, each answered with a permanent redirect to the post here, a
// page at a time (an import may bring thousands).
export function RedirectsList() {
  const pager = useCursorPages('');
  const page = useListRedirectPageQuery({ limit: REDIRECTS_PAGE_SIZE, cursor: pager.cursor });
  const rows = page.currentData?.items ?? page.data?.items ?? NONE;
  const [remove] = useRemoveRedirectMutation();
  const stop = async (redirect: RedirectDto) => {
    try {
      await remove({ id: redirect.id }).unwrap();
      toast({ title: 'Redirect Removed', description: `${redirect.path} no longer leads anywhere.` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Card title="Old addresses" role="region" aria-label="Old addresses">
      <p className="imports-admin__muted">
        Links to your old site&apos;s posts keep working: point your old domain here and each address below answers with
        a permanent redirect (301) to the post on this site.
      </p>
      <Table<RedirectDto>
        size="small"
        rowKey="id"
        loading={page.isFetching}
        dataSource={rows}
        // antd writes a bare emptyText in its disabled grey (1.64:1); Empty's is the muted text
        locale={{ emptyText: <Empty description="No old addresses yet: they come with an import." /> }}
        pagination={false}
        columns={[
          { title: 'Old address', dataIndex: 'path' },
          { title: 'Leads to', dataIndex: 'target', render: (target: string) => <a href={target}>{target}</a> },
          {
            title: '',
            key: 'remove',
            render: (_, redirect) => (
              <Button size="small" danger aria-label={`Remove ${redirect.path}`} onClick={() => void stop(redirect)}>
                Remove
              </Button>
            ),
          },
        ]}
      />
      <CursorPagination pager={pager} query={page} pageSize={REDIRECTS_PAGE_SIZE} noun="old addresses" />
    </Card>
  );
}
