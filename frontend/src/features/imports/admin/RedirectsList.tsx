import { Button, Card, Table } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { type RedirectDto, useListRedirectsQuery, useRemoveRedirectMutation } from './api';

// The old addresses of imported posts, each answered with a permanent redirect to the post here.
export function RedirectsList() {
  const { data = [], isLoading } = useListRedirectsQuery({ limit: 100 });
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
        loading={isLoading}
        dataSource={data}
        locale={{ emptyText: 'No old addresses yet: they come with an import.' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
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
    </Card>
  );
}
