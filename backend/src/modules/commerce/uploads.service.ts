import { BadRequestException, Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { fileMatchesExtension } from '../../core/storage/file-content';
import { StorageService } from '../../core/storage/storage.service';
import { ImagesService } from '../content';
import { CommerceErrors } from './commerce.errors';
import { PRIVATE_FILE_PREFIX } from './products.service';

export const DIGITAL_EXTENSIONS = ['pdf', 'zip', 'mp4', 'mov', 'avi', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'epub'];
export const MAX_DIGITAL_BYTES = 50 * 1024 * 1024;

// A display name only: the file on disk gets a random name, so no client name reaches a path.
export function cleanFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  return base.slice(-200) || 'download';
}

@Injectable()
export class ProductUploadsService {
  constructor(
    private readonly storage: StorageService,
    private readonly images: ImagesService,
  ) {}

  // The upload waits in a temporary file (multer's disk storage, see products.controller.ts) and
  // streams from there into the store: a large file is never held whole in memory.
  async saveDigital(file: Express.Multer.File | undefined): Promise<{ path: string; originalName: string }> {
    if (!file) throw new BadRequestException(CommerceErrors.noFile);
    try {
      const originalName = cleanFileName(Buffer.from(file.originalname, 'latin1').toString('utf8'));
      const ext = path.extname(originalName).slice(1).toLowerCase();
      if (!DIGITAL_EXTENSIONS.includes(ext)) throw new BadRequestException(CommerceErrors.badDigitalType);
      // sold under its name: an EXE named setup.pdf is no PDF
      if (!(await fileMatchesExtension(file.path, ext))) {
        throw new BadRequestException(CommerceErrors.digitalContentMismatch(originalName, ext));
      }
      const key = await this.storage.savePrivate(createReadStream(file.path), ext);
      return { path: `${PRIVATE_FILE_PREFIX}${key}`, originalName };
    } finally {
      await rm(file.path, { force: true });
    }
  }

  async saveImages(files: Express.Multer.File[] | undefined): Promise<string[]> {
    if (!files?.length) throw new BadRequestException(CommerceErrors.noFile);
    const urls: string[] = [];
    for (const file of files) urls.push(await this.images.upload(file));
    return urls;
  }
}
