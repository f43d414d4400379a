import type { EmbeddedDatabase } from '../../src/core/database/embedded-postgres';
import { checkStatuses, type RunFilters } from './status-check';
import { dropTestDatabases } from './test-databases';

export default async function globalTeardown(globalConfig: RunFilters): Promise<void> {
  await dropTestDatabases(process.env.DATABASE_URL!);
  await (globalThis as { __embeddedDb?: EmbeddedDatabase }).__embeddedDb?.stop();
  // last: it fails the run when the contract's 4xx answers and the app's disagree (status-check.ts)
  checkStatuses(globalConfig);
}
