import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { saveFile } from '../../../lib/save-file';
import type { AccountExportDto } from '../api';
import { useLazyExportAccountDataQuery } from '../api';

// Saves the export as the file the API names (account-data-YYYY-MM-DD.json), with its content as
// the API wrote it (the same JSON, two-space indented).
function saveExport(data: AccountExportDto): string {
  const name = `account-data-${data.exportedAt.slice(0, 10)}.json`;
  saveFile(name, new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  return name;
}

// Download Account Data: read at once from the API (never from a cache), then saved as a file; a
// refusal (too many in an hour) is a toast with the API's sentence.
export function useDownloadAccountData() {
  const [read, { isFetching }] = useLazyExportAccountDataQuery();
  const download = async () => {
    try {
      const name = saveExport(await read().unwrap());
      toast({ title: 'Account Data Downloaded', description: `Your data is in ${name}.` });
    } catch (error) {
      const description = serverMessage(error, 'Failed to prepare your account data. Please try again.');
      toast({ title: 'Download Failed', description, variant: 'destructive' });
    }
  };
  return { download, isPreparing: isFetching };
}
