import 'reflect-metadata';
import * as path from 'node:path';
import { loadConfig } from '../core/config/app-config';
import { commandDatabase } from '../core/database/command-database';
import { createBackup, recordCommandBackup } from '../modules/backups';

// `make backup`: one archive of the database and DATA_DIR's files while the site runs; its path is
// the last line printed. The outcome is recorded for the Overview.
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await commandDatabase(config, 'share');
  const startedAt = new Date();
  try {
    const { file, manifest } = await createBackup({
      databaseUrl: database.url,
      dataDir: config.dataDir,
      backupDir: config.backupDir,
    }).catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      await recordCommandBackup(database.url, startedAt, { error: message }).catch(() => undefined);
      throw error;
    });
    await recordCommandBackup(database.url, startedAt, { file });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = Object.keys(manifest.entries).length - manifest.tables.length;
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${files} files at ${manifest.migration}`,
    );
    console.log(path.resolve(file));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
