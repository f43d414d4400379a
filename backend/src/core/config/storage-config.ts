import { bool, ConfigError, type Env, oneOf, text, url, wholeNumber } from './app-config';

// Where uploads and product files live: under DATA_DIR (the default), or in a bucket of any
// S3-compatible service (AWS S3, Cloudflare R2, MinIO…) so that replicas on several hosts share them.
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  // empty: AWS's own endpoint for the region
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  // bucket in the path (MinIO, s3rver) rather than in the host name
  forcePathStyle: boolean;
  // a public base URL of the bucket (a CDN, an R2 public bucket): public images are sent there
  publicUrl: string | null;
  // how long a signed link to a private file works
  signedUrlSeconds: number;
  // the endpoint as the buyer's browser reaches it, when not as the backend does (MinIO in compose)
  signedUrlEndpoint: string | null;
}

const KINDS = ['local', 's3'] as const;
// a week: the longest a signature version 4 link may live
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

function required(env: Env, name: string): string {
  const value = text(env, name);
  if (value === null) throw new ConfigError(name, 'required when STORAGE=s3');
  return value;
}

export function storageConfig(env: Env): StorageConfig {
  if (oneOf(env, 'STORAGE', KINDS, 'local') === 'local') return { kind: 'local' };
  return {
    kind: 's3',
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region: required(env, 'S3_REGION'),
    bucket: required(env, 'S3_BUCKET'),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
    publicUrl: url(env, 'S3_PUBLIC_URL', ['http:', 'https:']),
    signedUrlSeconds: wholeNumber(env, 'S3_SIGNED_URL_SECONDS', 300, 1, MAX_SIGNED_URL_SECONDS),
    signedUrlEndpoint: url(env, 'S3_SIGNED_URL_ENDPOINT', ['http:', 'https:']),
  };
}
