import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { refusedForSize } from '../../../lib/upload-limit';
import { type ImportSource, type SiteImportReportDto, useImportExportMutation } from './api';
import { IMPORT_LIMIT } from './import-sources';

// The import form's state: the source, the file, and the report of the latest check or import.
export function useImport() {
  const [source, setSource] = useState<ImportSource>('ghost');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<SiteImportReportDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading, originalArgs }] = useImportExportMutation();

  const choose = (chosen: File | undefined) => {
    setReport(null);
    setError(null);
    setFile(chosen && !refusedForSize(chosen, IMPORT_LIMIT, 'File too large') ? chosen : null);
  };

  const chooseSource = (value: ImportSource) => {
    setSource(value);
    setReport(null);
    setError(null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    try {
      setReport(await send({ body: { file, source, dryRun } }).unwrap());
    } catch (failure) {
      setReport(null);
      setError(serverMessage(failure, 'The import failed. Please try again.'));
    }
  };

  const running = isLoading ? (originalArgs?.body.dryRun ? 'check' : 'import') : null;
  return { source, chooseSource, file, choose, report, error, running, run };
}
