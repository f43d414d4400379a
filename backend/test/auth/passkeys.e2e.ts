import { newClient, TestClient } from '../support/client';
import { TestPasskey, type Ceremony } from '../support/passkey-authenticator';
import { createTestApp, TestApp } from '../support/test-app';
import { ageProof, passwordStep, registered, signedInAs, withTwoFactor } from './account-helpers';

const NOT_VERIFIED = 'That passkey could not be verified. Please try again.';

describe('passkeys', () => {
  let t: TestApp;
  // the site as the browser sees it: PUBLIC_URL's origin, and its host name as the RP id
  let site: Omit<Ceremony, 'challenge'>;
  beforeAll(async () => {
    t = await createTestApp();
    const url = new URL(t.config.publicUrl);
    site = { origin: url.origin, rpId: url.hostname };
  });
  afterAll(() => t.close());

  const registrationChallenge = async (browser: TestClient): Promise<Ceremony> => {
    const { options } = (await browser.post('/api/account/passkeys/options').expect(200)).body;
    return { ...site, challenge: options.challenge };
  };
  const signInChallenge = async (browser: TestClient): Promise<Ceremony> => {
    const { options } = (await browser.post('/api/auth/passkey/options').expect(200)).body;
    return { ...site, challenge: options.challenge };
  };
  async function addPasskey(browser: TestClient, name = 'My laptop', key = new TestPasskey()) {
    const response = key.register(await registrationChallenge(browser));
    const added = await browser.post('/api/account/passkeys', { name, response }).expect(201);
    return { key, added: added.body as { id: number; name: string } };
  }
  async function signInWith(key: TestPasskey, client?: TestClient) {
    const browser = client ?? (await newClient(t));
    const answer = await browser.post('/api/auth/passkey', { response: key.assert(await signInChallenge(browser)) });
    return { browser, answer };
  }

  it('are added with a name, several per account; a credential registers once', async () => {
    const who = await registered(t);
    const browser = await signedInAs(t, who);
    expect((await browser.get('/api/account/passkeys').expect(200)).body).toEqual([]);
    expect((await browser.get('/api/auth/proof').expect(200)).body.passkeys).toBe(false);

    const { options } = (await browser.post('/api/account/passkeys/options').expect(200)).body;
    expect(options.rp).toEqual({ id: site.rpId, name: 'Business Coach & Author' });
    expect(options.user.name).toBe(who.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    // an answer with no options asked for first (or asked for again after an answer) is refused
    const key = new TestPasskey();
    const first = await browser
      .post('/api/account/passkeys', {
        name: '  My laptop ',
        response: key.register({ ...site, challenge: options.challenge }),
      })
      .expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      name: 'My laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const stale = await browser
      .post('/api/account/passkeys', {
        name: 'Again',
        response: key.register({ ...site, challenge: options.challenge }),
      })
      .expect(400);
    expect(stale.body.message).toBe('The passkey request has expired. Please try again.');

    // the same authenticator again: 409, for this account and any other
    const again = await browser
      .post('/api/account/passkeys', { name: 'Same', response: key.register(await registrationChallenge(browser)) })
      .expect(409);
    expect(again.body.message).toBe('This passkey is already registered.');
    const other = await signedInAs(t, await registered(t));
    await other
      .post('/api/account/passkeys', { name: 'Same', response: key.register(await registrationChallenge(other)) })
      .expect(409);

    await addPasskey(browser, 'My phone');
    // the account's data export lists them by name and date, never a key
    const exported = JSON.parse((await browser.get('/api/account/export').buffer(true).expect(200)).text).passkeys;
    expect(exported).toEqual([
      { name: 'My laptop', createdAt: first.body.createdAt, lastUsedAt: null },
      { name: 'My phone', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const list = (await browser.get('/api/account/passkeys').expect(200)).body;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['My laptop', 'My phone']);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
    expect((await browser.get('/api/auth/proof').expect(200)).body.passkeys).toBe(true);
    // the next options leave out the account's passkeys, so the browser does not make one twice
    const next = (await browser.post('/api/account/passkeys/options').expect(200)).body.options;
    expect(next.excludeCredentials.map((c: { id: string }) => c.id)).toContain(key.id);

    const noName = await browser
      .post('/api/account/passkeys', {
        name: ' ',
        response: new TestPasskey().register(await registrationChallenge(browser)),
      })
      .expect(400);
    expect(noName.body.message).toBe('Give the passkey a name.');
  });

  it('refuses an answer for another site, another challenge or an unverified user at registration', async () => {
    const browser = await signedInAs(t, await registered(t));
    const key = new TestPasskey();
    for (const wrong of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { challenge: 'b3RoZXI' }]) {
      const res = await browser
        .post('/api/account/passkeys', {
          name: 'x',
          response: key.register({ ...(await registrationChallenge(browser)), ...wrong }),
        })
        .expect(400);
      expect(res.body.message).toBe(NOT_VERIFIED);
    }
    const unverified = new TestPasskey();
    unverified.userVerified = false;
    await browser
      .post('/api/account/passkeys', { name: 'x', response: unverified.register(await registrationChallenge(browser)) })
      .expect(400);
    expect((await browser.get('/api/account/passkeys').expect(200)).body).toEqual([]);
  });

  it('signs in alone, as sign-in does, also an account with two-factor on', async () => {
    const { who, browser } = await withTwoFactor(t);
    const { key } = await addPasskey(browser);
    // the code step (202 after the password), finished with the passkey instead of a code
    const owner = await passwordStep(t, who);
    const { answer } = await signInWith(key, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(who.email);
    expect((await owner.get('/api/auth/user').expect(200)).body.email).toBe(who.email);
    expect((await owner.get('/api/auth/proof').expect(200)).body.fresh).toBe(true);

    // a browser with nothing waiting: the passkey alone signs in
    const alone = await signInWith(key);
    expect(alone.answer.status).toBe(200);
    await alone.browser.get('/api/auth/user').expect(200);
    const [row] = (await alone.browser.get('/api/account/passkeys').expect(200)).body;
    expect(row.lastUsedAt).not.toBeNull();

    // a passkey this site does not know
    const stranger = await signInWith(new TestPasskey());
    expect(stranger.answer.status).toBe(401);
    expect(stranger.answer.body.message).toBe(
      'This passkey is not registered here. Sign in with your email and password instead.',
    );
    await stranger.browser.get('/api/auth/user').expect(401);
    // an answer with no options asked for
    const none = await (
      await newClient(t)
    ).post('/api/auth/passkey', { response: key.assert({ ...site, challenge: 'eA' }) });
    expect(none.status).toBe(400);
  });

  it('refuses a wrong origin, RP id or challenge, and an older counter (a cloned key)', async () => {
    const browser = await signedInAs(t, await registered(t));
    const { key } = await addPasskey(browser);
    for (const wrong of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { challenge: 'b3RoZXI' }]) {
      const client = await newClient(t);
      const c = await signInChallenge(client);
      const res = await client.post('/api/auth/passkey', { response: key.assert({ ...c, ...wrong }) }).expect(401);
      expect(res.body.message).toBe(NOT_VERIFIED);
      await client.get('/api/auth/user').expect(401);
    }
    expect((await signInWith(key)).answer.status).toBe(200);
    const used = key.counter;
    // a passkey that was not unlocked (user not verified) is not both factors
    key.userVerified = false;
    await signInWith(key).then(({ answer }) => expect(answer.status).toBe(401));
    key.userVerified = true;
    const clone = await newClient(t);
    await clone.post('/api/auth/passkey', { response: key.assert(await signInChallenge(clone), used) }).expect(401);
    await clone.get('/api/auth/user').expect(401);
    expect((await signInWith(key)).answer.status).toBe(200);
  });

  it('signs in once when two requests carry one challenge, or one counter, at the same moment', async () => {
    const browser = await signedInAs(t, await registered(t));
    const { key } = await addPasskey(browser);
    const client = await newClient(t);
    // an authenticator that counts nothing (counter 0 always): only the challenge can tell
    const response = key.assert(await signInChallenge(client), 0);
    const answers = await Promise.all([0, 1, 2].map(() => client.post('/api/auth/passkey', { response })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    // one counter value from two browsers at once (a copy of the key): the counter goes up once
    key.counter = 5;
    const browsers = await Promise.all([newClient(t), newClient(t)]);
    const ceremonies = await Promise.all(browsers.map(signInChallenge));
    const copies = browsers.map((b, i) => b.post('/api/auth/passkey', { response: key.assert(ceremonies[i], 6) }));
    expect((await Promise.all(copies)).map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('are renamed and removed by their owner only; a removed passkey no longer signs in', async () => {
    const browser = await signedInAs(t, await registered(t));
    const { key, added } = await addPasskey(browser);
    const renamed = await browser
      .send('patch', `/api/account/passkeys/${added.id}`, { name: 'Work laptop' })
      .expect(200);
    expect(renamed.body.name).toBe('Work laptop');
    await browser.send('patch', `/api/account/passkeys/${added.id}`, { name: '' }).expect(400);

    const other = await signedInAs(t, await registered(t));
    const notYours = await other.send('patch', `/api/account/passkeys/${added.id}`, { name: 'Mine' }).expect(404);
    expect(notYours.body.message).toBe('No such passkey on your account.');
    await other.send('delete', `/api/account/passkeys/${added.id}`).expect(404);

    await ageProof(t, browser);
    const asked = await browser.send('delete', `/api/account/passkeys/${added.id}`).expect(403);
    expect(asked.body.reauthenticate).toBe(true);
    // confirming it is you with the passkey itself; another account's passkey does not count
    const { key: othersKey } = await addPasskey(other);
    const wrong = await browser
      .post('/api/auth/reauthenticate', { passkey: othersKey.assert(await signInChallenge(browser)) })
      .expect(400);
    expect(wrong.body.message).toBe(
      'That passkey belongs to another account. Use a passkey of the account you are signed in with.',
    );
    const proof = await browser
      .post('/api/auth/reauthenticate', { passkey: key.assert(await signInChallenge(browser)) })
      .expect(200);
    expect(proof.body).toMatchObject({ fresh: true, passkeys: true });

    await browser.send('delete', `/api/account/passkeys/${added.id}`).expect(204);
    expect((await browser.get('/api/account/passkeys').expect(200)).body).toEqual([]);
    expect((await signInWith(key)).answer.status).toBe(401);
  });
});
