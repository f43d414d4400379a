import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config/storage-config';
import {
  attachmentDisposition,
  type ByteRange,
  type FileStore,
  inlineDisposition,
  type SignedUrlOptions,
  type StoredFile,
} from './file-store';

// a part of a streamed upload held in memory at a time, and how many go up at once
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

// Files in a bucket of an S3-compatible service (AWS S3, Cloudflare R2, MinIO…), by the same keys
// as under DATA_DIR. Private files leave by signed links that expire; the bytes never pass
// through the backend. Keys are random, so a put never meets a file already there.
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly client: S3Client;
  // signs the links browsers follow (it sends nothing itself)
  private readonly signer: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = this.clientFor(config.endpoint);
    this.signer = config.signedUrlEndpoint ? this.clientFor(config.signedUrlEndpoint) : this.client;
  }

  close(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  private clientFor(endpoint: string | null): S3Client {
    return new S3Client({
      endpoint: endpoint ?? undefined,
      region: this.config.region,
      forcePathStyle: this.config.forcePathStyle,
      credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
      // the SDK's newer default checksums are not spoken by every S3-compatible service
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string; size?: number }): Promise<void> {
    const params = { Bucket: this.config.bucket, Key: key, ContentType: options.contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body }));
      return;
    }
    // a stream goes up a part at a time (one request when it is small)
    const upload = new Upload({
      client: this.client,
      params: { ...params, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
    });
    await upload.done();
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      // a ranged answer's length is the range's; the whole size ends its Content-Range ("bytes 0-9/1234")
      const size = range ? Number(object.ContentRange?.split('/')[1]) : (object.ContentLength ?? 0);
      return { body: object.Body as Readable, size, contentType: object.ContentType };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.config.bucket, Prefix: prefix },
    )) {
      for (const object of page.Contents ?? []) yield { key: object.Key!, size: object.Size ?? 0 };
    }
  }

  publicUrl(key: string): string | null {
    return this.config.publicUrl && `${this.config.publicUrl}/${key}`;
  }

  signedUrl(key: string, fileName: string, options: SignedUrlOptions = {}): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentDisposition: (options.inline ? inlineDisposition : attachmentDisposition)(fileName),
      ResponseContentType: options.contentType ?? 'application/octet-stream',
    });
    return getSignedUrl(this.signer, command, { expiresIn: this.config.signedUrlSeconds });
  }
}
