import { signedIn, TestClient } from '../support/client';
import { setRateLimitCount } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeKey, withKey } from './api-keys-helpers';

const draft = { title: 'Quiet Mornings', excerpt: 'Ten minutes before the inbox changes the day.' };

// Each key has a budget of calls a minute (API_KEY_RATE_LIMIT, here 3); a route's own per-user
// limits count a key's calls apart from its creator's.
describe('API keys: rate limit', () => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '3' } });
    owner = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('answers the 4th call in a minute 429 with Retry-After; another key keeps its own budget', async () => {
    const made = await makeKey(owner, 'read-content');
    const key = withKey(t, made.token);
    const other = withKey(t, (await makeKey(owner, 'read-content')).token);
    // two calls counted in a window that starts now: the test does not race the minute
    await setRateLimitCount(t, `api-key:user:key:${made.id}`, 2);
    await key.get('/api/blog-posts').expect(200);
    const refused = await key.get('/api/blog-posts').expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please try again in a minute.',
      error: 'Too Many Requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await other.get('/api/blog-posts').expect(200);
    // the owner's own session is not an API key's call
    for (let i = 0; i < 4; i++) await owner.get('/api/admin/api-keys').expect(200);
  });

  it("counts a route's per-user rule per key, apart from the key's creator", async () => {
    const made = await makeKey(owner, 'admin');
    const key = withKey(t, made.token);
    await setRateLimitCount(t, `newsletter-test:user:key:${made.id}`, 20);
    await key.post('/api/admin/blog-posts/mail-preview', draft).expect(200);
    await key.post('/api/admin/blog-posts/test-mail', draft).expect(429);
    // the creator's own budget of test mails is untouched
    await owner.post('/api/admin/blog-posts/test-mail', draft).expect(202);
    const [row] = await t.dataSource.query(`SELECT count FROM rate_limit_hits WHERE key = $1`, [
      `api-key:user:key:${made.id}`,
    ]);
    expect(row.count).toBe(2);
  });
});
