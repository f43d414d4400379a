import 'reflect-metadata';
import * as path from 'node:path';
import { loadConfig } from '../core/config/app-config';
import { commandDatabase } from '../core/database/command-database';
import { restoreBackup } from '../modules/backups';

// `make restore FILE=…`: a stopped site back to the archive's state (database and files).
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Name the archive to restore: make restore FILE=path/to/backup.tar.gz');
  const config = loadConfig();
  const database = await commandDatabase(config, 'exclusive');
  try {
    const manifest = await restoreBackup({
      file: path.resolve(file),
      databaseUrl: database.url,
      adminUrl: database.adminUrl,
      dataDir: config.dataDir,
    });
    console.log(`Restored ${path.resolve(file)} (made ${manifest.createdAt}, at ${manifest.migration})`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
