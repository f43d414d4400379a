import { KEY_INVALID } from '../../src/core/access/access.guard';
import { account, signedIn, TestClient } from '../support/client';
import { setAccountRole } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeKey, withKey } from './api-keys-helpers';

// A key stops working at once: revoked, its creator no longer an admin, or its creator gone.
describe('API keys: revocation', () => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const invalid = (res: { status: number; body: object }) =>
    expect([res.status, res.body]).toEqual([401, { statusCode: 401, message: KEY_INVALID, error: 'Unauthorized' }]);

  it('refuses a revoked key at its very next call with 401', async () => {
    const key = await makeKey(owner, 'admin');
    const script = withKey(t, key.token);
    await script.get('/api/admin/orders').expect(200);
    const revoked = await owner.post(`/api/admin/api-keys/${key.id}/revoke`).expect(200);
    expect(revoked.body).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    invalid(await script.get('/api/admin/orders'));
    invalid(await script.get('/api/blog-posts'));
  });

  it('answers a second revocation as the first, the time unchanged', async () => {
    const key = await makeKey(owner, 'read-content');
    const first = await owner.post(`/api/admin/api-keys/${key.id}/revoke`).expect(200);
    const second = await owner.post(`/api/admin/api-keys/${key.id}/revoke`).expect(200);
    expect(second.body).toEqual(first.body);
  });

  it('answers 404 for a key that does not exist', async () => {
    const res = await owner.post('/api/admin/api-keys/2000000000/revoke').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'This API key does not exist.', error: 'Not Found' });
  });

  it('refuses the keys of an admin who is no longer one, whatever their scope', async () => {
    const who = account();
    const demoted = await signedIn(t, 'admin', who);
    const keys = [await makeKey(demoted, 'admin'), await makeKey(demoted, 'read-content')];
    await withKey(t, keys[0].token).get('/api/admin/orders').expect(200);
    await setAccountRole(t, who.email, 'customer');
    for (const key of keys) invalid(await withKey(t, key.token).get('/api/blog-posts'));
  });

  it('removes the keys of a deleted account', async () => {
    const who = account();
    const leaving = await signedIn(t, 'admin', who);
    const key = await makeKey(leaving, 'admin');
    await leaving.post('/api/account/delete', { password: who.password }).expect(200);
    expect(await t.dataSource.query(`SELECT id FROM api_keys WHERE id = $1`, [key.id])).toEqual([]);
    invalid(await withKey(t, key.token).get('/api/admin/orders'));
  });
});
