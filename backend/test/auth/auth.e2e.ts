import request from 'supertest';
import { account, newClient, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

describe('accounts: register, sign in, current user, sign out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRows = (email: string) => t.dataSource.query('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);

  it('registers a customer, stores the account with an argon2id hash and signs it in as sign-in does', async () => {
    const client = await newClient(t);
    const tokenBefore = client.csrfToken;
    const who = account({ email: '  Mixed.Case@Example.com ', firstName: ' Grace ' });
    const res = await client.post('/api/auth/register', who).expect(201);
    const [row] = await userRows('mixed.case@example.com');
    expect(res.body).toEqual({
      message: 'Thank you for registering. You are signed in. We have sent a mail to confirm your address.',
      user: {
        id: row.id,
        role: 'customer',
        firstName: 'Grace',
        lastName: 'Lovelace',
        email: 'mixed.case@example.com',
        createdAt: expect.any(String),
        emailConfirmed: false,
        pendingEmail: null,
      },
    });
    expect(row).toMatchObject({ email: 'mixed.case@example.com', first_name: 'Grace', role: 'customer' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // a session as sign-in starts it: the same cookie, and a CSRF token bound to it
    const cookieLine = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(cookieLine).toMatch(/HttpOnly/);
    expect(cookieLine).toMatch(/SameSite=Lax/);
    expect(client.csrfToken).not.toBe(tokenBefore);
    expect((await client.get('/api/auth/user').expect(200)).body.email).toBe('mixed.case@example.com');
    const stale = await client.agent
      .post('/api/auth/logout')
      .set('X-Forwarded-For', client.ip)
      .set('X-XSRF-TOKEN', tokenBefore)
      .expect(403);
    expect(stale.body.message).toMatch(/security token/);
  });

  it('starts a new session id at registration: the one from before opens nothing', async () => {
    const first = account();
    await (await newClient(t)).post('/api/auth/register', first).expect(201);
    const client = await newClient(t);
    const login = await client.post('/api/auth/login', { email: first.email, password: first.password }).expect(200);
    const before = TestClient.cookie(login.headers['set-cookie'], 'sid')!;
    const second = account({ firstName: 'Grace' });
    const res = await client.post('/api/auth/register', second).expect(201);
    const after = TestClient.cookie(res.headers['set-cookie'], 'sid');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    expect((await client.get('/api/auth/user').expect(200)).body.email).toBe(second.email);
    await request(t.server)
      .get('/api/auth/user')
      .set('Cookie', `sid=${encodeURIComponent(before)}`)
      .expect(401);
  });

  const invalidRegistrations: [object, string][] = [
    [{ password: 'secret123', firstName: 'A', lastName: 'B' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret123', firstName: 'A', lastName: 'B' }, 'Please enter a valid email'],
    [{ email: 'a@b.co', password: '12345', firstName: 'A', lastName: 'B' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'secret123', firstName: '   ', lastName: 'B' }, 'First name is required'],
    [{ email: 'a@b.co', password: 'secret123', firstName: 'A' }, 'Last name is required'],
    [{ email: 'a@b.co', password: 123456789, firstName: 'A', lastName: 'B' }, 'Password is required'],
    [
      { email: 'a@b.co', password: 'secret123', firstName: 'A'.repeat(5000), lastName: 'B' },
      'First name must be at most 100 characters',
    ],
    [
      { email: 'a@b.co', password: 'x'.repeat(100_000), firstName: 'A', lastName: 'B' },
      'Password must be at most 200 characters',
    ],
    [
      { email: 'a@b.co', password: 'secret123', firstName: 'A', lastName: 'B', role: 'admin' },
      'The field "role" is not allowed',
    ],
  ];
  it.each(invalidRegistrations.map(([body, message]) => [message, body] as const))(
    'refuses a registration with 400 "%s" and writes nothing',
    async (message, body) => {
      const client = await newClient(t);
      const before = await t.dataSource.query('SELECT count(*)::int AS n FROM users');
      const res = await client.post('/api/auth/register', body).expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.statusCode).toBe(400);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
    },
  );

  it.each([
    ['an array', '[1,2]'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['an object where a string belongs', '{"email":{"$gt":""},"password":"secret123","firstName":"A","lastName":"B"}'],
  ])('answers a body that is %s with 400, never a 500', async (_what, raw) => {
    const client = await newClient(t);
    for (const url of ['/api/auth/register', '/api/auth/login', '/api/make-admin']) {
      const res = await client.agent
        .post(url)
        .set('X-Forwarded-For', client.ip)
        .set('X-XSRF-TOKEN', (await client.get('/api/health')).request.cookies.match(/XSRF-TOKEN=([^;]+)/)![1])
        .set('Content-Type', 'application/json')
        .send(raw);
      // make-admin refuses the anonymous caller (401) unless the body is not even a JSON object or array
      const expected = url === '/api/make-admin' && /^[[{]/.test(raw) ? 401 : 400;
      expect([url, res.status]).toEqual([url, expected]);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('signs in, regenerating the session id, and reads the current user', async () => {
    const who = account();
    await (await newClient(t)).post('/api/auth/register', who).expect(201);
    const client = await newClient(t);
    await client.get('/api/auth/user').expect(401);

    const first = await client
      .post('/api/auth/login', { email: who.email.toUpperCase(), password: who.password })
      .expect(200);
    expect(first.body).toMatchObject({ email: who.email, firstName: 'Ada', role: 'customer' });
    expect(first.body.passwordHash).toBeUndefined();
    const sid1 = TestClient.cookie(first.headers['set-cookie'], 'sid');
    const cookieLine = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(cookieLine).toMatch(/HttpOnly/);
    expect(cookieLine).toMatch(/SameSite=Lax/);
    expect(cookieLine).not.toMatch(/Secure/);

    const me = await client.get('/api/auth/user').expect(200);
    expect(Object.keys(me.body).sort()).toEqual([
      'createdAt',
      'email',
      'emailConfirmed',
      'firstName',
      'id',
      'lastName',
      'pendingEmail',
      'role',
    ]);

    const second = await client.post('/api/auth/login', { email: who.email, password: who.password }).expect(200);
    const sid2 = TestClient.cookie(second.headers['set-cookie'], 'sid');
    expect(sid2).toBeDefined();
    expect(sid2).not.toBe(sid1);
    // the old session id no longer opens the account
    await request(t.server)
      .get('/api/auth/user')
      .set('Cookie', `sid=${encodeURIComponent(sid1!)}`)
      .expect(401);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const who = account();
    await (await newClient(t)).post('/api/auth/register', who).expect(201);
    const client = await newClient(t);
    const wrong = await client.post('/api/auth/login', { email: who.email, password: 'not-it' }).expect(401);
    const unknown = await client
      .post('/api/auth/login', { email: 'nobody-' + who.email, password: 'not-it' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
    expect(unknown.body).toEqual(wrong.body);
    await client.get('/api/auth/user').expect(401);
  });

  it('refuses a sign-in with missing fields with 400', async () => {
    const client = await newClient(t);
    const res = await client.post('/api/auth/login', { email: 'a@b.co' }).expect(400);
    expect(res.body.message).toBe('Please fill in all fields');
  });

  it('signs out: the session row is gone and the user reads as 401', async () => {
    const client = await signedIn(t);
    await client.get('/api/auth/user').expect(200);
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM session');
    const res = await client.post('/api/auth/logout').expect(204);
    expect(res.headers['set-cookie']?.toString()).toMatch(/sid=;/);
    await client.get('/api/auth/user').expect(401);
    const after = await t.dataSource.query('SELECT count(*)::int AS n FROM session');
    expect(after[0].n).toBe(before[0].n - 1);
  });

  it('keeps sessions in PostgreSQL: a signed-in user stays signed in across a restart', async () => {
    const client = await signedIn(t);
    const other = await createTestApp();
    try {
      const cookies = await client.get('/api/auth/user').expect(200);
      const res = await request(other.server).get('/api/auth/user').set('Cookie', cookies.request.cookies).expect(200);
      expect(res.body.role).toBe('customer');
    } finally {
      await other.close();
    }
  });

  it('refuses state-changing requests without the CSRF token', async () => {
    const client = await newClient(t);
    const who = account();
    const bare = await client.agent.post('/api/auth/register').set('X-Forwarded-For', client.ip).send(who).expect(403);
    expect(bare.body.message).toBe(
      'Your security token is missing or has expired. Please reload the page and try again.',
    );
    await client.agent
      .post('/api/auth/register')
      .set('X-Forwarded-For', client.ip)
      .set('X-XSRF-TOKEN', 'forged.token')
      .send(who)
      .expect(403);
    expect(await userRows(who.email)).toHaveLength(0);
  });
});

describe('session cookies in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('are Secure behind an https proxy, like the CSRF cookie', async () => {
    // a cookie jar keeps Secure cookies from plain http, so this test carries them by hand
    const https = (req: request.Test) => req.set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', '10.200.0.1');
    const first = await https(request(t.server).get('/api/health')).expect(200);
    const lines = [first.headers['set-cookie']].flat() as string[];
    const csrfLine = lines.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(csrfLine).toMatch(/; Secure/);
    // the pre-session id the token is bound to: a cookie no other subdomain can set
    expect(lines.find((c) => c.startsWith('__Host-xsrf-id='))).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const token = TestClient.cookie(csrfLine, 'XSRF-TOKEN')!;
    const cookies = lines.map((c) => c.split(';')[0]).join('; ');
    const post = (url: string, body: object) =>
      https(request(t.server).post(url)).set('Cookie', cookies).set('X-XSRF-TOKEN', token).send(body);
    const who = account();
    await post('/api/auth/register', who).expect(201);
    const res = await post('/api/auth/login', { email: who.email, password: who.password }).expect(200);
    const line = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))!;
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/HttpOnly/);
  });
});
