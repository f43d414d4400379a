// Factory of the backups' records.
import type { TestContext } from '../test-context';

// No backup made yet, as far as the Overview knows.
export async function forgetBackupRuns(t: TestContext): Promise<void> {
  await t.dataSource.query('DELETE FROM backup_runs');
}
