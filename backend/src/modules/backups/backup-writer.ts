import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { FileStore } from '../../core/storage/file-store';
import { STORED_PREFIXES } from '../../core/storage/move-files';
import {
  type BackupManifest,
  FILES_PREFIX,
  HashingTap,
  MANIFEST_ENTRY,
  siteVersion,
  tableEntry,
} from './backup-manifest';
import { dumpDatabase } from './database-dump';

export interface BackupOptions {
  databaseUrl: string;
  // where the site's files are: DATA_DIR or the bucket (fileStoreFor)
  store: FileStore;
  // where the archive goes: DATA_DIR/backups unless BACKUP_DIR says otherwise
  backupDir: string;
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

export const BACKUP_FILE = /^backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/;

// One .tar.gz: the database as of one snapshot, then the site's files (immutable once written,
// under random names) from DATA_DIR or the bucket, then the manifest. Written under a dot-name
// and renamed when complete, so a half-written archive is never taken for a backup.
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: BackupManifest }> {
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  const file = await freeName(options.backupDir);
  const partial = path.join(options.backupDir, `.${path.basename(file)}.partial`);
  const staging = await mkdtemp(path.join(options.backupDir, '.staging-'));
  try {
    const dump = await dumpDatabase(options.databaseUrl, staging, options.onSnapshot);
    const archive = tarPack();
    // the archive holds what the database does (password hashes, sessions): for this user only
    const written = pipeline(archive, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    written.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
    const entries: Record<string, string> = {};
    for (const table of dump.tables) {
      const copy = path.join(staging, `${table.name}.copy`);
      const { size } = await stat(copy);
      entries[tableEntry(table.name)] = await addEntry(archive, tableEntry(table.name), size, createReadStream(copy));
    }
    for (const { key, size } of await storedFiles(options.store)) {
      // one deleted since it was listed (a replaced photo) is left out
      const stored = await options.store.get(key);
      if (stored) entries[FILES_PREFIX + key] = await addEntry(archive, FILES_PREFIX + key, size, stored.body);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      siteVersion: siteVersion(),
      migration: dump.migration,
      tables: dump.tables,
      entries,
    };
    archive.entry({ name: MANIFEST_ENTRY, mode: 0o600 }, JSON.stringify(manifest, null, 2) + '\n');
    archive.finalize();
    await written;
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

// backup-20260126T183000Z.tar.gz, with -2, -3… when one second holds more than one backup
async function freeName(dir: string): Promise<string> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const taken = new Set(await readdir(dir));
  let name = `backup-${stamp}.tar.gz`;
  for (let n = 2; taken.has(name); n++) name = `backup-${stamp}-${n}.tar.gz`;
  return path.join(dir, name);
}

// Streams an entry into the archive; returns its SHA-256.
async function addEntry(archive: Pack, name: string, size: number, body: Readable): Promise<string> {
  const tap = new HashingTap();
  await new Promise<void>((resolve, reject) => {
    const entry = archive.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    pipeline(body, tap, entry).catch(reject);
  });
  return tap.digest();
}

// The files under uploads/ and private/ of the store, by key, in a stable order.
async function storedFiles(store: FileStore): Promise<{ key: string; size: number }[]> {
  const found: { key: string; size: number }[] = [];
  for (const prefix of STORED_PREFIXES) for await (const file of store.list(prefix)) found.push(file);
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
