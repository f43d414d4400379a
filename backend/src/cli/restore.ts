import * as path from 'node:path';
import { commandDatabase } from '../core/database/command-database';
import { closeFileStore, fileStoreFor } from '../core/storage/storage.module';
import { restoreBackup } from '../modules/backups';
import { runCommand } from './command';

// `make restore FILE=…`: a stopped site back to the archive's state (database and files, on disk
// or in the bucket).
runCommand(async (config) => {
  const file = process.argv[2];
  if (!file) throw new Error('Name the archive to restore: make restore FILE=path/to/backup.tar.gz');
  const database = await commandDatabase(config, 'exclusive');
  const store = await fileStoreFor(config);
  try {
    const manifest = await restoreBackup({
      file: path.resolve(file),
      databaseUrl: database.url,
      adminUrl: database.adminUrl,
      dataDir: config.dataDir,
      store,
    });
    console.log(`Restored ${path.resolve(file)} (made ${manifest.createdAt}, at ${manifest.migration})`);
  } finally {
    closeFileStore(store);
    await database.close();
  }
});
