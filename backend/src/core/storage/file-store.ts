import type { Readable } from 'node:stream';

// Where the site's files are kept, by key: the path under DATA_DIR they have on disk
// ("uploads/images/….png", "private/….pdf"), the same key in a bucket. Two adapters:
// local-file-store.ts (DATA_DIR) and s3-file-store.ts (an S3-compatible bucket).
export interface FileStore {
  readonly kind: 'local' | 's3';
  // lets go of what it holds open (a bucket's kept-alive connections), for a command line tool
  close?(): void;
  // a new file: one already there under the key is an error, never overwritten
  put(key: string, body: Buffer | Readable, options: { contentType: string; size?: number }): Promise<void>;
  // null when there is none; with a range, only those bytes (a range past the end is the caller's
  // to refuse: see core/http/byte-ranges.ts)
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  // one already gone is no error
  delete(key: string): Promise<void>;
  // its size in bytes, null when there is none
  size(key: string): Promise<number | null>;
  // every key under the prefix ("uploads/"), with its size
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  // where a browser fetches a public file itself, or null (then the backend serves it)
  publicUrl(key: string): string | null;
  // a link to a private file that works for a short while, sent as an attachment under the
  // given name (or as `options` say: a video plays inline as its type); null when the store has
  // none (then the backend streams it)
  signedUrl(key: string, fileName: string, options?: SignedUrlOptions): Promise<string | null>;
}

export interface StoredFile {
  body: Readable;
  // the whole file's bytes (a ranged body holds fewer)
  size: number;
  contentType?: string;
}

// bytes `start` to `end`, both included (as HTTP's Range counts them)
export interface ByteRange {
  start: number;
  end: number;
}

// how a signed link's answer presents the file: inline (a video the browser plays) with its
// type, instead of a download of bytes
export interface SignedUrlOptions {
  inline?: boolean;
  contentType?: string;
}

export const FILE_STORE = Symbol('FILE_STORE');

// How a download is offered: the name the buyer sees (RFC 6266, UTF-8)
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

// shown in the page (a video), still under its name should it be saved
export const inlineDisposition = (fileName: string) => `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`;
