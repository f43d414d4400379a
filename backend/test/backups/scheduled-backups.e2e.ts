import { readdir } from 'node:fs/promises';
import { BackupsService } from '../../src/modules/backups';
import { signedIn, type TestClient } from '../support/client';
import { forgetBackupRuns } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

describe('Scheduled backups (BACKUP_CRON, BACKUP_KEEP) and the Overview', () => {
  let t: TestApp;
  let admin: TestClient;
  let backups: BackupsService;
  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: '2' } });
    backups = t.app.get(BackupsService);
    await forgetBackupRuns(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const health = async () => (await admin.get('/api/admin/overview').expect(200)).body.backups;
  const archives = async () => (await readdir(t.config.backupDir)).filter((name) => name.endsWith('.tar.gz'));

  it('says no backup has been made yet', async () => {
    expect(await health()).toEqual({ scheduled: true, lastSucceededSecondsAgo: null, lastFailedSecondsAgo: null });
  });

  it('makes each scheduled backup once however many replicas tick, and keeps the newest BACKUP_KEEP', async () => {
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 3, n, 0, 500));
    const ticks = await Promise.all([backups.runScheduled(minute(0)), backups.runScheduled(minute(0))]);
    expect(ticks.filter((file) => file !== null)).toHaveLength(1);
    const second = await backups.runScheduled(minute(1));
    const third = await backups.runScheduled(minute(2));
    expect(await backups.runScheduled(minute(2))).toBeNull();

    expect((await archives()).sort()).toEqual([second, third].map((file) => file!.split('/').pop()).sort());
    const { lastSucceededSecondsAgo, lastFailedSecondsAgo } = await health();
    expect(lastSucceededSecondsAgo).toBeGreaterThanOrEqual(0);
    expect(lastSucceededSecondsAgo).toBeLessThan(600);
    expect(lastFailedSecondsAgo).toBeNull();
  });

  it('skips its minute while a backup is being made now, claiming nothing', async () => {
    const minute = new Date(Date.UTC(2026, 0, 1, 3, 30, 0, 0));
    const runs = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM backup_runs`))[0].n;
    const before = await runs();
    // "Back up now" on another replica, as it holds the lock
    const other = t.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('backup now'))`);
      expect(await backups.runScheduled(minute)).toBeNull();
      expect(await runs()).toBe(before);
    } finally {
      await other.query(`SELECT pg_advisory_unlock(hashtext('backup now'))`);
      await other.release();
    }
    // a tick of the minute after it has been made still makes its backup
    expect(await backups.runScheduled(minute)).toEqual(expect.stringContaining('backup-'));
    expect(await runs()).toBe(before + 1);
  });
});
