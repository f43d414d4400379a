// Factory of the backups' records.
import type { TestApp } from '../test-app';

// No backup made yet, as far as the Overview knows.
export async function forgetBackupRuns(t: TestApp): Promise<void> {
  await t.dataSource.query('DELETE FROM backup_runs');
}
