import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Transform } from 'node:stream';

// What a backup archive holds besides the data: manifest.json, the last entry. Tables are in
// database/<table>.copy (COPY's text format, the columns as listed); the site's files (DATA_DIR's
// or the bucket's, by key) in files/.
export interface BackupManifest {
  format: 1;
  createdAt: string;
  // package.json's version of the site that made it
  siteVersion: string;
  // the newest migration applied to the database it was made from
  migration: string;
  tables: BackupTable[];
  // every other entry of the archive and its SHA-256 (hex)
  entries: Record<string, string>;
}

export interface BackupTable {
  name: string;
  columns: string[];
  rows: number;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `database/${table}.copy`;
// the folders of DATA_DIR a backup holds (not backups/ itself, nor the embedded database's postgres/)
export const DATA_FOLDERS = ['uploads', 'private'] as const;
export const FILES_PREFIX = 'files/';

export function siteVersion(): string {
  // backend/package.json, from src/modules/backups or dist/modules/backups alike
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));
  return String(manifest.version);
}

// A pass-through that hashes (and counts the lines of) what flows through it.
export class HashingTap extends Transform {
  private readonly hash: Hash = createHash('sha256');
  lines = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.hash.update(chunk);
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++;
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
