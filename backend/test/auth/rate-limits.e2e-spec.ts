import { account, newClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

describe('sign-in and registration rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops password guessing on one account after 10 tries in 15 minutes, even from new addresses', async () => {
    const who = account();
    const setup = await newClient(t);
    await setup.post('/api/auth/register', who).expect(201);
    for (let i = 0; i < 10; i++) {
      const client = await newClient(t); // a different client IP every time
      await client.post('/api/auth/login', { email: who.email, password: `wrong-${i}` }).expect(401);
    }
    const client = await newClient(t);
    const res = await client.post('/api/auth/login', { email: who.email, password: who.password }).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many attempts/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    // other accounts are unaffected
    const other = account();
    await client.post('/api/auth/register', other).expect(201);
    await client.post('/api/auth/login', { email: other.email, password: other.password }).expect(200);
  });

  it('limits registrations per client address', async () => {
    const client = await newClient(t);
    for (let i = 0; i < 20; i++) await client.post('/api/auth/register', { email: 'x' }).expect(400);
    await client.post('/api/auth/register', account()).expect(429);
  });

  it('starts a new window once the old one has passed', async () => {
    const client = await newClient(t);
    for (let i = 0; i < 20; i++) await client.post('/api/auth/register', { email: 'x' }).expect(400);
    await client.post('/api/auth/register', account()).expect(429);
    await t.dataSource.query(
      `UPDATE rate_limit_hits SET window_start = now() - interval '2 hours' WHERE key = $1`,
      [`register:ip:${client.ip}`],
    );
    await client.post('/api/auth/register', account()).expect(201);
  });
});
