import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createPost } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { makePaidOrdersInBulk, makeSubscribers } from '../support/factories';
import { scratchDatabase } from '../support/scratch-database';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import { createBackup, DamagedBackupError, restoreBackup } from '../../src/modules/backups';
import type { BackupManifest } from '../../src/modules/backups/backup-manifest';
import { dataFiles, nextId, rewriteArchive, tableRows } from './backup-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('Backups: make backup while the site runs, make restore into an empty site', () => {
  let t: TestApp;
  let admin: TestClient;
  const target = scratchDatabase('restore_target');
  const restoredDir = mkdtempSync(path.join(tmpdir(), 'coach-restored-'));
  const restore = (file: string) =>
    restoreBackup({ file, databaseUrl: target.url, adminUrl: target.url, dataDir: restoredDir });
  // the target as the restore left it: rows and files
  const targetState = async () => ({ rows: await tableRows(target.url), files: await dataFiles(restoredDir) });
  // the target's last connection gone, so the restore does not take it for a running site
  const targetIdle = () =>
    waitFor(
      async () => {
        const [{ count }] = await t.dataSource.query(
          'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
          [new URL(target.url).pathname.slice(1)],
        );
        return count === 0;
      },
      10_000,
      'the restore target to have no connections',
    );

  let backup: { file: string; manifest: BackupManifest };
  let atSnapshot: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
    const buyer = account();
    await signedIn(t, 'customer', buyer);
    const [{ id: buyerId }] = await t.dataSource.query('SELECT id FROM users WHERE email = $1', [buyer.email]);

    const image = await admin.post('/api/upload/images').attach('images', PNG, 'cover.png').expect(201);
    const [imageUrl] = image.body.imageUrls as string[];
    const file = await admin
      .post('/api/upload/digital')
      .field('uploadType', 'digital')
      .attach('file', Buffer.from('%PDF-1.4 the guide'), 'guide.pdf')
      .expect(201);
    await createProduct(admin, {
      title: 'Backed-up Guide',
      imageUrls: [imageUrl],
      digitalFileUrl: file.body.file.path,
      digitalFileName: 'guide.pdf',
    });
    for (const title of ['First kept post', 'Second kept post']) await createPost(admin, { title, imageUrl });
    await makeSubscribers(t, ['kept1@example.com', 'kept2@example.com']);
    await makePaidOrdersInBulk(t, 3, buyerId);
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
        await visitor.post('/api/subscribe', { email: `during${writes}@example.com` }).expect(200);
        writes++;
      }
    })();
    await waitFor(() => writes > 0, 10_000, 'the traffic to start');

    backup = await createBackup({
      databaseUrl: t.config.databaseUrl!,
      dataDir: t.config.dataDir,
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

    await restore(backup.file);

    expect(await tableRows(target.url)).toEqual(atSnapshot);
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
