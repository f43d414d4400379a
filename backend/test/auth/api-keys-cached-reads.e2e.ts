import request from 'supertest';
import { KEY_INVALID } from '../../src/core/access/access.guard';
import { signedIn } from '../support/client';
import { fromMemory, readCache, settled } from '../support/read-cache';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { makeKey, withKey } from './api-keys-helpers';

// A public read kept in memory is answered before the app sees the request; a call with a key
// never is: it is checked, counted and logged like any other.
describe('API keys: reads kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await waitFor(() => readCache(t).active, 20_000, 'the read cache listening');
  });
  afterAll(() => t.close());

  it('refuses a key that is not valid on a read already in memory, and answers a valid one from the app', async () => {
    const owner = await signedIn(t, 'admin');
    const key = await makeKey(owner, 'read-content');
    await settled(t);
    await request(t.server).get('/api/blog-posts').expect(200);
    await fromMemory(t, () => request(t.server).get('/api/blog-posts').expect(200));
    const hits = readCache(t).hits;
    const res = await withKey(t, 'csk_not-a-key-at-all').get('/api/blog-posts').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: KEY_INVALID, error: 'Unauthorized' });
    // its last character changed (a token may end with 'x' itself: one in 64 do)
    const altered = `${key.token.slice(0, -1)}${key.token.endsWith('x') ? 'y' : 'x'}`;
    await withKey(t, altered).get('/api/blog-posts').expect(401);
    await withKey(t, key.token).get('/api/blog-posts').expect(200);
    expect(readCache(t).hits).toBe(hits);
    const [row] = await t.dataSource.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [key.id]);
    expect(row.last_used_at).not.toBeNull();
  });

  it('shows an admin key’s change at once, like its creator’s', async () => {
    const owner = await signedIn(t, 'admin');
    const key = await makeKey(owner, 'admin');
    const path = '/api/page-content?page=about';
    await settled(t);
    await request(t.server).get(path).expect(200);
    await fromMemory(t, () => request(t.server).get(path).expect(200));
    const content = `Changed by a key ${Date.now()}`;
    await withKey(t, key.token)
      .call('put', '/api/admin/page-content')
      .send({ page: 'about', section: 'mission', content })
      .expect(200);
    const after = await request(t.server).get(path).expect(200);
    expect(after.body).toContainEqual(expect.objectContaining({ section: 'mission', content }));
  });
});
