import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export const PUBLIC_UPLOADS_URL = '/api/uploads';

// Files under DATA_DIR (one volume shared by replicas). Public uploads get random names, so they
// can be cached forever; names never come from the client.
@Injectable()
export class StorageService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  publicDir(): string {
    return path.join(this.config.dataDir, 'uploads');
  }

  async savePublic(folder: 'images', data: Buffer, ext: string): Promise<{ fileName: string; url: string }> {
    const fileName = `${randomBytes(12).toString('hex')}.${ext}`;
    const dir = path.join(this.publicDir(), folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, fileName), data, { flag: 'wx' });
    return { fileName, url: `${PUBLIC_UPLOADS_URL}/${folder}/${fileName}` };
  }
}
