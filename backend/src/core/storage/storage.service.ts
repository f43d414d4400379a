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
// the names public files get: 24 random hex digits, for a library image its size and a variant's
// width (core/storage/image-variants.ts), and the type's extension
export const PUBLIC_FILE_NAME = /^[0-9a-f]{24}(-\d{1,5}x\d{1,5}(-\d{1,5}w)?)?\.[a-z0-9]{2,5}$/;
export const publicUrl = (folder: PublicFolder, fileName: string) => `${PUBLIC_UPLOADS_URL}/${folder}/${fileName}`;

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

  // 24 random hex digits: the start of every public file's name
  newPublicStem(): string {
    return randomBytes(12).toString('hex');
  }

  async savePublic(folder: PublicFolder, data: Buffer, ext: string): Promise<{ fileName: string; url: string }> {
    const fileName = `${this.newPublicStem()}.${ext}`;
    await this.savePublicFiles(folder, [{ fileName, data }]);
    return { fileName, url: publicUrl(folder, fileName) };
  }

  // Files that belong together (an image and its variants), named by the caller from
  // newPublicStem(): all are written, or none is left.
  async savePublicFiles(folder: PublicFolder, files: { fileName: string; data: Buffer }[]): Promise<void> {
    const dir = path.join(this.publicDir(), folder);
    await mkdir(dir, { recursive: true });
    const written: string[] = [];
    try {
      for (const { fileName, data } of files) {
        if (!PUBLIC_FILE_NAME.test(fileName)) throw new Error(`Not a public file name: ${fileName}`);
        await writeFile(path.join(dir, fileName), data, { flag: 'wx' });
        written.push(fileName);
      }
    } catch (error) {
      await Promise.all(written.map((fileName) => this.removePublic(folder, fileName)));
      throw error;
    }
  }

  // A file savePublic made (a name of another shape is refused); one already gone is no error.
  async removePublic(folder: PublicFolder, fileName: string): Promise<void> {
    if (!PUBLIC_FILE_NAME.test(fileName)) throw new Error(`Not a public file name: ${fileName}`);
    await rm(path.join(this.publicDir(), folder, fileName), { force: true });
  }
}
