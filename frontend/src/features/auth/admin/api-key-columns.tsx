import type { TableColumnsType } from 'antd';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { formatOrderDate } from '../../shop/admin';
import type { ApiKeyDto } from './api';
import { API_KEY_SCOPES } from './api-key-scopes';

const Muted = ({ children }: { children: string }) => <div className="admin-api-keys__muted">{children}</div>;

// The API keys table's columns: name, scope, the key's first characters, who made it and when, its
// last use, its status and Revoke (for an active key).
export function apiKeyColumns(confirmRevoke: (key: ApiKeyDto) => void): TableColumnsType<ApiKeyDto> {
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
