// Factory of the demo seeders' records.
import type { TestApp } from '../test-app';

// No record of the seeders whose names match the LIKE pattern: they run again at the next start.
export async function forgetSeedRuns(t: TestApp, namePattern: string): Promise<void> {
  await t.dataSource.query('DELETE FROM seed_runs WHERE name LIKE $1', [namePattern]);
}
