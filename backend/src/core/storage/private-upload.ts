import { BadRequestException } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import { fileMatchesExtension } from './file-content';
import type { StorageService } from './storage.service';

export const UploadMessages = {
  noFile: 'Please choose a file to upload.',
  contentMismatch: (name: string, ext: string) =>
    `"${name}" is not really a .${ext} file: its content is something else. Please upload a real .${ext} file.`,
} as const;

// A display name only: the file on disk gets a random name, so no client name reaches a path.
export function cleanFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  return base.slice(-200) || 'download';
}

export interface StoredUpload {
  // its key in the private store
  key: string;
  // the name the client gave it, cleaned
  fileName: string;
  ext: string;
  size: number;
}

// A private file (a product's file, a lesson's video or attachment) uploaded through multer's disk
// storage: it waits in a temporary file and streams from there into the store, so a large file is
// never held whole in memory. Its extension must be one of `extensions` (else 400 `badType`) and
// its content of that kind (an EXE named setup.pdf is no PDF). The temporary file is removed
// whatever happens, `before` (a check that may refuse the upload) included.
export async function savePrivateUpload(
  storage: StorageService,
  file: Express.Multer.File | undefined,
  extensions: readonly string[],
  badType: string,
  before: () => Promise<unknown> = async () => undefined,
): Promise<StoredUpload> {
  if (!file) throw new BadRequestException(UploadMessages.noFile);
  try {
    await before();
    // multer reads the part's file name as latin1; browsers send UTF-8
    const fileName = cleanFileName(Buffer.from(file.originalname, 'latin1').toString('utf8'));
    const ext = path.extname(fileName).slice(1).toLowerCase();
    if (!extensions.includes(ext)) throw new BadRequestException(badType);
    if (!(await fileMatchesExtension(file.path, ext))) {
      throw new BadRequestException(UploadMessages.contentMismatch(fileName, ext));
    }
    const key = await storage.savePrivate(createReadStream(file.path), ext);
    return { key, fileName, ext, size: file.size };
  } finally {
    await rm(file.path, { force: true });
  }
}
