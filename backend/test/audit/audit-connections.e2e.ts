import { randomUUID } from 'node:crypto';
import { auditScope } from '../../src/core/audit/audit-scope';
import { makeKey } from '../auth/api-keys-helpers';
import { account, signedIn, type TestClient } from '../support/client';
import { auditEntriesAfter, lastAuditId } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Who acts travels to the database as a setting of the connection: on a pool of two connections
// shared by admins and a customer at once, each admin's changes are signed by that admin alone and
// the customer's by nobody.
describe('audit log: parallel requests on a small pool', () => {
  let t: TestApp;
  let admins: TestClient[];
  let customer: TestClient;
  const who = account();
  beforeAll(async () => {
    t = await createTestApp({ env: { DB_POOL_SIZE: '2', MAIL_CONCURRENCY: '0' } });
    admins = [await signedIn(t, 'admin'), await signedIn(t, 'admin')];
    customer = await signedIn(t, 'customer', who);
  });
  afterAll(() => t.close());

  it('gives each admin request its own entry, signed by its admin, and none to the customer', async () => {
    const ids = await Promise.all(admins.map(async (a) => (await a.get('/api/auth/user').expect(200)).body.id));
    const since = await lastAuditId(t);
    const rounds = 6;
    const run = Date.now();
    const calls = [];
    for (let i = 0; i < rounds; i++) {
      admins.forEach((admin, n) =>
        calls.push(admin.post('/api/admin/coupons', { code: `P${run}A${n}N${i}`, percentOff: 5 }).expect(201)),
      );
      calls.push(
        customer
          .send('patch', '/api/account/profile', { firstName: `Name${i}`, lastName: who.lastName, email: who.email })
          .expect(200),
      );
    }
    await Promise.all(calls);

    const entries = await auditEntriesAfter(t, since);
    expect(entries).toHaveLength(rounds * admins.length);
    for (const entry of entries) {
      expect(entry.changes).toHaveLength(1);
      const code = String(entry.changes[0].after?.code);
      const admin = Number(/A(\d)N/.exec(code)?.[1]);
      expect({ code, by: entry.actor_user_id, ip: entry.ip }).toEqual({
        code,
        by: ids[admin],
        ip: admins[admin].ip,
      });
    }
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(['POST /api/admin/coupons']));
  });

  it('sets the actor again after a rollback took back the setting it had set inside the transaction', async () => {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    const actor = {
      requestId: randomUUID(),
      userId: null,
      keyId: null,
      label: 'Rollback Probe <probe@example.com>',
      ip: null,
      action: 'POST /api/probe',
    };
    const since = await lastAuditId(t);
    try {
      // a transaction begun outside any request: the actor is set inside it, then rolled back with it
      await runner.startTransaction();
      await auditScope.run(actor, async () => {
        await runner.query('SELECT 1');
        await runner.rollbackTransaction();
        await runner.query(`INSERT INTO coupons (code, percent_off) VALUES ('ROLLEDBACK${Date.now()}', 5)`);
      });
    } finally {
      await runner.release();
    }
    const [entry, ...more] = await auditEntriesAfter(t, since);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_label: 'Rollback Probe <probe@example.com>', action: 'POST /api/probe' });
  });

  it('records no update that changed only bookkeeping (updated_at, last_*), and no entry for it', async () => {
    const actor = {
      requestId: randomUUID(),
      userId: null,
      keyId: null,
      label: 'Bookkeeping Probe <probe@example.com>',
      ip: null,
      action: 'POST /api/probe',
    };
    await makeKey(admins[0], 'admin');
    const since = await lastAuditId(t);
    await auditScope.run(actor, async () => {
      await t.dataSource.query('UPDATE alert_settings SET updated_at = now()');
      await t.dataSource.query('UPDATE api_keys SET last_used_at = now()');
    });
    expect(await auditEntriesAfter(t, since)).toEqual([]);
  });
});
