import type { FileStore } from './file-store';
import { contentTypeOf } from './storage.service';

// the folders of DATA_DIR the site keeps files in: the public uploads and the private files
export const STORED_PREFIXES = ['uploads/', 'private/'];

export interface MoveReport {
  copied: number;
  // already in the target with the same size
  skipped: number;
  deleted: number;
  bytes: number;
}

// Copies the site's files from one store into another, a stream at a time: DATA_DIR into a bucket
// (`make storage-to-s3`), or one bucket into another (deploy/s3-copy.mjs). Run again, it skips
// what is there already with the same size; each copy is checked by its size in the target before
// it counts (and before the source's file is deleted, with `remove`).
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  options: { remove: boolean; log?: (line: string) => void },
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, skipped: 0, deleted: 0, bytes: 0 };
  for (const prefix of STORED_PREFIXES) {
    for await (const { key, size } of from.list(prefix)) {
      if ((await to.size(key)) === size) {
        report.skipped++;
      } else {
        const file = await from.get(key);
        if (!file) continue;
        await to.put(key, file.body, { contentType: contentTypeOf(key), size });
        const stored = await to.size(key);
        if (stored !== size)
          throw new Error(`${key}: ${size} bytes in the source but ${stored ?? 'none'} in the target`);
        report.copied++;
        report.bytes += size;
        options.log?.(`copied ${key} (${size} bytes)`);
      }
      if (options.remove) {
        await from.delete(key);
        report.deleted++;
      }
    }
  }
  return report;
}
