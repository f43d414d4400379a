import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import {
  type BackupManifest,
  DATA_FOLDERS,
  FILES_PREFIX,
  HashingTap,
  MANIFEST_ENTRY,
  siteVersion,
  tableEntry,
} from './backup-manifest';
import { dumpDatabase } from './database-dump';

export interface BackupOptions {
  databaseUrl: string;
  dataDir: string;
  // where the archive goes: DATA_DIR/backups unless BACKUP_DIR says otherwise
  backupDir: string;
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

export const BACKUP_FILE = /^backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/;

// One .tar.gz: the database as of one snapshot, then the files of DATA_DIR (immutable once
// written, under random names), then the manifest. Written under a dot-name and renamed when
// complete, so a half-written archive is never taken for a backup.
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
      entries[tableEntry(table.name)] = await addFile(
        archive,
        tableEntry(table.name),
        path.join(staging, `${table.name}.copy`),
      );
    }
    for (const relative of await dataFiles(options.dataDir)) {
      entries[FILES_PREFIX + relative] = await addFile(
        archive,
        FILES_PREFIX + relative,
        path.join(options.dataDir, relative),
      );
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

// Streams a file into the archive; returns its SHA-256.
async function addFile(archive: Pack, name: string, source: string): Promise<string> {
  const { size, mode, mtime } = await stat(source);
  const tap = new HashingTap();
  await new Promise<void>((resolve, reject) => {
    const entry = archive.entry({ name, size, mode: mode & 0o777, mtime }, (error) =>
      error ? reject(error) : resolve(),
    );
    pipeline(createReadStream(source), tap, entry).catch(reject);
  });
  return tap.digest();
}

// The files under DATA_DIR/uploads and DATA_DIR/private, relative to DATA_DIR, in a stable order.
async function dataFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of DATA_FOLDERS) {
    const listed = await readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const dirent of listed) {
      if (dirent.isFile()) found.push(path.relative(dataDir, path.join(dirent.parentPath, dirent.name)));
    }
  }
  return found.sort();
}
