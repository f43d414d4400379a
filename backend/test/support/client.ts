import { randomInt } from 'node:crypto';
import request from 'supertest';
import type { TestApp } from './test-app';

// suites share one database (and its rate-limit counters): start each file somewhere random
let nextIp = randomInt(1, 1 << 23);

// A browser-like caller: keeps cookies, echoes the latest CSRF token as the SPA does (the token
// changes at sign-in and sign-out), and comes from its own client IP (via X-Forwarded-For from
// loopback, as behind nginx) so rate limits of one test do not leak into another.
export class TestClient {
  readonly ip = `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;
  readonly agent: ReturnType<typeof request.agent>;
  private csrf = '';

  constructor(t: TestApp) {
    this.agent = request.agent(t.server);
  }

  async ready(): Promise<this> {
    await this.get('/api/health');
    if (!this.csrf) throw new Error('the API did not hand out a CSRF token');
    return this;
  }

  // the token this client would echo now (the last one the API handed out)
  get csrfToken(): string {
    return this.csrf;
  }

  get(url: string) {
    return this.track(this.agent.get(url).set('X-Forwarded-For', this.ip));
  }

  send(method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, body?: object) {
    const req = this.track(this.agent[method](url).set('X-Forwarded-For', this.ip).set('X-XSRF-TOKEN', this.csrf));
    return body === undefined ? req : req.send(body);
  }

  private track<T extends request.Test>(req: T): T {
    req.on('response', (res: { headers: Record<string, string[] | string | undefined> }) => {
      this.csrf = TestClient.cookie(res.headers['set-cookie'], 'XSRF-TOKEN') ?? this.csrf;
    });
    return req;
  }

  post(url: string, body?: object) {
    return this.send('post', url, body);
  }

  static cookie(setCookie: string[] | string | undefined, name: string): string | undefined {
    const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const line = all.find((c) => c.startsWith(`${name}=`));
    return line ? decodeURIComponent(line.split(';')[0].slice(name.length + 1)) : undefined;
  }
}

export async function newClient(t: TestApp): Promise<TestClient> {
  return new TestClient(t).ready();
}

let nextUser = 1;

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function account(overrides: Partial<TestAccount> = {}): TestAccount {
  const n = `${Date.now().toString(36)}${nextUser++}`;
  return { email: `user${n}@example.com`, password: 'secret123', firstName: 'Ada', lastName: 'Lovelace', ...overrides };
}

// A signed-in customer (or admin) through the real API.
export async function signedIn(
  t: TestApp,
  role: 'customer' | 'admin' = 'customer',
  who = account(),
): Promise<TestClient> {
  const client = await newClient(t);
  await client.post('/api/auth/register', who).expect(201);
  await client.post('/api/auth/login', { email: who.email, password: who.password }).expect(200);
  if (role === 'admin') {
    await client.post('/api/make-admin', { email: who.email, adminSecret: t.config.adminSecret }).expect(200);
  }
  return client;
}
