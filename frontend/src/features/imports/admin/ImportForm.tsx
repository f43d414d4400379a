import { Alert, Button, Card, Radio } from 'antd';
import { useId } from 'react';
import { IMPORT_SOURCES } from './import-sources';
import { ImportReport } from './ImportReport';
import { useImport } from './use-import';

// The export to bring in: its platform, its file, a check that writes nothing, and the import.
export function ImportForm() {
  const fileId = useId();
  const { source, chooseSource, file, choose, report, error, running, run } = useImport();
  const chosen = IMPORT_SOURCES.find((s) => s.value === source)!;
  return (
    <Card title="Move in from another platform" role="region" aria-label="Move in">
      <p className="imports-admin__muted">
        Posts keep their dates, addresses, first tag and images; drafts and scheduled posts arrive as drafts; readers
        keep their consent and state, and nobody is e-mailed. Importing the same file again brings nothing twice.
      </p>
      <Radio.Group
        aria-label="Platform"
        value={source}
        onChange={(e) => chooseSource(e.target.value)}
        options={IMPORT_SOURCES.map(({ value, label }) => ({ value, label }))}
        optionType="button"
      />
      <p className="imports-admin__muted">{chosen.hint}</p>
      <label htmlFor={fileId}>Export file</label>{' '}
      <input
        key={source}
        id={fileId}
        type="file"
        accept={chosen.accept}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div className="imports-admin__actions">
        <Button disabled={!file || !!running} loading={running === 'check'} onClick={() => void run(true)}>
          Check (nothing is written)
        </Button>
        <Button
          type="primary"
          disabled={!file || !!running}
          loading={running === 'import'}
          onClick={() => void run(false)}
        >
          Import
        </Button>
      </div>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {report && <ImportReport report={report} />}
    </Card>
  );
}
