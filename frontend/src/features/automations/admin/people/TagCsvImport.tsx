import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../../../../api/error-message';
import { type TagCsvResultDto, useImportTagsMutation } from '../api';

const EXAMPLE = 'email,tags\nada@example.com,vip;paperback';

// "Import tags from CSV": a file (read in the browser) or pasted text with the columns email and
// tags (several split by ";"), or only emails and a tag for every line; the server's report (how
// many tags given, each line refused and why) shows in the dialog.
export function TagCsvImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<TagCsvResultDto | null>(null);
  const [importTags, { isLoading }] = useImportTagsMutation();
  const submit = async () => {
    setError(null);
    setReport(null);
    try {
      setReport(await importTags({ tagCsvDto: { csv, ...(tag.trim() ? { tag: tag.trim() } : {}) } }).unwrap());
      setCsv('');
    } catch (e) {
      setError(errorMessage(e, 'The import failed. Please try again.'));
    }
  };
  const close = () => {
    setCsv('');
    setTag('');
    setError(null);
    setReport(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Import tags from CSV"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="done" onClick={close}>
          Done
        </Button>,
        <Button key="import" type="primary" loading={isLoading} disabled={!csv.trim()} onClick={() => void submit()}>
          Import
        </Button>,
      ]}
    >
      <div className="automations-admin__stack">
        <p className="automations-admin__muted">
          A header line <code>email,tags</code>, then one person a line; several tags are split by &quot;;&quot;. With a
          tag for every line below, the CSV needs no <code>tags</code> column.
        </p>
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)}
        />
        <Input.TextArea
          aria-label="CSV text"
          placeholder={EXAMPLE}
          rows={8}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
        />
        <Input
          aria-label="Tag for every line (optional)"
          placeholder="Tag for every line (optional)"
          maxLength={40}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        {report && <ImportReport report={report} />}
      </div>
    </Modal>
  );
}

function ImportReport({ report }: { report: TagCsvResultDto }) {
  const { tagged, rejected } = report;
  return (
    <Alert
      type={rejected.length ? 'warning' : 'success'}
      showIcon
      role="status"
      title={`${tagged} ${tagged === 1 ? 'tag' : 'tags'} given`}
      description={
        rejected.length > 0 && (
          <>
            <p>{rejected.length === 1 ? '1 line was rejected:' : `${rejected.length} lines were rejected:`}</p>
            <ul aria-label="Rejected lines">
              {rejected.map((line) => (
                <li key={line.line}>
                  Line {line.line}: {line.reason}
                </li>
              ))}
            </ul>
          </>
        )
      }
    />
  );
}
