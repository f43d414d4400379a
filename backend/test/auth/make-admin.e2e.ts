import { account, newClient, signedIn } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

describe('POST /api/make-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses anonymous callers with 401', async () => {
    const client = await newClient(t);
    const res = await client
      .post('/api/make-admin', { email: 'a@b.co', adminSecret: t.config.adminSecret })
      .expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });

  it('needs both fields', async () => {
    const client = await signedIn(t);
    const res = await client.post('/api/make-admin', { email: '' }).expect(400);
    expect(res.body.message).toBe('Please provide both email and admin secret.');
  });

  it('refuses a wrong secret and another account’s e-mail, and the role stays customer', async () => {
    const who = account();
    const client = await signedIn(t, 'customer', who);
    const wrong = await client.post('/api/make-admin', { email: who.email, adminSecret: 'guess' }).expect(403);
    expect(wrong.body.message).toBe('Invalid credentials. Please check your email and admin secret.');
    const other = await client
      .post('/api/make-admin', { email: 'someone-else@example.com', adminSecret: t.config.adminSecret })
      .expect(403);
    expect(other.body.message).toBe('Admin access can only be granted to the account you are signed in with.');
    expect((await client.get('/api/auth/user').expect(200)).body.role).toBe('customer');
  });

  it('grants admin to the signed-in account with the right secret, effective at once', async () => {
    const who = account();
    const client = await signedIn(t, 'customer', who);
    const res = await client
      .post('/api/make-admin', { email: who.email.toUpperCase(), adminSecret: t.config.adminSecret })
      .expect(200);
    expect(res.body).toEqual({ message: 'Admin access granted' });
    expect((await client.get('/api/auth/user').expect(200)).body.role).toBe('admin');
  });

  it('limits attempts per account, answering 429 with Retry-After', async () => {
    const who = account();
    const client = await signedIn(t, 'customer', who);
    for (let i = 0; i < 5; i++)
      await client.post('/api/make-admin', { email: who.email, adminSecret: `guess-${i}` }).expect(403);
    const limited = await client
      .post('/api/make-admin', { email: who.email, adminSecret: t.config.adminSecret })
      .expect(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/make-admin with no ADMIN_SECRET configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_SECRET: '' } });
  });
  afterAll(() => t.close());

  it('is refused', async () => {
    const who = account();
    const client = await signedIn(t, 'customer', who);
    const res = await client.post('/api/make-admin', { email: who.email, adminSecret: 'anything' }).expect(403);
    expect(res.body.message).toBe('Admin setup is disabled on this server.');
  });
});
