// The backend's own S3 settings and client for the deploy scripts (s3-bucket.mjs, s3-copy.mjs):
// the same variables, defaults and checks as the backend (core/config/storage-config.ts) and the
// same client (core/storage/s3-file-store.ts), from its build (backend/dist, in the backend's image;
// `make build` here).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { storageConfig } = require('../backend/dist/core/config/storage-config.js');
const { S3FileStore } = require('../backend/dist/core/storage/s3-file-store.js');
const { moveFiles } = require('../backend/dist/core/storage/move-files.js');

export { moveFiles };

// The bucket an environment names (STORAGE=s3 and the S3_ variables): its settings and the
// backend's store on it, or null for STORAGE=local; a missing or bad variable throws the backend's
// error, which names it.
export function bucketStore(env) {
  const config = storageConfig(env);
  return config.kind === 's3' ? { config, store: new S3FileStore(config) } : null;
}

// The variables `prefix`_S3_… of `env` read as the S3_… ones: another bucket than the backend's.
export function prefixedEnv(env, prefix) {
  const start = `${prefix}_S3_`;
  const named = Object.entries(env).filter(([name]) => name.startsWith(start));
  return {
    STORAGE: 's3',
    ...Object.fromEntries(named.map(([name, value]) => [`S3_${name.slice(start.length)}`, value])),
  };
}

// Runs a one-shot: its error's message on stderr and exit code 1.
export function runOneShot(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
