import { signedIn } from '../support/client';
import { ageKeyUse } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeKey, withKey } from './api-keys-helpers';

// When a key was last used, to the minute, in the admin's list.
describe('API keys: last use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is unknown until the first call, then the time of a call', async () => {
    const owner = await signedIn(t, 'admin');
    const key = await makeKey(owner, 'read-content');
    const listed = async () =>
      ((await owner.get('/api/admin/api-keys').expect(200)).body as { id: number; lastUsedAt: string | null }[]).find(
        (k) => k.id === key.id,
      )!;
    expect((await listed()).lastUsedAt).toBeNull();
    const [{ now: before }] = await t.dataSource.query(`SELECT now()`);
    await withKey(t, key.token).get('/api/blog-posts').expect(200);
    const used = (await listed()).lastUsedAt!;
    expect(new Date(used).getTime()).toBeGreaterThanOrEqual(before.getTime());
    // written at most once a minute: a call a moment later keeps the time
    await withKey(t, key.token).get('/api/blog-posts').expect(200);
    expect((await listed()).lastUsedAt).toBe(used);
  });

  it('is written again once the last write is a minute old', async () => {
    const owner = await signedIn(t, 'admin');
    const key = await makeKey(owner, 'admin');
    await ageKeyUse(t, key.id, 61);
    const [{ last_used_at: old }] = await t.dataSource.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [
      key.id,
    ]);
    await withKey(t, key.token).get('/api/admin/orders').expect(200);
    const [{ last_used_at: now }] = await t.dataSource.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [
      key.id,
    ]);
    expect(now.getTime() - old.getTime()).toBeGreaterThanOrEqual(60_000);
  });
});
