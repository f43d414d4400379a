// Factories of the site settings: the migration's row back, and changes no save made.
import type { TestContext } from '../test-context';

// The settings row as the migration leaves it, and every replica told (as a save would).
export async function restoreSiteDefaults(t: TestContext): Promise<void> {
  await t.dataSource.transaction(async (tx) => {
    await tx.query('DELETE FROM site_settings');
    await tx.query('INSERT INTO site_settings (id) VALUES (1)');
    await tx.query('NOTIFY site_settings_changed');
  });
}

// The site's name changed in SQL: no replica hears of it unless `notify` (at its commit).
export async function renameSiteInSql(t: TestContext, name: string, { notify = false } = {}): Promise<void> {
  await t.dataSource.transaction(async (tx) => {
    await tx.query('UPDATE site_settings SET site_name = $1', [name]);
    if (notify) await tx.query('NOTIFY site_settings_changed');
  });
}
