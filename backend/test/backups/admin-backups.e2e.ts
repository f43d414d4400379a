import { ADMIN_REQUIRED, KEY_SESSION_ONLY, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { makeKey, withKey } from '../auth/api-keys-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import { auditEntriesAfter, lastAuditId } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The Overview's "Back up now" and the archives to download (modules/backups/admin-backups.controller.ts).
describe('Backups from the admin', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('makes a backup now, lists it newest first and downloads it as an attachment', async () => {
    const made = await admin.post('/api/admin/backups').expect(201);
    expect(made.body).toEqual({
      name: expect.stringMatching(/^backup-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/),
      size: expect.any(Number),
      createdAt: expect.any(String),
    });
    const [run] = await t.dataSource.query(`SELECT status, file FROM backup_runs ORDER BY id DESC LIMIT 1`);
    expect(run.status).toBe('succeeded');
    expect(run.file).toContain(made.body.name);

    const list = await admin.get('/api/admin/backups').expect(200);
    expect(list.body[0]).toEqual(made.body);

    const since = await lastAuditId(t);

    const file = await admin
      .get(`/api/admin/backups/${made.body.name}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${made.body.name}`);
    const body = file.body as Buffer;
    expect(body.length).toBe(made.body.size);
    expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    // the audit log notes the download (the archive holds every customer's data)
    expect(await auditEntriesAfter(t, since)).toEqual([
      expect.objectContaining({
        action: 'GET /api/admin/backups/{name}',
        note: `Downloaded the backup archive ${made.body.name}`,
        changes: [],
      }),
    ]);
  });

  it('refuses a second backup while one is being made', async () => {
    // another replica's backup, as it holds the lock
    const other = t.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('backup now'))`);
      const refused = await admin.post('/api/admin/backups').expect(409);
      expect(refused.body.message).toBe('A backup is being made right now. Wait for it to finish, then try again.');
    } finally {
      await other.query(`SELECT pg_advisory_unlock(hashtext('backup now'))`);
      await other.release();
    }
  });

  it('answers 404 for a name that is no kept archive, a path included', async () => {
    const gone = await admin.get('/api/admin/backups/backup-20000101T000000Z.tar.gz').expect(404);
    expect(gone.body.message).toBe('This backup archive does not exist (any more).');
    await admin.get(`/api/admin/backups/${encodeURIComponent('../../etc/passwd')}`).expect(404);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const visitor = await newClient(t);
    const customer = await signedIn(t, 'customer');
    for (const [client, status, message] of [
      [visitor, 401, SIGN_IN_REQUIRED],
      [customer, 403, ADMIN_REQUIRED],
    ] as const) {
      expect((await client.post('/api/admin/backups').expect(status)).body.message).toBe(message);
      expect((await client.get('/api/admin/backups').expect(status)).body.message).toBe(message);
      await client.get('/api/admin/backups/backup-20000101T000000Z.tar.gz').expect(status);
    }
  });

  // an archive holds the whole database, live sessions included: a leaked key must not take it
  it('refuses an admin API key (403): the owner signs in for backups', async () => {
    const key = withKey(t, (await makeKey(admin, 'admin')).token);
    const made = await t.dataSource.query(`SELECT count(*)::int AS n FROM backup_runs`);
    for (const res of [
      await key.post('/api/admin/backups'),
      await key.get('/api/admin/backups'),
      await key.get('/api/admin/backups/backup-20000101T000000Z.tar.gz'),
    ]) {
      expect([res.status, res.body.message]).toEqual([403, KEY_SESSION_ONLY]);
    }
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM backup_runs`)).toEqual(made);
  });
});
