import { ConflictException, Controller, Module, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withKey, makeKey } from '../auth/api-keys-helpers';
import { postBody } from '../blog/blog-helpers';
import { account, signedIn, type TestClient } from '../support/client';
import { auditEntriesAfter, lastAuditId, makeProduct, setAlertAddress } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// An admin route that writes a row, then fails (as an action does that checks something after a
// first write): a probe of this test's app alone.
@Controller('test-audit')
class HalfWrittenController {
  constructor(private readonly dataSource: DataSource) {}

  @Post('half-written')
  async halfWritten(): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.query(`INSERT INTO coupons (code, percent_off) VALUES ('HALFWRITTEN', 5)`);
      throw new ConflictException('Changed my mind after the first write.');
    });
  }
}

@Module({ controllers: [HalfWrittenController] })
class HalfWrittenModule {}

// Each admin action that changes data writes one entry in its transaction: who (the admin, from
// which address), the route, and each changed row's before and after, secrets hidden.
describe('audit log: admin actions', () => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: number;
  beforeAll(async () => {
    t = await createTestApp({ imports: [HalfWrittenModule] });
    owner = await signedIn(t, 'admin');
    ownerId = (await owner.get('/api/auth/user').expect(200)).body.id;
  });
  afterAll(async () => {
    await setAlertAddress(t, null);
    await t.close();
  });

  const ownerLabel = () => expect.stringMatching(/^.+ <.+@.+>$/);

  it('records a coupon made: one entry, the owner, the address, the route and the row inserted', async () => {
    const since = await lastAuditId(t);
    const res = await owner.post('/api/admin/coupons', { code: `AUDIT${Date.now()}`, percentOff: 10 }).expect(201);
    const entries = await auditEntriesAfter(t, since);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actor_user_id: ownerId,
      actor_key_id: null,
      actor_label: ownerLabel(),
      ip: owner.ip,
      action: 'POST /api/admin/coupons',
      note: null,
    });
    expect(entry.changes).toEqual([
      {
        table_name: 'coupons',
        row_id: String(res.body.id),
        operation: 'INSERT',
        before: null,
        after: expect.objectContaining({ code: res.body.code, percent_off: 10 }),
      },
    ]);
  });

  it('records a product’s price change with the changed columns alone, before and after', async () => {
    const product = await makeProduct(t, { price: '49.00' });
    const since = await lastAuditId(t);
    await owner.send('patch', `/api/products/${product.id}`, { price: '59.00' }).expect(200);
    const [entry, ...more] = await auditEntriesAfter(t, since);
    expect(more).toEqual([]);
    expect(entry.action).toBe('PATCH /api/products/{product}');
    const change = entry.changes.find((c) => c.table_name === 'products');
    expect(change).toEqual({
      table_name: 'products',
      row_id: String(product.id),
      operation: 'UPDATE',
      before: { price_cents: 4900 },
      after: { price_cents: 5900 },
    });
  });

  it('records a post saved: its old and new title and text', async () => {
    const created = await owner.post('/api/admin/blog-posts', postBody({ title: 'Before the edit' })).expect(201);
    const since = await lastAuditId(t);
    const body = postBody({ title: 'After the edit', content: '<p>New words.</p>' });
    await owner.send('put', `/api/admin/blog-posts/${created.body.id}`, body).expect(200);
    const [entry, ...more] = await auditEntriesAfter(t, since);
    expect(more).toEqual([]);
    expect(entry.action).toBe('PUT /api/admin/blog-posts/{id}');
    // the save writes the row twice (its version, then its fields): each statement is a change
    const updates = entry.changes.filter((c) => c.table_name === 'blog_posts' && c.operation === 'UPDATE');
    expect(updates.every((c) => c.row_id === String(created.body.id))).toBe(true);
    const before = Object.assign({}, ...updates.map((c) => c.before).reverse());
    const after = Object.assign({}, ...updates.map((c) => c.after));
    expect(before).toMatchObject({ title: 'Before the edit', content: '<p>Some <strong>useful</strong> words.</p>' });
    expect(after).toMatchObject({ title: 'After the edit', content: '<p>New words.</p>' });
    expect(Object.keys(after)).not.toContain('updated_at');
  });

  it('records an API key made with its hash hidden, and a call with that key as the key’s', async () => {
    const since = await lastAuditId(t);
    const key = await makeKey(owner, 'admin');
    const [made] = await auditEntriesAfter(t, since);
    expect(made.changes).toEqual([
      expect.objectContaining({
        table_name: 'api_keys',
        operation: 'INSERT',
        after: expect.objectContaining({ name: key.name, key_hash: '[hidden]' }),
      }),
    ]);
    expect(JSON.stringify(made)).not.toContain(key.token.slice(12));

    const script = withKey(t, key.token);
    await script.post('/api/admin/coupons', { code: `KEY${Date.now()}`, percentOff: 5 }).expect(201);
    const [byKey] = await auditEntriesAfter(t, made.id);
    expect(byKey).toMatchObject({
      actor_user_id: ownerId,
      actor_key_id: key.id,
      actor_label: expect.stringContaining(`API key "${key.name}" of `),
      action: 'POST /api/admin/coupons',
    });
  });

  it('records an admin’s new password as changed, never its hash', async () => {
    const who = account();
    const admin = await signedIn(t, 'admin', who);
    const since = await lastAuditId(t);
    const password = 'another-long-password-1';
    await admin.send('put', '/api/account/password', { currentPassword: who.password, password }).expect(200);
    const [entry] = await auditEntriesAfter(t, since);
    expect(entry.action).toBe('PUT /api/account/password');
    expect(entry.changes).toEqual([
      expect.objectContaining({
        table_name: 'users',
        operation: 'UPDATE',
        before: expect.objectContaining({ password_hash: '[hidden]' }),
        after: expect.objectContaining({ password_hash: '[hidden]' }),
      }),
    ]);
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);
  });

  it('records a settings change (where alerts go), before and after', async () => {
    await setAlertAddress(t, 'first@example.com');
    const since = await lastAuditId(t);
    await owner.send('put', '/api/admin/alerts', { notificationEmail: 'second@example.com' }).expect(200);
    const [entry] = await auditEntriesAfter(t, since);
    expect(entry.changes).toEqual([
      {
        table_name: 'alert_settings',
        row_id: '1',
        operation: 'UPDATE',
        before: { notification_email: 'first@example.com' },
        after: { notification_email: 'second@example.com' },
      },
    ]);
  });

  it('records nothing when an action fails, even after a first write in its transaction', async () => {
    const since = await lastAuditId(t);
    const code = `TWICE${Date.now()}`;
    await owner.post('/api/admin/coupons', { code, percentOff: 10 }).expect(201);
    const afterFirst = await lastAuditId(t);
    expect(afterFirst).toBeGreaterThan(since);
    await owner.post('/api/admin/coupons', { code, percentOff: 20 }).expect(409);
    const half = await owner.post('/api/test-audit/half-written').expect(409);
    expect(half.body.message).toBe('Changed my mind after the first write.');
    expect(await auditEntriesAfter(t, afterFirst)).toEqual([]);
  });

  it('records nothing of a customer’s own changes, nor of a visitor’s', async () => {
    const who = account();
    const customer = await signedIn(t, 'customer', who);
    const since = await lastAuditId(t);
    await customer
      .send('patch', '/api/account/profile', { firstName: 'Renamed', lastName: who.lastName, email: who.email })
      .expect(200);
    await customer.post('/api/coupons/check', { code: 'NOPE', productIds: [] });
    expect(await auditEntriesAfter(t, since)).toEqual([]);
  });
});
