import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export const PUBLIC_UPLOADS_URL = '/api/uploads';
// the image library of the editors; the owner's photo, logo and favicon
export const PUBLIC_FOLDERS = ['images', 'site'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];
// the names savePublic gives: 24 hex digits and the type's extension
export const PUBLIC_FILE_NAME = /^[0-9a-f]{24}\.[a-z0-9]{2,5}$/;

// Files under DATA_DIR (one volume shared by replicas). Public uploads get random names, so they
// can be cached forever; names never come from the client.
@Injectable()
export class StorageService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  publicDir(): string {
    return path.join(this.config.dataDir, 'uploads');
  }

  // Never served by a static route: only through checked, expiring download links.
  privatePath(key: string): string {
    if (!/^[0-9a-f]{32}\.[a-z0-9]{2,5}$/.test(key)) throw new Error(`Not a private file key: ${key}`);
    return path.join(this.config.dataDir, 'private', key);
  }

  async savePrivate(data: Buffer, ext: string): Promise<string> {
    const key = `${randomBytes(16).toString('hex')}.${ext}`;
    await mkdir(path.join(this.config.dataDir, 'private'), { recursive: true });
    await writeFile(this.privatePath(key), data, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async savePublic(folder: PublicFolder, data: Buffer, ext: string): Promise<{ fileName: string; url: string }> {
    const fileName = `${randomBytes(12).toString('hex')}.${ext}`;
    const dir = path.join(this.publicDir(), folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, fileName), data, { flag: 'wx' });
    return { fileName, url: `${PUBLIC_UPLOADS_URL}/${folder}/${fileName}` };
  }

  // A file savePublic made (a name of another shape is refused); one already gone is no error.
  async removePublic(folder: PublicFolder, fileName: string): Promise<void> {
    if (!PUBLIC_FILE_NAME.test(fileName)) throw new Error(`Not a public file name: ${fileName}`);
    await rm(path.join(this.publicDir(), folder, fileName), { force: true });
  }
}
