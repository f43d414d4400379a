import 'reflect-metadata';
import { loadConfig } from '../core/config/app-config';
import { LocalFileStore } from '../core/storage/local-file-store';
import { moveFiles } from '../core/storage/move-files';
import { S3FileStore } from '../core/storage/s3-file-store';

// `make storage-to-s3` (node dist/cli/storage-to-s3.js [--delete]): the uploads and product files
// of DATA_DIR into the bucket of STORAGE=s3. The files on disk stay, unless --delete.
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    throw new Error('Invalid environment variable STORAGE: set STORAGE=s3 and the S3_ variables to move files');
  }
  const remove = process.argv.includes('--delete');
  const bucket = new S3FileStore(config.storage);
  const report = await moveFiles(new LocalFileStore(config.dataDir), bucket, {
    remove,
    log: (line) => console.log(line),
  }).finally(() => bucket.client.destroy()); // its kept-alive sockets would hold the command open
  console.log(
    `Copied ${report.copied} files (${report.bytes} bytes) to s3://${config.storage.bucket}, ` +
      `${report.skipped} were there already` +
      (remove ? `; deleted ${report.deleted} from ${config.dataDir}` : `; the files in ${config.dataDir} stay`),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
