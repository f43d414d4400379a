import request from 'supertest';
import { ADMIN_REQUIRED, KEY_INVALID, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { accessOf, type AccessLevel, type AdminKeys } from '../../src/core/access/access.decorators';
import { CSRF_MESSAGE, SKIP_CSRF } from '../../src/core/http/csrf';
import { TAG_DESCRIPTIONS } from '../../src/core/http/openapi-tags';
import { RATE_LIMITS, type RateLimitRule } from '../../src/core/rate-limit/rate-limit.decorator';
import { RateLimitService } from '../../src/core/rate-limit/rate-limit.service';
import { keyAnswer, makeKey, READ_CONTENT_ROUTES, scopesTaken, type MadeKey } from '../auth/api-keys-helpers';
import { handlersOf } from '../support/api-handlers';
import { signedIn, newClient, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-api-key-scopes'?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: object;
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Route {
  method: Method;
  path: string;
  key: string;
  op: Operation;
  // the controller's method
  handler: object;
  level: AccessLevel;
  keys: AdminKeys;
  skipCsrf: boolean;
  rateLimits: RateLimitRule[];
}
interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const GENERATED = ['400', '401', '403', '413', '429'];
const ONE_MB = 1024 * 1024;

// The OpenAPI document says who may call what, as the decorators the guards read decide it, and
// every 4xx answer it generates (core/http/openapi-access.ts) is one the server really gives: each
// is asked for here, on every operation of the served document, through the real app.
describe('the API contract: security and generated answers of every operation', () => {
  let t: TestApp;
  let routes: Route[];
  let tags: { name: string; description: string }[];
  let anonymous: TestClient;
  let customer: TestClient;
  let customerId: number;
  let admin: TestClient;
  let adminId: number;
  let adminKey: MadeKey;
  let readKey: MadeKey;

  beforeAll(async () => {
    t = await createTestApp();
    anonymous = await newClient(t);
    customer = await signedIn(t, 'customer');
    customerId = (await customer.get('/api/auth/user').expect(200)).body.id;
    admin = await signedIn(t, 'admin');
    adminId = (await admin.get('/api/auth/user').expect(200)).body.id;
    adminKey = await makeKey(admin, 'admin');
    readKey = await makeKey(admin, 'read-content');
    const doc = (await anonymous.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<Method, Operation>>;
      tags: { name: string; description: string }[];
    };
    tags = doc.tags;
    const handlers = new Map(handlersOf(t.app).map((h) => [h.operationId, h]));
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const handler = handlers.get(op.operationId)!;
        const fn = handler.controller.prototype[handler.method] as object;
        return {
          method: method as Method,
          path,
          key: `${method.toUpperCase()} ${path}`,
          op,
          handler: fn,
          ...accessOf(fn as () => void, handler.controller),
          skipCsrf: Reflect.getMetadata(SKIP_CSRF, fn) === true,
          rateLimits: (Reflect.getMetadata(RATE_LIMITS, fn) as RateLimitRule[] | undefined) ?? [],
        };
      }),
    );
  });
  afterAll(() => t.close());

  const isWrite = (route: Route) => route.method !== 'get';
  const isApi = (route: Route) => route.path.startsWith('/api/');

  it('gives every operation the security its decorators choose', () => {
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of routes) {
      const csrf = isWrite(route) && !route.skipCsrf;
      const keys = scopesTaken(route);
      const key = keys.length > 0 ? [{ apiKey: [] }] : [];
      // a public write from a browser needs the CSRF token too (anonymous visitors get one)
      const expected =
        route.level === 'public'
          ? csrf
            ? [{ csrf: [] }, ...key]
            : []
          : [csrf ? { session: [], csrf: [] } : { session: [] }, ...key];
      if (JSON.stringify(route.op.security) !== JSON.stringify(expected))
        problems.push(
          `${route.key}: ${JSON.stringify(route.op.security)}, its decorators say ${JSON.stringify(expected)}`,
        );
      const scopes = route.level === 'admin' && route.keys !== 'none' ? keys : undefined;
      if (JSON.stringify(route.op['x-api-key-scopes']) !== JSON.stringify(scopes))
        problems.push(`${route.key}: x-api-key-scopes ${JSON.stringify(route.op['x-api-key-scopes'])}`);
    }
    expect(problems).toEqual([]);
    const readContent = routes.filter((r) => r.op['x-api-key-scopes']?.includes('read-content'));
    expect(readContent.map((r) => r.op.operationId).sort()).toEqual([...READ_CONTENT_ROUTES].sort());
    expect(readContent.every((r) => r.method === 'get')).toBe(true);
  });

  it('describes every tag the operations use', () => {
    const used = new Set(routes.flatMap((r) => (r.op as { tags?: string[] }).tags ?? []));
    expect(tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of tags) expect([tag.name, tag.description]).toEqual([tag.name, TAG_DESCRIPTIONS[tag.name]]);
  });

  interface Probe {
    status: string;
    // the request, for the failure's message
    what: string;
    message: string | RegExp;
    call: () => Promise<Answer>;
  }

  // Fills the rate-limit counter `key` (as RateLimitGuard names it) until its budget is spent.
  async function spend(key: string, limit: number, windowSeconds: number): Promise<void> {
    const limits = t.app.get(RateLimitService);
    while ((await limits.hit(key, limit, windowSeconds)).allowed);
  }

  // For each generated status of the operation, the request that gets it.
  function probesOf(route: Route): Probe[] {
    const { method, path, op, level } = route;
    const url = path.replace(/\{[^}]+\}/g, '1');
    const plain = (address = url) => request(t.server)[method](address);
    const bearer = (token: string) => plain().set('Authorization', `Bearer ${token}`);
    // a signed-in client's write without the CSRF header (it keeps its cookies)
    const noCsrf = (client: TestClient) => client.agent[method](url).set('X-Forwarded-For', client.ip).send({});
    const probes: Probe[] = [];
    const add = (status: string, what: string, message: string | RegExp, call: () => PromiseLike<Answer>) =>
      probes.push({ status, what, message, call: async () => await call() });

    const NOT_ALLOWED = /contains a character that is not allowed/;
    const pathParam = op.parameters?.find((p) => p.in === 'path');
    const queryParam = op.parameters?.find((p) => p.in === 'query');
    if (pathParam) {
      const bad = path.replace(`{${pathParam.name}}`, '%00').replace(/\{[^}]+\}/g, '1');
      add('400', `NUL in {${pathParam.name}}`, NOT_ALLOWED, () => plain(bad));
    } else if (queryParam)
      add('400', `NUL in ?${queryParam.name}`, NOT_ALLOWED, () => plain(`${url}?${queryParam.name}=%00`));
    else if (op.requestBody) add('400', 'NUL in the body', NOT_ALLOWED, () => plain().send({ text: 'a\u0000b' }));
    // an operation without input: its request may still be malformed (the body parser runs before any route)
    else
      add('400', 'a JSON body nested too deeply', 'The request body is nested too deeply.', () =>
        plain()
          .set('Content-Type', 'application/json')
          .send('['.repeat(40) + ']'.repeat(40)),
      );

    // outside /api the site's pages ignore an Authorization header
    if (isApi(route)) add('401', 'an API key that is not one', KEY_INVALID, () => bearer('csk_not-a-key'));
    if (level !== 'public') add('401', 'anonymous', SIGN_IN_REQUIRED, () => plain());

    if (level === 'admin') add('403', 'a customer', ADMIN_REQUIRED, () => customer.send(method, url, {}));
    if (isWrite(route) && !route.skipCsrf)
      add('403', 'no CSRF header', CSRF_MESSAGE, () =>
        noCsrf(level === 'admin' ? admin : level === 'signed-in' ? customer : anonymous),
      );
    const keys = scopesTaken(route);
    // the keys refused, with the design's refusal (test/auth/api-keys-helpers.ts)
    if (isApi(route) && !keys.includes('admin'))
      add('403', 'an admin key', keyAnswer('admin', route)!, () => bearer(adminKey.token));
    if (keys.includes('admin') && !keys.includes('read-content'))
      add('403', 'a read-content key', keyAnswer('read-content', route)!, () => bearer(readKey.token));

    if (op.requestBody)
      add('413', 'a JSON body over 1 MB', 'The request body is too large.', () =>
        plain()
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ text: 'x'.repeat(ONE_MB) })),
      );

    const TOO_MANY = /^Too many attempts\. Please try again in/;
    if (keys.length > 0)
      add('429', "an admin key over its minute's budget", TOO_MANY, async () => {
        // the key's own budget (core/rate-limit/rate-limit.guard.ts: rule "api-key", counted per key)
        await spend(`api-key:user:key:${adminKey.id}`, t.config.apiKeyRateLimit, 60);
        return bearer(adminKey.token);
      });
    for (const rule of route.rateLimits)
      add('429', `over "${rule.name}" by ${rule.by}`, TOO_MANY, async () => {
        const client = level === 'public' ? await newClient(t) : level === 'admin' ? admin : customer;
        const subject = rule.by === 'ip' ? client.ip : client === admin ? adminId : customerId;
        await spend(`${rule.name}:${rule.by}:${subject}`, rule.limit, rule.windowSeconds);
        return client.send(method, url, {});
      });
    return probes;
  }

  it('documents each answer the guards, the body parser and the input checks give, with the error schema', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const probed = new Set(probesOf(route).map((p) => p.status));
      // statuses the controller documents itself (@ApiNotFoundResponse, ...)
      const own = Object.keys((Reflect.getMetadata('swagger/apiResponse', route.handler) as object | undefined) ?? {});
      for (const [status, response] of Object.entries(route.op.responses)) {
        // an answer says what it means (an error: the controller's own text, or the generated one)
        if (!response.description.trim()) problems.push(`${route.key} ${status} has an empty description`);
        if (/\n/.test(response.description)) problems.push(`${route.key} ${status} has descriptions run together`);
        if (!GENERATED.includes(status)) continue;
        if (!probed.has(status) && !own.includes(status))
          problems.push(`${route.key} ${status} is asked for by no probe`);
        if (response.content?.['application/json']?.schema.$ref !== '#/components/schemas/ErrorResponseDto')
          problems.push(`${route.key} ${status} has not the error schema`);
      }
      for (const status of probed)
        if (!route.op.responses[status]) problems.push(`${route.key} ${status} is not documented`);
      // Redocly's operation-4xx-response, off for the site's files outside /api (backend/redocly.yaml)
      if (isApi(route) && !Object.keys(route.op.responses).some((status) => status.startsWith('4')))
        problems.push(`${route.key} documents no 4xx answer`);
    }
    expect(problems).toEqual([]);
  });

  it.each(GENERATED)('answers %s, in the one error shape, wherever the document says so', async (status) => {
    let asked = 0;
    for (const route of routes) {
      for (const probe of probesOf(route).filter((p) => p.status === status)) {
        const res = await probe.call();
        const label = `${route.key} (${probe.what})`;
        expect([label, res.status]).toEqual([label, Number(status)]);
        expectErrorShape(label, res.body, Number(status), probe.message);
        if (status === '429') expect([label, Number(res.headers?.['retry-after']) > 0]).toEqual([label, true]);
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(status === '413' ? 40 : 10);
  });

  function expectErrorShape(key: string, body: Record<string, unknown>, status: number, message?: string | RegExp) {
    expect([key, Object.keys(body).every((k) => ['statusCode', 'message', 'error', 'errors'].includes(k))]).toEqual([
      key,
      true,
    ]);
    expect([key, body.statusCode, typeof body.message]).toEqual([key, status, 'string']);
    if (message)
      expect([key, body.message]).toEqual([
        key,
        typeof message === 'string' ? message : expect.stringMatching(message),
      ]);
  }
});
