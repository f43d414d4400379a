import { PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { App, Button, Empty, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { formatOrderDate } from '../../shop';
import { type ApiKeyDto, type CreatedApiKeyDto, useListApiKeysQuery, useRevokeApiKeyMutation } from '../api';
import { API_DOCS_PATH, ApiKeyCreatedModal } from './ApiKeyCreatedModal';
import { API_KEY_SCOPES } from './api-key-scopes';
import { NewApiKeyModal } from './NewApiKeyModal';

const NO_KEYS: ApiKeyDto[] = [];
const Muted = ({ children }: { children: string }) => <div className="admin-api-keys__muted">{children}</div>;

function columns(confirmRevoke: (key: ApiKeyDto) => void): TableColumnsType<ApiKeyDto> {
  return [
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <strong>{name}</strong> },
    {
      title: 'Scope',
      dataIndex: 'scope',
      key: 'scope',
      render: (scope: ApiKeyDto['scope']) => API_KEY_SCOPES[scope].label,
    },
    {
      title: 'Key',
      dataIndex: 'prefix',
      key: 'prefix',
      render: (prefix: string) => <code className="admin-api-keys__code">{prefix}…</code>,
    },
    {
      title: 'Created',
      key: 'created',
      render: (_, k) => (
        <>
          <time dateTime={k.createdAt}>{dayjs(k.createdAt).format('MMM DD, YYYY')}</time>
          <Muted>{`by ${k.createdBy}`}</Muted>
        </>
      ),
    },
    {
      title: 'Last used',
      dataIndex: 'lastUsedAt',
      key: 'lastUsedAt',
      render: (at: string | null) => (at ? <time dateTime={at}>{formatOrderDate(at)}</time> : 'Never'),
    },
    {
      title: 'Status',
      dataIndex: 'revokedAt',
      key: 'status',
      render: (revokedAt: string | null) => (revokedAt ? <Tag>Revoked</Tag> : <Tag color="green">Active</Tag>),
    },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      render: (_, k) =>
        k.revokedAt === null && (
          <Button size="small" danger aria-label={`Revoke ${k.name}`} onClick={() => confirmRevoke(k)}>
            Revoke
          </Button>
        ),
    },
  ];
}

// "Revoke" asks first, naming the key; from then on a call with it is refused (401).
function useRevoke() {
  const { modal } = App.useApp();
  const [revokeKey] = useRevokeApiKeyMutation();
  const revoke = async (key: ApiKeyDto) => {
    try {
      await revokeKey({ id: key.id }).unwrap();
      toast({ title: 'API Key Revoked', description: `“${key.name}” can no longer call the API.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to revoke the API key. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (key: ApiKeyDto) =>
    modal.confirm({
      title: `Revoke “${key.name}”?`,
      content: 'Scripts and tools using this key are refused from now on. This cannot be undone.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => revoke(key),
    });
}

// The admin dashboard's 'API keys' tab: the keys scripts and other tools call the API with
// (Authorization: Bearer …), active ones first; 'New API key' makes one and shows its token once,
// 'Revoke' ends one.
export function ApiKeysTab() {
  const headingId = useId();
  const keys = useListApiKeysQuery();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const confirmRevoke = useRevoke();

  return (
    <section className="admin-api-keys" aria-labelledby={headingId}>
      <div className="admin-api-keys__head">
        <h2 id={headingId} className="admin-api-keys__title">
          API keys
        </h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          New API key
        </Button>
      </div>
      <p className="admin-api-keys__lead">
        A key lets a script or another tool call the site’s API without signing in. Read-content keys only read posts,
        pages and courses; admin keys do what you do here. The calls are described at{' '}
        <a href={API_DOCS_PATH} target="_blank" rel="noreferrer">
          {API_DOCS_PATH}
        </a>
        .
      </p>
      {keys.isError ? (
        <p role="alert">Failed to load the API keys. Please try again later.</p>
      ) : (
        // wider than a phone: it scrolls sideways, and takes the focus to be scrolled with the keys
        // (a list of revoked keys alone has no button to focus)
        <div className="admin-api-keys__table" tabIndex={0}>
          <Table<ApiKeyDto>
            columns={columns(confirmRevoke)}
            dataSource={keys.data ?? NO_KEYS}
            rowKey="id"
            rowClassName={(k) => (k.revokedAt ? 'admin-api-keys__revoked' : '')}
            loading={keys.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty description="No API keys yet" /> }}
          />
        </div>
      )}
      <NewApiKeyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <ApiKeyCreatedModal created={created} onClose={() => setCreated(null)} />
    </section>
  );
}
