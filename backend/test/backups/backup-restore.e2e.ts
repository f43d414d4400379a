import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createPost } from '../blog/blog-helpers';
import { newClient, type TestClient } from '../support/client';
import { scratchDatabase } from '../support/scratch-database';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import { LocalFileStore } from '../../src/core/storage/local-file-store';
import { createBackup, DamagedBackupError, restoreBackup } from '../../src/modules/backups';
import type { BackupManifest } from '../../src/modules/backups/backup-manifest';
import { dataFiles, databaseIdle, nextId, rewriteArchive, rowsOf, tableRows } from './backup-helpers';
import { fillSite } from './filled-site';

describe('Backups: make backup while the site runs, make restore into an empty site', () => {
  let t: TestApp;
  let admin: TestClient;
  const target = scratchDatabase('restore_target');
  const restoredDir = mkdtempSync(path.join(tmpdir(), 'coach-restored-'));
  const restore = (file: string) =>
    restoreBackup({
      file,
      databaseUrl: target.url,
      adminUrl: target.url,
      dataDir: restoredDir,
      store: new LocalFileStore(restoredDir),
    });
  // the target as the restore left it: rows and files
  const targetState = async () => ({ rows: await tableRows(target.url), files: await dataFiles(restoredDir) });
  const targetIdle = () => databaseIdle(t, target.url);

  let backup: { file: string; manifest: BackupManifest };
  let atSnapshot: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await fillSite(t);
    await target.create();
  });

  afterAll(async () => {
    await t.close();
    await target.drop();
  });

  it('archives one snapshot while posts and subscriptions keep coming, and restores exactly it', async () => {
    const visitor = await newClient(t);
    let writing = true;
    let writes = 0;
    const traffic = (async () => {
      while (writing) {
        await createPost(admin, { title: `Written during the backup ${writes}` });
        // a visitor may ask 20 times an hour: a slow backup must not make the traffic exceed it
        if (writes < 10) await visitor.post('/api/subscribe', { email: `during${writes}@example.com` }).expect(200);
        writes++;
      }
    })();
    await waitFor(() => writes > 0, 10_000, 'the traffic to start');

    backup = await createBackup({
      databaseUrl: t.config.databaseUrl!,
      store: new LocalFileStore(t.config.dataDir),
      backupDir: t.config.backupDir,
      onSnapshot: async (snapshot) => {
        atSnapshot = await tableRows(t.config.databaseUrl!, snapshot);
        // the site keeps writing while the backup runs
        const seen = writes;
        await waitFor(() => writes > seen + 1, 10_000, 'writes during the backup');
      },
    });
    writing = false;
    await traffic;

    expect(path.dirname(backup.file)).toBe(path.join(t.config.dataDir, 'backups'));
    expect(path.basename(backup.file)).toMatch(/^backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const { manifest } = backup;
    expect(manifest.siteVersion).toBe('0.1.0');
    expect(manifest.migration).toBe(
      (await t.dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1'))[0].name,
    );
    expect(Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]))).toEqual(
      Object.fromEntries(Object.entries(atSnapshot).map(([name, rows]) => [name, rows.length])),
    );
    // the posts written after the snapshot are not in it
    const postsNow = await t.dataSource.query('SELECT count(*)::int AS count FROM blog_posts');
    expect(atSnapshot.blog_posts.length).toBeLessThan(postsNow[0].count);

    // the page views are kept, the day's salt never outlives its day (the restored site makes its own)
    expect(atSnapshot.page_views.length).toBeGreaterThan(0);
    expect(manifest.tables.map((table) => table.name)).not.toContain('analytics_salts');
    expect(await t.dataSource.query('SELECT day FROM analytics_salts')).not.toEqual([]);

    await restore(backup.file);

    expect(await tableRows(target.url)).toEqual(atSnapshot);
    expect(await rowsOf(target.url, 'analytics_salts')).toBe(0);
    const files = await dataFiles(restoredDir);
    expect(Object.keys(files).some((f) => f.startsWith('uploads/images/'))).toBe(true);
    expect(Object.keys(files).some((f) => f.startsWith('private/'))).toBe(true);
    expect(files).toEqual(await dataFiles(t.config.dataDir));
    // the sequences start past the restored rows
    expect(await nextId(target.url, 'blog_posts')).toBeGreaterThan(
      Math.max(...atSnapshot.blog_posts.map((row) => JSON.parse(row).id)),
    );
  });

  it('refuses a damaged archive before touching the database or the files', async () => {
    await targetIdle();
    const before = await targetState();
    const doctored = path.join(t.config.backupDir, 'doctored.tar.gz');
    await rewriteArchive(backup.file, doctored, (name, data) =>
      name === 'database/blog_posts.copy' ? Buffer.concat([data, data.subarray(0, 40)]) : data,
    );
    await targetIdle();
    await expect(restore(doctored)).rejects.toThrow(DamagedBackupError);
    await expect(restore(doctored)).rejects.toThrow('database/blog_posts.copy does not match its checksum');
    const truncated = path.join(t.config.backupDir, 'truncated.tar.gz');
    const whole = await readFile(backup.file);
    await writeFile(truncated, whole.subarray(0, whole.length >> 1));
    await expect(restore(truncated)).rejects.toThrow(DamagedBackupError);
    await expect(restore(path.join(restoredDir, 'missing.tar.gz'))).rejects.toThrow('ENOENT');
    expect(await targetState()).toEqual(before);
    // nor is anything left of the unpacked archives
    expect(await readdir(restoredDir)).toEqual(expect.not.arrayContaining([expect.stringMatching(/^\.restoring-/)]));
  });

  it('refuses an archive made by a newer site, saying so', async () => {
    const before = await targetState();
    const newer = path.join(t.config.backupDir, 'newer.tar.gz');
    await rewriteArchive(backup.file, newer, (name, data) => {
      if (name !== 'manifest.json') return data;
      return Buffer.from(JSON.stringify({ ...JSON.parse(data.toString()), migration: 'FromTheFuture1999999999999' }));
    });
    await targetIdle();
    await expect(restore(newer)).rejects.toThrow(
      'This backup was made by a newer version of the site (migration FromTheFuture1999999999999). ' +
        'Update the site, then restore.',
    );
    expect(await targetState()).toEqual(before);
  });
});
