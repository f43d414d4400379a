import request from 'supertest';
import { SESSION_SEEN_INTERVAL } from '../../src/modules/auth/sessions/session-activity.interceptor';
import { account, type TestAccount } from '../support/client';
import { ageSession, pruneSession } from '../support/factories';
import { fromMemory, readCache as cache, settled as heardBy } from '../support/read-cache';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';

// A browser's cookies, sent to either replica (nginx may send each request to another one).
class Browser {
  private readonly cookies = new Map<string, string>();

  get(t: TestApp, path: string) {
    return request(t.server)
      .get(path)
      .set('Cookie', this.header())
      .then((res) => this.keep(res));
  }

  send(t: TestApp, method: 'post' | 'put' | 'patch' | 'delete', path: string, body: object = {}) {
    const token = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    const req = request(t.server)[method](path).set('Cookie', this.header()).set('X-XSRF-TOKEN', token);
    return req.send(body).then((res) => this.keep(res));
  }

  async signIn(t: TestApp, who: TestAccount): Promise<this> {
    await this.get(t, '/api/health');
    expect((await this.send(t, 'post', '/api/auth/login', { email: who.email, password: who.password })).status).toBe(
      200,
    );
    return this;
  }

  get sessionId(): string {
    return decodeURIComponent(this.cookies.get('sid')!).slice(2).split('.')[0];
  }

  private header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: request.Response): request.Response {
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
}

// GET /api/auth/user, which every open tab polls, is answered from each replica's memory; a
// session that ends or an account that changes is never answered from memory afterwards.
describe('the signed-in user read from memory', () => {
  let a: TestApp;
  let b: TestApp;
  const user = async (t: TestApp, browser: Browser) => {
    const res = await browser.get(t, '/api/auth/user');
    return { status: res.status, body: res.body as { role: string; firstName: string }, res };
  };
  const settled = () => heardBy(a, b);
  // read on both replicas until each answers from memory (a sign-in's own late notices heard first)
  const warm = async (browser: Browser) => {
    await settled();
    for (const t of [a, b]) {
      await waitFor(
        async () => {
          const hits = cache(t).hits;
          expect((await user(t, browser)).status).toBe(200);
          return cache(t).hits > hits;
        },
        10_000,
        'an answer from memory',
      );
    }
  };
  beforeAll(async () => {
    const overrides: [unknown, unknown][] = [[SESSION_SEEN_INTERVAL, 1]];
    [a, b] = await Promise.all([createTestApp({ overrides }), createTestApp({ overrides })]);
    await waitFor(() => cache(a).active && cache(b).active, 20_000, 'both replicas listening');
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  const newAccount = async (): Promise<TestAccount> => {
    const who = account();
    const browser = new Browser();
    await browser.get(a, '/api/health');
    expect((await browser.send(a, 'post', '/api/auth/register', who)).status).toBe(201);
    return who;
  };

  it('answers from memory with the same bytes, writing nothing to the session', async () => {
    const browser = await new Browser().signIn(a, await newAccount());
    const row = () => a.dataSource.query('SELECT sess, expire FROM session WHERE sid = $1', [browser.sessionId]);
    const before = await row();
    const first = await user(a, browser);
    const again = await user(a, browser);
    expect(again.res.text).toBe(first.res.text);
    expect(again.res.headers['set-cookie']).toBeUndefined();
    const { date: _d, ...headers } = first.res.headers;
    const { date: _e, ...againHeaders } = again.res.headers;
    expect(againHeaders).toEqual(headers);
    await warm(browser);
    expect(await row()).toEqual(before);
  });

  it('is 401 after sign-out at once on the replica signed out from, and on the other once it hears', async () => {
    const browser = await new Browser().signIn(a, await newAccount());
    await warm(browser);
    expect((await browser.send(a, 'post', '/api/auth/logout')).status).toBe(204);
    expect((await user(a, browser)).status).toBe(401);
    await settled();
    expect((await user(b, browser)).status).toBe(401);
  });

  it('signs the other sessions out at once when the password changes', async () => {
    const who = await newAccount();
    const [here, elsewhere] = [await new Browser().signIn(a, who), await new Browser().signIn(b, who)];
    await warm(elsewhere);
    const changed = await here.send(a, 'put', '/api/account/password', {
      currentPassword: who.password,
      password: 'a-new-password-1',
    });
    expect(changed.status).toBe(200);
    expect((await user(a, elsewhere)).status).toBe(401);
    await settled();
    expect((await user(b, elsewhere)).status).toBe(401);
    expect((await user(a, here)).status).toBe(200);
  });

  it('shows a role change and a new name at once where they were made, and on the other replica', async () => {
    const who = await newAccount();
    const browser = await new Browser().signIn(a, who);
    await warm(browser);
    const made = await browser.send(a, 'post', '/api/make-admin', {
      email: who.email,
      adminSecret: a.config.adminSecret,
    });
    expect(made.status).toBe(200);
    expect((await user(a, browser)).body.role).toBe('admin');
    await settled();
    expect((await user(b, browser)).body.role).toBe('admin');

    await warm(browser);
    const profile = { firstName: 'Grace', lastName: who.lastName, email: who.email };
    expect((await browser.send(b, 'patch', '/api/account/profile', profile)).status).toBe(200);
    expect((await user(b, browser)).body.firstName).toBe('Grace');
    await waitFor(async () => (await user(a, browser)).body.firstName === 'Grace', 20_000, 'A to show the name');
  });

  it('is 401 on both once the session row is gone, however it went (the prune of expired sessions)', async () => {
    const browser = await new Browser().signIn(a, await newAccount());
    await warm(browser);
    await pruneSession(a, browser.sessionId);
    for (const t of [a, b]) await waitFor(async () => (await user(t, browser)).status === 401, 20_000, 'the 401');
  });

  it('still records when the session was last seen', async () => {
    const browser = await new Browser().signIn(a, await newAccount());
    await warm(browser);
    const lastSeen = async () =>
      (await a.dataSource.query('SELECT last_seen_at FROM session WHERE sid = $1', [browser.sessionId]))[0]
        .last_seen_at as Date;
    await ageSession(a, browser.sessionId, 2);
    const backdated = await lastSeen();
    // past the interval (1 s here) a read answered from memory writes it: read until it has
    await waitFor(
      async () => {
        expect((await fromMemory(a, () => user(a, browser))).status).toBe(200);
        return (await lastSeen()).getTime() > backdated.getTime();
      },
      10_000,
      'last seen to move',
    );
  });
});
