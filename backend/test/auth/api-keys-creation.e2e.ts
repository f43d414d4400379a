import { KEY_SESSION_ONLY } from '../../src/core/access/access.guard';
import { createHash } from 'node:crypto';
import { signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { keyName, makeKey, withKey } from './api-keys-helpers';

// Making, listing and revoking keys in the admin: the key shown once, stored hashed.
describe('API keys: creation', () => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('shows the key once, in the creation answer; the database keeps its sha256 and 12 first characters', async () => {
    const name = keyName('nightly orders');
    const res = await owner.post('/api/admin/api-keys', { name: `  ${name}  `, scope: 'admin' }).expect(201);
    const { key, token } = res.body;
    expect(token).toMatch(/^csk_[A-Za-z0-9_-]{40}$/);
    expect(key).toEqual({
      id: expect.any(Number),
      name,
      scope: 'admin',
      prefix: token.slice(0, 12),
      createdAt: expect.any(String),
      createdBy: 'Ada Lovelace',
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = await owner.get('/api/admin/api-keys').expect(200);
    expect(list.body).toContainEqual(key);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const [row] = await t.dataSource.query(`SELECT * FROM api_keys WHERE id = $1`, [key.id]);
    expect(row.key_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.prefix).toBe(token.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));
  });

  it('lists active keys first, newest first, then the revoked ones', async () => {
    const first = await makeKey(owner, 'read-content');
    const second = await makeKey(owner, 'admin');
    await owner.post(`/api/admin/api-keys/${first.id}/revoke`).expect(200);
    const ids = (await owner.get('/api/admin/api-keys').expect(200)).body.map((k: { id: number }) => k.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const listed = (await owner.get('/api/admin/api-keys')).body as { revokedAt: string | null }[];
    const firstRevoked = listed.findIndex((k) => k.revokedAt !== null);
    expect(listed.slice(firstRevoked).every((k) => k.revokedAt !== null)).toBe(true);
  });

  it.each([
    [{ name: '   ', scope: 'admin' }, 'name', 'Please give the key a name'],
    [{ name: 'x'.repeat(81), scope: 'admin' }, 'name', 'The name must be at most 80 characters'],
    [{ name: 'ok', scope: 'write-everything' }, 'scope', 'The scope must be read-content or admin'],
    [{ name: 'ok' }, 'scope', 'The scope must be read-content or admin'],
  ])('refuses %j with 400 and the field in error', async (body, field, message) => {
    const res = await owner.post('/api/admin/api-keys', body).expect(400);
    expect(res.body).toEqual(
      expect.objectContaining({ statusCode: 400, message, errors: expect.arrayContaining([{ field, message }]) }),
    );
  });

  it('refuses a second active key of the same name (any letter case) with 409; a revoked key’s name is free', async () => {
    const taken = await makeKey(owner, 'read-content');
    const again = await owner
      .post('/api/admin/api-keys', { name: taken.name.toUpperCase(), scope: 'admin' })
      .expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: `An active key is already named "${taken.name.toUpperCase()}".`,
      error: 'Conflict',
    });
    // names are unique among all admins' active keys, not one admin's
    const otherAdmin = await signedIn(t, 'admin');
    const theirs = await otherAdmin.post('/api/admin/api-keys', { name: taken.name, scope: 'admin' }).expect(409);
    expect(theirs.body.message).toBe(`An active key is already named "${taken.name}".`);
    await owner.post(`/api/admin/api-keys/${taken.id}/revoke`).expect(200);
    await owner.post('/api/admin/api-keys', { name: taken.name, scope: 'admin' }).expect(201);
  });

  it('is the admin’s: a customer gets 403, nobody signed in 401', async () => {
    const customer = await signedIn(t);
    await customer.get('/api/admin/api-keys').expect(403);
    await customer.post('/api/admin/api-keys', { name: keyName(), scope: 'admin' }).expect(403);
    const anonymous = await signedIn(t);
    await anonymous.post('/api/auth/logout').expect(204);
    await anonymous.get('/api/admin/api-keys').expect(401);
  });

  it('cannot be managed with a key, even an admin one (403)', async () => {
    const key = await makeKey(owner, 'admin');
    const script = withKey(t, key.token);
    for (const res of [
      await script.get('/api/admin/api-keys'),
      await script.post('/api/admin/api-keys', { name: keyName(), scope: 'admin' }),
      await script.post(`/api/admin/api-keys/${key.id}/revoke`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: KEY_SESSION_ONLY, error: 'Forbidden' });
    }
    const [row] = await t.dataSource.query(`SELECT revoked_at FROM api_keys WHERE id = $1`, [key.id]);
    expect(row.revoked_at).toBeNull();
  });
});
