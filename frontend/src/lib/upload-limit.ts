import { toast } from '../components/toast';

// An upload's size limit as the API states it (its bytes and its sentence), so the browser can
// refuse a file that is too large before sending any of it.
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
}

export const megabytes = (mb: number) => mb * 1024 * 1024;

// true (and the API's sentence in a toast) when the file is over the limit: the caller sends nothing
export function refusedForSize(file: File, limit: UploadLimit, title = 'Upload Failed'): boolean {
  if (file.size <= limit.maxBytes) return false;
  toast({ title, description: limit.tooLarge, variant: 'destructive' });
  return true;
}
