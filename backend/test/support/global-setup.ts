import { Logger } from '@nestjs/common';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';
import { STATUS_LOG_VARIABLE } from './status-recorder';
import { prepareTemplate } from './test-databases';

// The backend tests run on a real PostgreSQL: DATABASE_URL when given (make test points it at a
// throwaway database on the machine's server), otherwise an embedded server in a temp folder. The
// schema is migrated once, into the template each worker copies (test-databases.ts).
export default async function globalSetup(): Promise<void> {
  Logger.overrideLogger(['error', 'warn']);
  // the run's folder of the statuses routes answered (status-recorder.ts), read by global-teardown.ts
  process.env[STATUS_LOG_VARIABLE] = mkdtempSync(path.join(tmpdir(), 'coach-test-statuses-'));
  if (!process.env.DATABASE_URL) {
    const dir = mkdtempSync(path.join(tmpdir(), 'coach-test-pg-'));
    chmodSync(dir, 0o755); // as root the server runs as "postgres", which must reach the folder
    const db = await startEmbeddedPostgres(dir);
    // as on the machine's server: the workers' databases and some suites' scratch ones take the superuser
    process.env.DATABASE_URL = db.superuserUrl;
    (globalThis as { __embeddedDb?: typeof db }).__embeddedDb = db;
  }
  await prepareTemplate(process.env.DATABASE_URL);
}
