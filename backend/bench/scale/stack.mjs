// The built backend (backend/dist/main.js) as `make run` starts it, heap bound included, on a
// throwaway database filled with years of content: DATABASE_URL (an empty database you may throw
// away) or, when it is empty, an embedded PostgreSQL in a temp folder. Run `make build` first.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seed } from './seed.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'backend/dist');
const { startEmbeddedPostgres, freePort } = require(path.join(dist, 'core/database/embedded-postgres.js'));
export { freePort };
const { Client } = require('pg');
require('@nestjs/common').Logger.overrideLogger(['error', 'warn']);

export const HEAP_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=2'];

// `spa`: serve the built SPA too (frontend/dist), as `make run` does; `nodeFlags`: more flags for
// node (a CPU profile's)
export async function startSeededBackend(sizes, { spa = false, nodeFlags = [] } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'coach-scale-'));
  chmodSync(work, 0o755);
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(path.join(work, 'db'));
  const databaseUrl = process.env.DATABASE_URL || embedded.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = path.join(tmpdir(), 'scale-bench-backend.log');
  // one descriptor for both streams, so neither writes over the other's lines
  const logFd = openSync(log, 'w');
  const backend = spawn(process.execPath, [...HEAP_FLAGS, ...nodeFlags, path.join(dist, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: work,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'scale-bench',
      ADMIN_SECRET: 'scale-bench',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      MAIL_CONCURRENCY: '0',
      ...(spa ? { SPA_DIR: path.join(root, 'frontend/dist') } : {}),
    },
    stdio: ['ignore', logFd, logFd],
  });
  console.log(`Backend log: ${log}`);
  const stop = async () => {
    if (backend.exitCode === null) {
      backend.kill('SIGTERM');
      await new Promise((resolve) => backend.once('exit', resolve));
    }
    await embedded?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForHealth(backend, base);
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const t0 = performance.now();
    await seed(db, sizes).finally(() => db.end());
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(sizes)}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, databaseUrl, pid: backend.pid, stop };
}

async function waitForHealth(backend, base) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (backend.exitCode !== null) throw new Error(`the backend exited with ${backend.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the backend did not answer /api/health within 2 minutes');
}
