import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Client } from 'pg';
import { type BackupManifest, DATA_FOLDERS, FILES_PREFIX } from './backup-manifest';
import { unpackBackup } from './backup-reader';
import { loadDatabase, migrationIndex } from './database-load';

export interface RestoreOptions {
  file: string;
  // the app's connection, and one that may empty the schema and turn triggers off (database-load.ts)
  databaseUrl: string;
  adminUrl: string;
  dataDir: string;
}

export class SiteRunningError extends Error {}

// Brings a stopped site back to the archive's state: the archive is unpacked and checked first
// (a damaged one, or one from a newer schema, is refused before anything is touched), then the
// database is replaced, then DATA_DIR's uploads/ and private/.
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  await mkdir(options.dataDir, { recursive: true });
  const unpacked = await mkdtemp(path.join(options.dataDir, '.restoring-'));
  try {
    const manifest = await unpackBackup(options.file, unpacked);
    migrationIndex(manifest);
    await assertNobodyConnected(options.adminUrl);
    await loadDatabase(options.databaseUrl, options.adminUrl, manifest, unpacked);
    for (const folder of DATA_FOLDERS) {
      const target = path.join(options.dataDir, folder);
      await rm(target, { recursive: true, force: true });
      const restored = path.join(unpacked, FILES_PREFIX, folder);
      if (await stat(restored).catch(() => null)) await rename(restored, target);
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

// A running site keeps connections open to its database (every replica, on any host).
async function assertNobodyConnected(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (rows[0].count > 0) {
      throw new SiteRunningError(
        `The database has ${rows[0].count} other connection(s): the site (or another replica) is still running. ` +
          'Stop it, then restore.',
      );
    }
  } finally {
    await client.end();
  }
}
