import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import type { ImportReportDto } from './api';
import { useImportSubscribersMutation } from './api';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from './subscriber-import';

const tooLarge = (text: string | Blob) => new Blob([text]).size > MAX_IMPORT_BYTES;

// The import dialog's state: the CSV (a file read in the browser, or typed), the consent, why the
// last try failed, and the server's report of the last import.
export function useSubscriberImport(onClose: () => void) {
  const [csv, setCsv] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ report: ImportReportDto; consent: boolean } | null>(null);
  const [importSubscribers, { isLoading }] = useImportSubscribersMutation();

  const chooseFile = async (file: File | undefined) => {
    setDone(null);
    if (!file) return;
    if (tooLarge(file)) return setError(IMPORT_TOO_LARGE);
    setError(null);
    setCsv(await file.text());
  };

  const submit = async () => {
    setDone(null);
    if (tooLarge(csv)) return setError(IMPORT_TOO_LARGE);
    setError(null);
    try {
      const report = await importSubscribers({ importSubscribersDto: { csv, consent } }).unwrap();
      setDone({ report, consent });
      setCsv('');
      setConsent(false); // consent is given for one list: the next one asks again
    } catch (e) {
      setError(errorMessage(e, 'The import failed. Please try again.'));
    }
  };

  const close = () => {
    setCsv('');
    setConsent(false);
    setError(null);
    setDone(null);
    onClose();
  };

  return { csv, setCsv, consent, setConsent, error, done, importing: isLoading, chooseFile, submit, close };
}
