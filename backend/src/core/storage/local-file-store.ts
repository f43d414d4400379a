import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore, StoredFile } from './file-store';

// Files under DATA_DIR: a key is the path below it. Private files are readable by the owner
// of the process only; nothing here makes a link, the backend serves every file itself.
export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const mode = key.startsWith('private/') ? 0o600 : 0o644;
    const out = createWriteStream(file, { flags: 'wx', mode });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
    } catch (error) {
      // a file half written is no file; one that was there already ('wx') stays
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const size = await this.size(key);
    return size === null ? null : { body: createReadStream(this.pathOf(key), range), size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    const dir = this.pathOf(prefix);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      yield { key, size: (await stat(path.join(entry.parentPath, entry.name))).size };
    }
  }

  publicUrl(): null {
    return null;
  }

  signedUrl(): Promise<null> {
    return Promise.resolve(null);
  }

  pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Not a key under the data folder: ${key}`);
    return file;
  }
}
