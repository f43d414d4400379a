import { Logger } from '@nestjs/common';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';

// The backend tests run on a real PostgreSQL: DATABASE_URL when given (make test points it at a
// throwaway database on the machine's server), otherwise an embedded server in a temp folder.
export default async function globalSetup(): Promise<void> {
  Logger.overrideLogger(['error', 'warn']);
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'coach-test-pg-'));
  chmodSync(dir, 0o755); // as root the server runs as "postgres", which must reach the folder
  const db = await startEmbeddedPostgres(dir);
  // as on the machine's server: some suites make scratch databases, which takes the superuser
  process.env.DATABASE_URL = db.superuserUrl;
  (globalThis as { __embeddedDb?: typeof db }).__embeddedDb = db;
}
