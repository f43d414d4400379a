// Factory of the demo seeders' records.
import type { TestContext } from '../test-context';

// No record of the seeders whose names match the LIKE pattern: they run again at the next start.
export async function forgetSeedRuns(t: TestContext, namePattern: string): Promise<void> {
  await t.dataSource.query('DELETE FROM seed_runs WHERE name LIKE $1', [namePattern]);
}
