import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Client } from 'pg';
import type { FileStore } from '../../core/storage/file-store';
import { LocalFileStore } from '../../core/storage/local-file-store';
import { moveFiles, STORED_PREFIXES } from '../../core/storage/move-files';
import { type BackupManifest, DATA_FOLDERS, FILES_PREFIX } from './backup-manifest';
import { unpackBackup } from './backup-reader';
import { loadDatabase, migrationIndex } from './database-load';

export interface RestoreOptions {
  file: string;
  // the app's connection, and one that may empty the schema and turn triggers off (database-load.ts)
  databaseUrl: string;
  adminUrl: string;
  // the archive is unpacked in DATA_DIR, and its files go to the store (fileStoreFor): folders
  // swapped into DATA_DIR for the local one, objects put into the bucket for s3
  dataDir: string;
  store: FileStore;
}

export class SiteRunningError extends Error {}

// Brings a stopped site back to the archive's state: the archive is unpacked and checked first
// (a damaged one, or one from a newer schema, is refused before anything is touched), then the
// database is replaced, then the files under uploads/ and private/ of DATA_DIR or the bucket.
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  await mkdir(options.dataDir, { recursive: true });
  const unpacked = await mkdtemp(path.join(options.dataDir, '.restoring-'));
  try {
    const manifest = await unpackBackup(options.file, unpacked);
    migrationIndex(manifest);
    await assertNobodyConnected(options.adminUrl);
    await loadDatabase(options.databaseUrl, options.adminUrl, manifest, unpacked);
    const files = path.resolve(unpacked, FILES_PREFIX);
    if (options.store.kind === 's3') await restoreIntoBucket(files, manifest, options.store);
    else await swapFolders(files, options.dataDir);
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

// DATA_DIR's folders replaced by the archive's (the local store's files are DATA_DIR's)
async function swapFolders(files: string, dataDir: string): Promise<void> {
  for (const folder of DATA_FOLDERS) {
    const target = path.join(dataDir, folder);
    await rm(target, { recursive: true, force: true });
    const restored = path.join(files, folder);
    if (await stat(restored).catch(() => null)) await rename(restored, target);
  }
}

// The bucket ends as archived: every file put (one there with the same size already is kept,
// since files never change once written), then the keys the archive does not hold deleted.
async function restoreIntoBucket(files: string, manifest: BackupManifest, bucket: FileStore): Promise<void> {
  await moveFiles(new LocalFileStore(files), bucket, { remove: false });
  const archived = new Set(
    Object.keys(manifest.entries)
      .filter((name) => name.startsWith(FILES_PREFIX))
      .map((name) => name.slice(FILES_PREFIX.length)),
  );
  for (const prefix of STORED_PREFIXES) {
    for await (const { key } of bucket.list(prefix)) if (!archived.has(key)) await bucket.delete(key);
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
