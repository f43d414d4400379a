import { Client } from 'pg';
import type { WorkerStack } from './worker-stack';

// A statement on the worker's site database, for what a journey cannot wait for in real time (a
// proof of who is signed in growing older than its 5 minutes). Runs made by `make test` have the
// database (scripts/with-test-database.mjs); a bare `playwright test` without DATABASE_URL has not.
export async function onSiteDatabase(site: WorkerStack, sql: string, params: unknown[] = []): Promise<void> {
  if (!site.databaseUrl) {
    throw new Error('this journey needs the site database: run it through scripts/with-test-database.mjs');
  }
  const client = new Client({ connectionString: site.databaseUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
