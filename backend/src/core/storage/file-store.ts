import type { Readable } from 'node:stream';

// Where the site's files are kept, by key: the path under DATA_DIR they have on disk
// ("uploads/images/….png", "private/….pdf"), the same key in a bucket. Two adapters:
// local-file-store.ts (DATA_DIR) and s3-file-store.ts (an S3-compatible bucket).
export interface FileStore {
  readonly kind: 'local' | 's3';
  // a new file: one already there under the key is an error, never overwritten
  put(key: string, body: Buffer | Readable, options: { contentType: string; size?: number }): Promise<void>;
  // null when there is none
  get(key: string): Promise<StoredFile | null>;
  // one already gone is no error
  delete(key: string): Promise<void>;
  // its size in bytes, null when there is none
  size(key: string): Promise<number | null>;
  // every key under the prefix ("uploads/"), with its size
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  // where a browser fetches a public file itself, or null (then the backend serves it)
  publicUrl(key: string): string | null;
  // a link to a private file that works for a short while, sent as an attachment under the
  // given name; null when the store has none (then the backend streams it)
  signedUrl(key: string, fileName: string): Promise<string | null>;
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType?: string;
}

export const FILE_STORE = Symbol('FILE_STORE');

// How a download is offered: the name the buyer sees (RFC 6266, UTF-8)
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
