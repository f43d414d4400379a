import { Alert, Button, Checkbox, Input, Modal } from 'antd';
import { useId } from 'react';
import { importSummary } from './subscriber-import';
import { useSubscriberImport } from './use-subscriber-import';

interface SubscriberImportProps {
  open: boolean;
  onClose: () => void;
}

// The Subscribers tab's import: a CSV file (read in the browser) or pasted addresses, and whether
// the owner has these people's consent; the server's report shows in the dialog when it is done.
export function SubscriberImport({ open, onClose }: SubscriberImportProps) {
  const fileId = useId();
  const { csv, setCsv, consent, setConsent, error, done, importing, chooseFile, submit, close } =
    useSubscriberImport(onClose);

  return (
    <Modal
      open={open}
      title="Import subscribers"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="done" onClick={close}>
          Done
        </Button>,
        <Button key="import" type="primary" loading={importing} disabled={!csv.trim()} onClick={submit}>
          Import
        </Button>,
      ]}
    >
      <div className="subscriber-import">
        <p className="blog-admin-muted">
          One e-mail address per line, or a CSV file with a column headed &quot;email&quot; (at most 500 KB).
        </p>
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(e) => void chooseFile(e.target.files?.[0])}
        />
        <Input.TextArea
          aria-label="Addresses or CSV text"
          placeholder={'ada@example.com\nbob@example.com'}
          rows={8}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
        />
        <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
          I have these people&apos;s consent to e-mail them
        </Checkbox>
        <p className="blog-admin-muted">
          {consent
            ? 'New addresses receive the daily e-mail from now on.'
            : 'Each new address is sent a confirmation e-mail and is added once its link is clicked.'}{' '}
          Addresses that unsubscribed are never added back.
        </p>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        {done && (
          <Alert
            type="success"
            showIcon
            role="status"
            title="Import finished"
            description={
              <ul className="subscriber-import__summary">
                {importSummary(done.report, done.consent).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        )}
      </div>
    </Modal>
  );
}
