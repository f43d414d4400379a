import { Alert, Button, Modal } from 'antd';
import { useId } from 'react';
import type { WebhookEndpointWithSecretDto } from './api';

// An endpoint's signing secret, once: just after it is added, or after "Roll secret". The site keeps
// it sealed and never shows it again.
export function WebhookSecretModal({
  shown,
  onClose,
}: {
  shown: WebhookEndpointWithSecretDto | null;
  onClose: () => void;
}) {
  const secretId = useId();
  return (
    <Modal
      title="Signing secret"
      open={shown !== null}
      onCancel={onClose}
      rootClassName="admin-webhooks"
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon title="You will not see this secret again: copy it to your receiver now." />
      <label htmlFor={secretId} className="admin-webhooks__label">
        {`Secret of ${shown?.url ?? ''}`}
      </label>
      <input
        id={secretId}
        className="admin-webhooks__code admin-webhooks__secret"
        value={shown?.secret ?? ''}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <p>
        Each delivery carries <code>Webhook-Signature: t=…,v1=…</code>: the HMAC-SHA256 of “t.body” under this secret,
        and <code>Webhook-Id</code>, the same on every retry.
      </p>
    </Modal>
  );
}
