import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import type { AccountExportDto } from '../api';
import { useLazyExportAccountDataQuery } from '../api';

// A browser keeps a blob's address for as long as it is not revoked; the download must have
// started reading it by then (FileSaver.js waits as long).
const REVOKE_AFTER_MS = 40_000;

// Saves the export as the file the API names (account-data-YYYY-MM-DD.json), with its content as
// the API wrote it (the same JSON, two-space indented).
function saveFile(data: AccountExportDto): string {
  const name = `account-data-${data.exportedAt.slice(0, 10)}.json`;
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return name;
}

// Download Account Data: read at once from the API (never from a cache), then saved as a file; a
// refusal (too many in an hour) is a toast with the API's sentence.
export function useDownloadAccountData() {
  const [read, { isFetching }] = useLazyExportAccountDataQuery();
  const download = async () => {
    try {
      const name = saveFile(await read().unwrap());
      toast({ title: 'Account Data Downloaded', description: `Your data is in ${name}.` });
    } catch (error) {
      const description = serverMessage(error, 'Failed to prepare your account data. Please try again.');
      toast({ title: 'Download Failed', description, variant: 'destructive' });
    }
  };
  return { download, isPreparing: isFetching };
}
