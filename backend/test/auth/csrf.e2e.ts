import request from 'supertest';
import { account, newClient, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

const CSRF_MESSAGE = 'Your security token is missing or has expired. Please reload the page and try again.';

// "name=value" of every cookie a response sets, for requests put together by hand
const cookiePairs = (setCookie: string[] | string | undefined) =>
  [setCookie ?? []].flat().map((line) => line.split(';')[0]);

describe('CSRF tokens are bound to the visitor and renewed at sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(client: TestClient) {
    const who = account();
    await client.post('/api/auth/register', who).expect(201);
    return client.post('/api/auth/login', { email: who.email, password: who.password }).expect(200);
  }

  it("refuses visitor A's token on visitor B's session, even with A's token planted as B's cookie", async () => {
    const a = await newClient(t);
    const b = await newClient(t);
    const login = await signIn(b);
    const sid = TestClient.cookie(login.headers['set-cookie'], 'sid')!;
    const res = await request(t.server)
      .post('/api/auth/logout')
      .set('X-Forwarded-For', b.ip)
      .set('Cookie', `sid=${encodeURIComponent(sid)}; XSRF-TOKEN=${a.csrfToken}`)
      .set('X-XSRF-TOKEN', a.csrfToken)
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
    await b.get('/api/auth/user').expect(200);
  });

  it("refuses visitor A's token for anonymous visitor B too", async () => {
    const a = await newClient(t);
    const ip = '10.254.0.1';
    const first = await request(t.server).get('/api/health').set('X-Forwarded-For', ip).expect(200);
    const ownCookies = cookiePairs(first.headers['set-cookie']).filter((c) => !c.startsWith('XSRF-TOKEN='));
    const who = account();
    const res = await request(t.server)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .set('Cookie', [...ownCookies, `XSRF-TOKEN=${a.csrfToken}`].join('; '))
      .set('X-XSRF-TOKEN', a.csrfToken)
      .send(who)
      .expect(403);
    expect(res.body.message).toBe(CSRF_MESSAGE);
    expect(await t.dataSource.query('SELECT 1 FROM users WHERE email = $1', [who.email])).toHaveLength(0);
  });

  it('hands out a new token at sign-in and refuses the one from before', async () => {
    const client = await newClient(t);
    const before = client.csrfToken;
    const login = await signIn(client);
    const after = TestClient.cookie(login.headers['set-cookie'], 'XSRF-TOKEN');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);

    const stale = await client.agent
      .post('/api/auth/logout')
      .set('X-Forwarded-For', client.ip)
      .set('X-XSRF-TOKEN', before)
      .expect(403);
    expect(stale.body.message).toBe(CSRF_MESSAGE);
    await client.get('/api/auth/user').expect(200);
    await client.post('/api/auth/logout').expect(204);
  });

  it('hands out a new token at sign-out and refuses the signed-in one afterwards', async () => {
    const client = await newClient(t);
    await signIn(client);
    const signedInToken = client.csrfToken;
    const logout = await client.post('/api/auth/logout').expect(204);
    const after = TestClient.cookie(logout.headers['set-cookie'], 'XSRF-TOKEN');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(signedInToken);

    const who = account();
    const stale = await client.agent
      .post('/api/auth/register')
      .set('X-Forwarded-For', client.ip)
      .set('X-XSRF-TOKEN', signedInToken)
      .send(who)
      .expect(403);
    expect(stale.body.message).toBe(CSRF_MESSAGE);
    await client.post('/api/auth/register', who).expect(201);
  });

  it('keeps one token for a visitor across reads, so open tabs stay in step', async () => {
    const client = await newClient(t);
    const token = client.csrfToken;
    const again = await client.get('/api/health').expect(200);
    expect(TestClient.cookie(again.headers['set-cookie'], 'XSRF-TOKEN')).toBeUndefined();
    await signIn(client);
    const signedInToken = client.csrfToken;
    expect(signedInToken).not.toBe(token);
    const read = await client.get('/api/auth/user').expect(200);
    expect(TestClient.cookie(read.headers['set-cookie'], 'XSRF-TOKEN')).toBeUndefined();
  });
});
