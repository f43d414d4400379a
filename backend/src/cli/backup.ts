import * as path from 'node:path';
import { commandDatabase } from '../core/database/command-database';
import { closeFileStore, fileStoreFor } from '../core/storage/storage.module';
import { createBackup, recordCommandBackup } from '../modules/backups';
import { runCommand } from './command';

// `make backup`: one archive of the database and the site's files (DATA_DIR's or the bucket's)
// while the site runs; its path is the last line printed (after the database, if this command
// started it, is stopped). The outcome is recorded for the Overview.
runCommand(async (config) => {
  const database = await commandDatabase(config, 'share');
  const store = await fileStoreFor(config);
  const startedAt = new Date();
  let made: Awaited<ReturnType<typeof createBackup>>;
  try {
    made = await createBackup({
      databaseUrl: database.url,
      store,
      backupDir: config.backupDir,
    }).catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      await recordCommandBackup(database.url, startedAt, { error: message }).catch(() => undefined);
      throw error;
    });
    await recordCommandBackup(database.url, startedAt, { file: made.file });
  } finally {
    closeFileStore(store);
    await database.close();
  }
  const { manifest } = made;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const files = Object.keys(manifest.entries).length - manifest.tables.length;
  console.log(`Backed up ${manifest.tables.length} tables (${rows} rows) and ${files} files at ${manifest.migration}`);
  console.log(path.resolve(made.file));
});
