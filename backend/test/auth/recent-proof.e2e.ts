import { account, newClient, signedIn } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { TestAuthenticator } from '../support/totp-codes';
import { ageProof } from './account-helpers';
import { keyName, makeKey, withKey } from './api-keys-helpers';

const PROOF_REQUIRED =
  'Please confirm it is you: this asks for your password (or a code) again when you last gave it more than 5 minutes ago.';
// The routes that ask for a recent proof, as the served document says (core/http/openapi-access.ts).
async function routesAskingForProof(t: TestApp): Promise<string[]> {
  const doc = (await (await newClient(t)).get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
  };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.responses['403']?.description.includes('POST /api/auth/reauthenticate'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('a second look before what cannot be undone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is asked by refunds, API keys, the notification address, two-factor off, removing a passkey, the subscriber list and backups', async () => {
    expect(await routesAskingForProof(t)).toEqual([
      'DELETE /api/account/passkeys/{id}',
      'GET /api/admin/backups/{name}',
      'GET /api/admin/subscribers/export',
      'POST /api/account/two-factor/disable',
      'POST /api/admin/api-keys',
      'POST /api/admin/api-keys/{id}/revoke',
      'POST /api/admin/orders/{id}/refunds',
      'PUT /api/admin/alerts',
    ]);
  });

  it('lets a session that signed in a moment ago through, and asks again after 5 minutes', async () => {
    const who = account();
    const owner = await signedIn(t, 'admin', who);
    const fresh = (await owner.get('/api/auth/proof').expect(200)).body;
    expect(fresh).toEqual({ fresh: true, provenUntil: expect.any(String), asks: 'password', passkeys: false });
    const until = Date.parse(fresh.provenUntil);
    expect(until).toBeGreaterThan(Date.now() + 4 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000);
    await owner.post('/api/admin/api-keys', { name: keyName(), scope: 'admin' }).expect(201);

    await ageProof(t, owner);
    expect((await owner.get('/api/auth/proof').expect(200)).body.fresh).toBe(false);
    const asked = await owner.post('/api/admin/api-keys', { name: keyName(), scope: 'admin' }).expect(403);
    expect(asked.body).toEqual({ statusCode: 403, message: PROOF_REQUIRED, error: 'Forbidden', reauthenticate: true });
    await owner.send('put', '/api/admin/alerts', { notificationEmail: 'alerts@example.com' }).expect(403);
    await owner.get('/api/admin/subscribers/export').expect(403);
    // what asks for no proof goes on as before
    await owner.get('/api/admin/api-keys').expect(200);

    const missing = await owner.post('/api/auth/reauthenticate', {}).expect(400);
    expect(missing.body.message).toBe('Enter your password.');
    const wrong = await owner.post('/api/auth/reauthenticate', { password: 'not-it' }).expect(400);
    expect(wrong.body.message).toBe('Your current password is not correct.');
    const proven = await owner.post('/api/auth/reauthenticate', { password: who.password }).expect(200);
    expect(proven.body.fresh).toBe(true);
    await owner.post('/api/admin/api-keys', { name: keyName(), scope: 'admin' }).expect(201);
  });

  it('asks an account with two-factor on for a code, not the password', async () => {
    const who = account();
    const owner = await signedIn(t, 'admin', who);
    const setup = await owner.post('/api/account/two-factor/setup').expect(201);
    const app = new TestAuthenticator(setup.body.secret);
    const { recoveryCodes } = (
      await owner.post('/api/account/two-factor/enable', { code: await app.code() }).expect(200)
    ).body;
    await ageProof(t, owner);
    expect((await owner.get('/api/auth/proof').expect(200)).body).toEqual({
      fresh: false,
      provenUntil: expect.any(String),
      asks: 'code',
      passkeys: false,
    });
    await owner.post('/api/account/two-factor/disable', { code: await app.code() }).expect(403);
    const password = await owner.post('/api/auth/reauthenticate', { password: who.password }).expect(400);
    expect(password.body.message).toBe(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    await owner.post('/api/auth/reauthenticate', { code: '000000' }).expect(400);
    await owner.post('/api/auth/reauthenticate', { code: recoveryCodes[0] }).expect(200);
    await owner.post('/api/account/two-factor/disable', { code: await app.code() }).expect(200);
  });

  it('never asks an API key: the key is sent with every call', async () => {
    const owner = await signedIn(t, 'admin');
    const key = await makeKey(owner, 'admin');
    const other = await makeKey(owner, 'admin');
    await ageProof(t, owner);
    await withKey(t, key.token).post(`/api/admin/api-keys/${other.id}/revoke`).expect(403);
    // (API keys are for the owner's session only; the refusal is the key rule's, not a proof's)
    await owner.post(`/api/admin/api-keys/${other.id}/revoke`).expect(403);
    const script = withKey(t, key.token);
    const res = await script.get('/api/admin/subscribers/export');
    expect(res.status).toBe(200);
  });

  it('answers 401 to anonymous callers before asking for anything', async () => {
    const anonymous = await newClient(t);
    await anonymous.get('/api/auth/proof').expect(401);
    await anonymous.post('/api/auth/reauthenticate', { password: 'x' }).expect(401);
    await anonymous.get('/api/admin/subscribers/export').expect(401);
  });
});
