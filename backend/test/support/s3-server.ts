import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  // the variables that point the app at its bucket (STORAGE=s3)
  env: Record<string, string>;
  bucket: string;
  close(): Promise<void>;
}

// s3rver's own access key: it checks every request's signature (and a signed link's expiry) with it
const KEY = 'S3RVER';

// A real S3 protocol server on a free loopback port (s3rver, pure JavaScript, objects in a
// temporary folder) with one empty bucket: the official SDK talks to it as to AWS, MinIO or R2.
export async function startS3Server(bucket = 'coach-test'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'coach-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
