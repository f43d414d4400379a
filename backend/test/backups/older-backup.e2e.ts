import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Coupons1764560000000 } from '../../src/core/database/migrations/1764560000000-coupons';
import { migrations } from '../../src/core/database/migrations';
import {
  MARKETING_ANCHOR,
  MARKETING_SECTION,
} from '../../src/core/database/migrations/1764760000000-privacy-policy-marketing';
import { LocalFileStore } from '../../src/core/storage/local-file-store';
import { createBackup, restoreBackup } from '../../src/modules/backups';
import { scratchDatabase, scratchDatabaseUpTo } from '../support/scratch-database';
import { appliedMigrations, tableRows } from './backup-helpers';

describe('make restore of an archive from an older site', () => {
  const older = scratchDatabaseUpTo('older_site', Coupons1764560000000);
  const target = scratchDatabase('older_target');
  beforeAll(() => target.create());
  afterAll(() => target.drop());

  it('loads the rows into the schema they were made with, then runs the newer migrations', async () => {
    await older.ds.runMigrations();
    const url = (older.ds.options as { url: string }).url;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coach-older-'));
    const { file, manifest } = await createBackup({
      databaseUrl: url,
      store: new LocalFileStore(dataDir),
      backupDir: path.join(dataDir, 'backups'),
    });
    expect(manifest.migration).toBe('Coupons1764560000000');
    const before = await tableRows(url);

    const restoredDir = mkdtempSync(dataDir + '-');
    await restoreBackup({
      file,
      databaseUrl: target.url,
      adminUrl: target.url,
      dataDir: restoredDir,
      store: new LocalFileStore(restoredDir),
    });

    const after = await tableRows(target.url);
    // the older site's rows hold what they held; a newer migration may add columns to them
    // (site_settings.time_zone), which are left out of the comparison
    const inColumnsOf = (table: string, rows: string[]) => {
      const columns = before[table].length ? Object.keys(JSON.parse(before[table][0]) as object) : [];
      return rows
        .map((row) => JSON.parse(row) as Record<string, unknown>)
        .map((row) => JSON.stringify(columns.map((column) => [column, row[column]])))
        .sort();
    };
    // and one rewrites a text: the privacy policy gains its section on marketing e-mails
    const migrated = (table: string, rows: string[]) =>
      table === 'legal_pages'
        ? rows.map((row) => {
            const page = JSON.parse(row) as { slug: string; content: string };
            if (page.slug !== 'privacy-policy') return row;
            return JSON.stringify({
              ...page,
              content: page.content.replace(MARKETING_ANCHOR, MARKETING_SECTION + MARKETING_ANCHOR),
            });
          })
        : rows;
    const tables = Object.keys(before);
    expect(Object.fromEntries(tables.map((table) => [table, inColumnsOf(table, after[table])]))).toEqual(
      Object.fromEntries(tables.map((table) => [table, inColumnsOf(table, migrated(table, before[table]))])),
    );
    expect(after.product_reviews).toEqual([]);
    expect(before.site_settings.length).toBeGreaterThan(0);
    expect(await appliedMigrations(target.url)).toEqual(migrations.map((migration) => migration.name));
  });
});
