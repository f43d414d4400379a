import { KEY_SESSION_ONLY, SIGN_IN_REQUIRED, ADMIN_REQUIRED } from '../../src/core/access/access.guard';
import { AuditRetentionCron } from '../../src/core/audit/audit-retention.cron';
import type { AuditEntryDto as ListedEntry } from '../../src/core/audit/dto/audit-entry.dto';
import { makeKey, withKey } from '../auth/api-keys-helpers';
import { account, newClient, signedIn, type TestClient } from '../support/client';
import { auditEntriesAfter, lastAuditId, makeAgedAuditEntry, setAuditKeepDays } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Admin → Audit log's routes: the list and its filters, the CSV, how long it is kept, and that no
// route, and no statement, edits a record.
describe('audit log: the owner’s routes', () => {
  let t: TestApp;
  let owner: TestClient;
  // an admin whose name a spreadsheet would run as a formula
  const formula = account({ firstName: '=HYPERLINK("http://x")', lastName: 'Sneaky' });
  let other: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedIn(t, 'admin');
    other = await signedIn(t, 'admin', formula);
  });
  afterAll(async () => {
    await setAuditKeepDays(t, 365);
    await t.close();
  });

  const list = async (query = '') =>
    (await owner.get(`/api/admin/audit-log${query}`).expect(200)).body as ListedEntry[];

  it('lists the actions newest first with their changes, and filters them by who, table, action and time', async () => {
    const run = Date.now();
    await owner.post('/api/admin/coupons', { code: `OWN${run}`, percentOff: 10 }).expect(201);
    await other.post('/api/admin/coupons', { code: `OTH${run}`, percentOff: 15 }).expect(201);
    const [newest, older] = await list();
    expect(newest).toMatchObject({
      actor: expect.stringContaining(formula.email),
      apiKeyId: null,
      ip: other.ip,
      action: 'POST /api/admin/coupons',
      note: null,
      tables: ['coupons'],
      changes: [
        { table: 'coupons', operation: 'INSERT', before: null, after: expect.objectContaining({ code: `OTH${run}` }) },
      ],
    });
    expect(older.changes[0].after).toMatchObject({ code: `OWN${run}` });
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));

    const byWho = await list(`?who=${encodeURIComponent(formula.email.toUpperCase())}`);
    expect(byWho.length).toBeGreaterThan(0);
    expect(byWho.every((e) => e.actor.includes(formula.email))).toBe(true);
    expect((await list('?table=coupons')).every((e) => e.tables.includes('coupons'))).toBe(true);
    // (the folder's other suites change legal pages in this database: this one's admins did not)
    expect(await list(`?table=legal_pages&who=${encodeURIComponent(formula.email)}`)).toEqual([]);
    expect((await list('?action=post%20%2Fapi%2Fadmin%2Fcoupons')).map((e) => e.id)).toContain(newest.id);
    expect(await list(`?from=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    // the API's times are whole milliseconds; the database's have microseconds
    const justAfter = new Date(Date.parse(newest.at) + 1).toISOString();
    expect((await list(`?to=${justAfter}`)).map((e) => e.id)).toContain(newest.id);
    expect((await list(`?from=${justAfter}`)).map((e) => e.id)).not.toContain(newest.id);

    const tables = (await owner.get('/api/admin/audit-log/tables').expect(200)).body;
    expect(tables).toContain('coupons');
  });

  it('pages through the log with a cursor', async () => {
    const first = await owner.get('/api/admin/audit-log?limit=1').expect(200);
    expect(first.body).toHaveLength(1);
    expect(Number(first.headers['x-total-count'])).toBe(Number((await auditEntriesAfter(t, 0)).length));
    const next = await owner.get(`/api/admin/audit-log?limit=1&cursor=${first.headers['x-next-cursor']}`).expect(200);
    expect(next.body[0].id).toBeLessThan(first.body[0].id);
  });

  it.each([
    ['?table=Robert%27);DROP', 'table must be the name of a table: lower-case letters, digits and _'],
    ['?from=yesterday', 'from must be a date and time such as 2025-11-01T00:00:00Z'],
    ['?to=2025-02-30T00:00:00Z', 'to must be a date and time such as 2025-11-30T23:59:59Z'],
    ['?from=2025-11-02T00:00:00Z&to=2025-11-01T00:00:00Z', 'to must be the same time as from or a later one'],
    ['?cursor=nonsense', expect.stringContaining('cursor is not valid')],
  ])('refuses the filter %s with 400 and says why', async (query, message) => {
    expect((await owner.get(`/api/admin/audit-log${query}`).expect(400)).body.message).toEqual(message);
    expect(
      (await owner.get(`/api/admin/audit-log/export${query.replace(/\?cursor.*/, '?to=x')}`).expect(400)).body,
    ).toMatchObject({ statusCode: 400 });
  });

  it('downloads the filtered log as CSV, one line per change, formulas defused, and notes the export', async () => {
    const run = Date.now();
    await other.post('/api/admin/coupons', { code: `CSV${run}`, percentOff: 20 }).expect(201);
    const since = await lastAuditId(t);
    const res = await owner.get(`/api/admin/audit-log/export?who=Sneaky&table=coupons`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,actor,actor_user_id,api_key_id,ip,action,note,table,row_id,operation,before,after');
    const line = lines.find((l) => l.includes(`CSV${run}`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"") Sneaky <${formula.email}>"`);
    expect(line).toContain(',POST /api/admin/coupons,,coupons,');
    expect(lines.slice(1).every((l) => l.includes('Sneaky'))).toBe(true);
    const [note] = await auditEntriesAfter(t, since);
    expect(note).toMatchObject({ action: 'GET /api/admin/audit-log/export', note: 'Exported the audit log (CSV)' });
  });

  it('notes the exports of customers’ lists, which change no row', async () => {
    for (const [url, note] of [
      ['/api/admin/orders/export', 'Exported the orders list (CSV)'],
      ['/api/admin/subscribers/export', 'Exported the subscriber list (CSV)'],
      ['/api/admin/memberships/members.csv', 'Exported the members list (CSV)'],
    ]) {
      const since = await lastAuditId(t);
      await owner.get(url).expect(200);
      expect(await auditEntriesAfter(t, since)).toEqual([
        expect.objectContaining({ action: `GET ${url}`, note, ip: owner.ip, changes: [] }),
      ]);
    }
  });

  it('keeps the log 365 days unless told, 30 to 3650, the change itself recorded', async () => {
    expect((await owner.get('/api/admin/audit-log/settings').expect(200)).body).toEqual({ keepDays: 365 });
    for (const keepDays of [29, 3651, 90.5, '90', null]) {
      const refused = await owner.send('put', '/api/admin/audit-log/settings', { keepDays }).expect(400);
      expect(refused.body.message).toBe('Keep the audit log for a whole number of days from 30 to 3650');
    }
    const since = await lastAuditId(t);
    expect((await owner.send('put', '/api/admin/audit-log/settings', { keepDays: 90 }).expect(200)).body).toEqual({
      keepDays: 90,
    });
    expect((await owner.get('/api/admin/audit-log/settings').expect(200)).body).toEqual({ keepDays: 90 });
    const [entry] = await auditEntriesAfter(t, since);
    expect(entry.changes).toEqual([
      {
        table_name: 'audit_settings',
        row_id: 'true',
        operation: 'UPDATE',
        before: { keep_days: 365 },
        after: { keep_days: 90 },
      },
    ]);
  });

  it('deletes each night the entries older than the time kept, with their changes, and only those', async () => {
    await setAuditKeepDays(t, 100);
    const old = await makeAgedAuditEntry(t, 101, 'POST /api/old');
    const recent = await makeAgedAuditEntry(t, 99, 'POST /api/recent');
    await t.app.get(AuditRetentionCron).prune();
    const ids = (await auditEntriesAfter(t, old - 1)).map((e) => e.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(recent);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM audit_changes WHERE entry_id = $1',
      [old],
    );
    expect(count).toBe(0);
  });

  it('refuses to edit or delete a record, whoever asks: no route, and the database itself', async () => {
    const entry = await makeAgedAuditEntry(t, 1, 'POST /api/kept');
    const refusals = [
      `UPDATE audit_entries SET actor_label = 'Someone else' WHERE id = ${entry}`,
      `UPDATE audit_changes SET after = '{}' WHERE entry_id = ${entry}`,
      `DELETE FROM audit_changes WHERE entry_id = ${entry}`,
      `DELETE FROM audit_entries WHERE id = ${entry}`,
      'TRUNCATE audit_changes',
      'TRUNCATE audit_entries CASCADE',
    ];
    for (const sql of refusals) {
      await expect(t.dataSource.query(sql)).rejects.toThrow(/The audit log cannot be edited/);
    }
    expect((await auditEntriesAfter(t, entry - 1))[0]).toMatchObject({
      id: entry,
      actor_label: 'Aged Admin <aged@example.com>',
    });
    for (const method of ['put', 'patch', 'delete'] as const) {
      await owner.send(method, `/api/admin/audit-log/${entry}`, {}).expect(404);
    }
  });

  it('is the owner’s session’s alone: 401 anonymous, 403 a customer, 403 an admin key', async () => {
    const anonymous = await newClient(t);
    const customer = await signedIn(t, 'customer');
    const key = await makeKey(owner, 'admin');
    for (const path of ['', '/export', '/tables', '/settings']) {
      const url = `/api/admin/audit-log${path}`;
      expect((await anonymous.get(url).expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
      expect((await customer.get(url).expect(403)).body.message).toBe(ADMIN_REQUIRED);
      expect((await withKey(t, key.token).get(url).expect(403)).body.message).toBe(KEY_SESSION_ONLY);
    }
    const put = (client: TestClient) => client.send('put', '/api/admin/audit-log/settings', { keepDays: 30 });
    expect((await put(anonymous).expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
    expect((await put(customer).expect(403)).body.message).toBe(ADMIN_REQUIRED);
  });
});
