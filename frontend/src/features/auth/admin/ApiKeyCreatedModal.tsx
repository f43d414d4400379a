import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useId, useState } from 'react';
import type { CreatedApiKeyDto } from './api';

// where Swagger UI describes every call, with "Authorize" for a key
export const API_DOCS_PATH = '/api/docs';

// The key just made, once: its token with a copy button (the server keeps only a hash), and how
// a script sends it.
export function ApiKeyCreatedModal({ created, onClose }: { created: CreatedApiKeyDto | null; onClose: () => void }) {
  const tokenId = useId();
  const [copied, setCopied] = useState(false);
  const token = created?.token ?? '';
  const example = `curl -H "Authorization: Bearer ${token}" ${window.location.origin}/api/admin/orders`;

  // without the clipboard (a page not served over https), the key is selected for the owner to copy
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      document.getElementById(tokenId)?.focus();
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal
      title={`API key “${created?.key.name ?? ''}” created`}
      open={created !== null}
      onCancel={close}
      rootClassName="admin-api-keys"
      footer={
        <Button type="primary" onClick={close}>
          Done
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon title="You will not see this key again: copy it now and keep it somewhere safe." />
      <label htmlFor={tokenId} className="admin-api-keys__label">
        Your new API key
      </label>
      <div className="admin-api-keys__token">
        <input
          id={tokenId}
          className="admin-api-keys__code"
          value={token}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <Button icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="admin-api-keys__label">Send it in the Authorization header:</p>
      <pre className="admin-api-keys__example">
        <code>{example}</code>
      </pre>
      <p>
        Every call is described, and can be tried with this key, at{' '}
        <a href={API_DOCS_PATH} target="_blank" rel="noreferrer">
          {API_DOCS_PATH}
        </a>
        .
      </p>
    </Modal>
  );
}
