import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../../src/core/config/app-config';
import type { S3StorageConfig } from '../../src/core/config/storage-config';
import { FILE_STORE, type FileStore } from '../../src/core/storage/file-store';
import { S3FileStore } from '../../src/core/storage/s3-file-store';
import { createBackup, restoreBackup } from '../../src/modules/backups';
import { S3Server, startS3Server } from '../support/s3-server';
import { scratchDatabase } from '../support/scratch-database';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseIdle, storedFiles, tableRows } from './backup-helpers';
import { fillSite } from './filled-site';

// Issue 30: with STORAGE=s3 a backup holds the bucket's files, and a restore puts them back into
// a bucket (s3rver on loopback), which ends exactly as archived.
describe('Backups of a site whose files are in a bucket', () => {
  let s3: S3Server;
  let restoredS3: S3Server;
  let t: TestApp;
  let siteBucket: FileStore;
  let restoredBucket: S3FileStore;
  const target = scratchDatabase('restore_s3_target');
  const restoredDir = mkdtempSync(path.join(tmpdir(), 'coach-restored-s3-'));
  const restore = (file: string) =>
    restoreBackup({ file, databaseUrl: target.url, adminUrl: target.url, dataDir: restoredDir, store: restoredBucket });

  let file: string;
  let atSnapshot: Record<string, string[]>;

  beforeAll(async () => {
    s3 = await startS3Server();
    // the bucket restored into starts empty, on a server of its own
    restoredS3 = await startS3Server('coach-restored');
    restoredBucket = new S3FileStore(loadConfig(restoredS3.env).storage as S3StorageConfig);
    t = await createTestApp({ env: s3.env });
    siteBucket = t.app.get(FILE_STORE);
    await fillSite(t);
    await target.create();
  });

  afterAll(async () => {
    await t.close();
    restoredBucket.client.destroy();
    await s3.close();
    await restoredS3.close();
    await target.drop();
  });

  it('archives the bucket’s files with the database, and restores both into an empty database and bucket', async () => {
    ({ file } = await createBackup({
      databaseUrl: t.config.databaseUrl!,
      store: siteBucket,
      backupDir: t.config.backupDir,
      onSnapshot: async (snapshot) => {
        atSnapshot = await tableRows(t.config.databaseUrl!, snapshot);
      },
    }));
    const files = await storedFiles(siteBucket);
    expect(Object.keys(files).some((key) => key.startsWith('uploads/images/'))).toBe(true);
    expect(Object.keys(files).some((key) => key.startsWith('private/'))).toBe(true);
    // nothing of the site's files is on disk
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    await restore(file);

    expect(await tableRows(target.url)).toEqual(atSnapshot);
    expect(await storedFiles(restoredBucket)).toEqual(files);
    expect(existsSync(path.join(restoredDir, 'uploads'))).toBe(false);
  });

  it('restored again over a bucket that changed since, leaves it exactly as archived', async () => {
    const archived = await storedFiles(restoredBucket);
    const [dropped] = Object.keys(archived).filter((key) => key.startsWith('private/'));
    await restoredBucket.delete(dropped);
    await restoredBucket.put(`uploads/images/${'f'.repeat(24)}.png`, Buffer.from('not archived'), {
      contentType: 'image/png',
    });
    await restoredBucket.put(`private/${'e'.repeat(32)}.pdf`, Buffer.from('%PDF not archived'), {
      contentType: 'application/pdf',
    });
    await databaseIdle(t, target.url);

    await restore(file);

    expect(await storedFiles(restoredBucket)).toEqual(archived);
    expect(await tableRows(target.url)).toEqual(atSnapshot);
  });
});
