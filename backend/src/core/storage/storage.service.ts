import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type ByteRange, FILE_STORE, type FileStore, type SignedUrlOptions, type StoredFile } from './file-store';
import { IMAGE_TYPES } from './image-type';

export const PUBLIC_UPLOADS_URL = '/api/uploads';
// the image library of the editors; the owner's photo, logo and favicon
export const PUBLIC_FOLDERS = ['images', 'site'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];
// the names public files get: 24 random hex digits, for a library image its size and a variant's
// width (core/storage/image-variants.ts), and the type's extension
export const PUBLIC_FILE_NAME = /^[0-9a-f]{24}(-\d{1,5}x\d{1,5}(-\d{1,5}w)?)?\.[a-z0-9]{2,5}$/;
export const PRIVATE_FILE_KEY = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
export const publicUrl = (folder: PublicFolder, fileName: string) => `${PUBLIC_UPLOADS_URL}/${folder}/${fileName}`;

// the store's keys: the paths under DATA_DIR the files have on disk
export function publicKey(folder: PublicFolder, fileName: string): string {
  if (!PUBLIC_FILE_NAME.test(fileName)) throw new Error(`Not a public file name: ${fileName}`);
  return `uploads/${folder}/${fileName}`;
}

export function privateKey(key: string): string {
  if (!PRIVATE_FILE_KEY.test(key)) throw new Error(`Not a private file key: ${key}`);
  return `private/${key}`;
}

// what a file is served as: an image by its extension, anything else (a private file) as bytes
export const contentTypeOf = (key: string) =>
  IMAGE_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

// How a private file reaches its buyer: a short-lived link to the bucket, or its bytes
export type PrivateDownload = { url: string } | { file: StoredFile };

// The site's files in the store configured (core/storage/file-store.ts: DATA_DIR or a bucket).
// Public uploads get random names, so they can be cached forever; names never come from the client.
@Injectable()
export class StorageService {
  constructor(@Inject(FILE_STORE) readonly store: FileStore) {}

  // Never served by a public route: only through checked, expiring download links.
  async savePrivate(data: Buffer | Readable, ext: string): Promise<string> {
    const key = `${randomBytes(16).toString('hex')}.${ext}`;
    await this.store.put(privateKey(key), data, { contentType: 'application/octet-stream' });
    return key;
  }

  // a private file no longer used (a replaced or deleted lesson video); gone already is fine
  async removePrivate(key: string): Promise<void> {
    await this.store.delete(privateKey(key));
  }

  // a signed link when the store makes them (the bytes never pass through the backend), else the file
  async privateDownload(key: string, fileName: string, options?: SignedUrlOptions): Promise<PrivateDownload | null> {
    const url = await this.store.signedUrl(privateKey(key), fileName, options);
    if (url) return { url };
    const file = await this.store.get(privateKey(key));
    return file && { file };
  }

  // A private file's link when the store makes them, else its size, for the caller to read the
  // bytes it serves (a range of them) with privateBytes: a video the browser asks for piece by piece.
  async privateSource(
    key: string,
    fileName: string,
    options?: SignedUrlOptions,
  ): Promise<{ url: string } | { size: number } | null> {
    const url = await this.store.signedUrl(privateKey(key), fileName, options);
    if (url) return { url };
    const size = await this.store.size(privateKey(key));
    return size === null ? null : { size };
  }

  privateBytes(key: string, range?: ByteRange): Promise<StoredFile | null> {
    return this.store.get(privateKey(key), range);
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
    const written: string[] = [];
    try {
      for (const { fileName, data } of files) {
        await this.store.put(publicKey(folder, fileName), data, { contentType: contentTypeOf(fileName) });
        written.push(fileName);
      }
    } catch (error) {
      await Promise.all(written.map((fileName) => this.removePublic(folder, fileName)));
      throw error;
    }
  }

  // A file savePublic made (a name of another shape is refused); one already gone is no error.
  async removePublic(folder: PublicFolder, fileName: string): Promise<void> {
    await this.store.delete(publicKey(folder, fileName));
  }
}
