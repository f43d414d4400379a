import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { type BackupManifest, HashingTap, MANIFEST_ENTRY, tableEntry } from './backup-manifest';

export class DamagedBackupError extends Error {
  constructor(file: string, problem: string) {
    super(`The backup ${file} is damaged (${problem}); nothing was changed.`);
  }
}

// An entry's name as the archive must spell it: relative, no "..", no empty part.
const SAFE_NAME = /^(?!.*(^|\/)\.{1,2}(\/|$))[^/\0][^\0]*$/;

// Unpacks an archive into `dir` (a fresh folder) and checks it against its manifest: every entry
// listed, with its checksum, and nothing else. Nothing outside `dir` is touched.
export async function unpackBackup(file: string, dir: string): Promise<BackupManifest> {
  const digests = new Map<string, string>();
  let manifestText: string | null = null;
  const entries = tarExtract();
  const read = pipeline(createReadStream(file), createGunzip(), entries);
  // awaited below. A failure of the archive's stream (cut off, not gzip) also ends the entry being
  // read: left alone, that entry would wait for the rest of itself forever.
  let current: Readable | null = null;
  let failure: Error | null = null;
  read.catch((error: Error) => {
    failure = error;
    current?.destroy(error);
  });
  try {
    for await (const entry of entries) {
      current = entry;
      if (failure) throw failure;
      const { name, type } = entry.header;
      if (type !== 'file' || !SAFE_NAME.test(name) || name.endsWith('/')) {
        throw new DamagedBackupError(file, `unexpected entry ${JSON.stringify(name)}`);
      }
      if (name === MANIFEST_ENTRY) {
        manifestText = await text(entry);
        continue;
      }
      const target = path.join(dir, name);
      await mkdir(path.dirname(target), { recursive: true });
      // ended while its folder was made (the archive failed): an entry (a streamx stream) ended
      // before node's pipeline is given it never tells the pipeline so, which would wait forever
      if (entry.destroyed) throw failure ?? new Error(`${name} is cut off`);
      const tap = new HashingTap();
      await pipeline(entry, tap, createWriteStream(target, { mode: 0o600 }));
      digests.set(name, tap.digest());
    }
    await read;
  } catch (error) {
    if (error instanceof DamagedBackupError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new DamagedBackupError(file, error instanceof Error ? error.message : String(error));
  }
  if (manifestText === null) throw new DamagedBackupError(file, `no ${MANIFEST_ENTRY}`);
  const manifest = parseManifest(file, manifestText);
  for (const [name, digest] of Object.entries(manifest.entries)) {
    if (!digests.has(name)) throw new DamagedBackupError(file, `${name} is missing`);
    if (digests.get(name) !== digest) throw new DamagedBackupError(file, `${name} does not match its checksum`);
  }
  const extra = [...digests.keys()].find((name) => !(name in manifest.entries));
  if (extra) throw new DamagedBackupError(file, `${extra} is not in the manifest`);
  return manifest;
}

function parseManifest(file: string, source: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(source) as BackupManifest;
  } catch {
    throw new DamagedBackupError(file, `${MANIFEST_ENTRY} is not JSON`);
  }
  const valid =
    manifest?.format === 1 &&
    typeof manifest.migration === 'string' &&
    Array.isArray(manifest.tables) &&
    typeof manifest.entries === 'object' &&
    manifest.tables.every((table) => tableEntry(table.name) in manifest.entries && Array.isArray(table.columns));
  if (!valid) throw new DamagedBackupError(file, `${MANIFEST_ENTRY} is not a backup manifest`);
  return manifest;
}
