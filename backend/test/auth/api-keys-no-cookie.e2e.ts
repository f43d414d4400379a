import { KEY_INVALID, KEY_NOT_FOR_ACCOUNT, KEY_READ_ONLY } from '../../src/core/access/access.guard';
import { CSRF_MESSAGE } from '../../src/core/http/csrf';
import { account, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { makeKey, MadeKey, withKey } from './api-keys-helpers';

const address = () => `csrf-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

// A key call needs no CSRF token because it carries no ambient cookie: the cookies a browser sends
// with it (Swagger UI in a signed-in browser) are ignored, and none is set in its answer.
describe('API keys: no CSRF token, no cookie', () => {
  let t: TestApp;
  let owner: TestClient;
  let adminKey: MadeKey;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedIn(t, 'admin');
    adminKey = await makeKey(owner, 'admin');
  });
  afterAll(() => t.close());

  it('takes a write with the key and no CSRF token, and sets no cookie', async () => {
    const res = await withKey(t, adminKey.token)
      .post('/api/admin/subscribers/import', { csv: address(), consent: true })
      .expect(200);
    expect(res.body.added).toBe(1);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the same write made with the owner’s session cookie and no CSRF token', async () => {
    const res = await owner.agent
      .post('/api/admin/subscribers/import')
      .set('X-Forwarded-For', owner.ip)
      .send({ csv: address(), consent: true })
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
  });

  it('acts as the key, not as the session its cookie belongs to, and sets no cookie', async () => {
    const customer = await signedIn(t);
    const withCustomerCookie = (url: string, token: string) =>
      customer.agent.get(url).set('X-Forwarded-For', customer.ip).set('Authorization', `Bearer ${token}`);
    const orders = await withCustomerCookie('/api/admin/orders', adminKey.token).expect(200);
    expect(orders.headers['set-cookie']).toBeUndefined();
    const account = await withCustomerCookie('/api/auth/user', adminKey.token).expect(403);
    expect(account.body.message).toBe(KEY_NOT_FOR_ACCOUNT);
    // a read-content key in the owner's signed-in browser reads only what the key may
    const readOnly = await makeKey(owner, 'read-content');
    const res = await owner.agent
      .get('/api/admin/orders')
      .set('X-Forwarded-For', owner.ip)
      .set('Authorization', `Bearer ${readOnly.token}`)
      .expect(403);
    expect(res.body.message).toBe(KEY_READ_ONLY);
    expect(res.headers['set-cookie']).toBeUndefined();
    // and the sessions live on
    await customer.get('/api/auth/user').expect(200);
    await owner.get('/api/admin/orders').expect(200);
  });

  it.each(['Basic YWRtaW46YWRtaW4=', 'Token csk_x', ''])(
    'leaves an Authorization header of another scheme alone (a site behind basic auth): %j',
    async (header) => {
      await owner.agent
        .get('/api/admin/orders')
        .set('X-Forwarded-For', owner.ip)
        .set('Authorization', header)
        .expect(200);
    },
  );

  it.each(['Bearer', 'Bearer  ', 'bearer csk_x', 'Bearer a b'])(
    'answers 401 to the Authorization header %j, even with a valid session cookie',
    async (header) => {
      const res = await owner.agent
        .get('/api/admin/orders')
        .set('X-Forwarded-For', owner.ip)
        .set('Authorization', header)
        .expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: KEY_INVALID, error: 'Unauthorized' });
    },
  );

  // routes for people in a browser (@Public({ keys: 'none' })): a key never signs in or out
  it('refuses a key on sign-in, sign-out and registration, and sets no cookie', async () => {
    const who = account();
    await signedIn(t, 'admin', who);
    const key = withKey(t, adminKey.token);
    const answers = {
      login: await key.post('/api/auth/login', { email: who.email, password: who.password }),
      logout: await key.post('/api/auth/logout'),
      register: await key.post('/api/auth/register', account()),
    };
    for (const [route, res] of Object.entries(answers)) {
      expect([route, res.status, res.body.message]).toEqual([route, 403, KEY_NOT_FOR_ACCOUNT]);
      expect([route, res.headers['set-cookie']]).toEqual([route, undefined]);
    }
  });
});
