// Factories of the site settings: the migration's row back, and changes no save made.
import { SiteSettingsEntity } from '../../../src/modules/site/entities/site-settings.entity';
import { SITE_SETTINGS_CHANNEL } from '../../../src/modules/site/site-settings.repository';
import type { TestContext } from '../test-context';

// The settings row as the migration leaves it (its columns' defaults), and every replica told (as
// a save would).
export async function restoreSiteDefaults(t: TestContext): Promise<void> {
  await t.dataSource.transaction(async (tx) => {
    await tx.getRepository(SiteSettingsEntity).delete({ id: 1 });
    await tx.getRepository(SiteSettingsEntity).insert({ id: 1 });
    await tx.query(`NOTIFY ${SITE_SETTINGS_CHANNEL}`);
  });
}

// The site's name changed behind the app's back (no save): no replica hears of it unless
// `notify` (at its commit).
export async function renameSiteInSql(t: TestContext, name: string, { notify = false } = {}): Promise<void> {
  await t.dataSource.transaction(async (tx) => {
    await tx.getRepository(SiteSettingsEntity).update({ id: 1 }, { siteName: name });
    if (notify) await tx.query(`NOTIFY ${SITE_SETTINGS_CHANNEL}`);
  });
}
