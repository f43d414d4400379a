import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Table } from 'antd';
import { useId, useState } from 'react';
import { SideScroll } from '../../../components/SideScroll';
import { type ApiKeyDto, type CreatedApiKeyDto, useListApiKeysQuery } from './api';
import { apiKeyColumns } from './api-key-columns';
import { API_DOCS_PATH, ApiKeyCreatedModal } from './ApiKeyCreatedModal';
import { NewApiKeyModal } from './NewApiKeyModal';
import { useRevokeApiKey } from './use-revoke-api-key';
import './api-keys.css';

const NO_KEYS: ApiKeyDto[] = [];

// The admin dashboard's 'API keys' tab: the keys scripts and other tools call the API with
// (Authorization: Bearer …), active ones first; 'New API key' makes one and shows its token once,
// 'Revoke' ends one.
export function ApiKeysTab() {
  const headingId = useId();
  const keys = useListApiKeysQuery();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const confirmRevoke = useRevokeApiKey();

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
        // wider than a phone: it scrolls sideways (a list of revoked keys alone has no button to focus)
        <SideScroll label="API keys">
          <Table<ApiKeyDto>
            columns={apiKeyColumns(confirmRevoke)}
            dataSource={keys.data ?? NO_KEYS}
            rowKey="id"
            rowClassName={(k) => (k.revokedAt ? 'admin-api-keys__revoked' : '')}
            loading={keys.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty description="No API keys yet" /> }}
          />
        </SideScroll>
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
