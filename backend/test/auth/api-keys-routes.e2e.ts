import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { accessOf, type AccessLevel, type AdminKeys } from '../../src/core/access/access.decorators';
import {
  ADMIN_REQUIRED,
  KEY_INVALID,
  KEY_NOT_FOR_ACCOUNT,
  KEY_READ_ONLY,
  KEY_SESSION_ONLY,
  SIGN_IN_REQUIRED,
} from '../../src/core/access/access.guard';
import request from 'supertest';
import { signedIn } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';
import { keyAnswer, makeKey, READ_CONTENT_ROUTES, withKey } from './api-keys-helpers';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Route {
  method: Method;
  path: string;
  key: string;
  operationId: string;
  level: AccessLevel;
  keys: AdminKeys;
}

// The only admin routes no key may call (the read-content ones: READ_CONTENT_ROUTES): a route that
// joins either list by mistake fails here.
const SESSION_ONLY = [
  'listApiKeys',
  'createApiKey',
  'revokeApiKey',
  'backUpNow',
  'listBackupArchives',
  'downloadBackupArchive',
  // the audit log (issue 50): what every key did is the owner's to read, not a key's
  'listAuditLog',
  'exportAuditLog',
  'listAuditLogTables',
  'getAuditSettings',
  'saveAuditSettings',
];

// refused by access control (not by the route's own rules, e.g. an invalid download signature)
const ACCESS_REFUSALS = [
  SIGN_IN_REQUIRED,
  ADMIN_REQUIRED,
  KEY_INVALID,
  KEY_READ_ONLY,
  KEY_NOT_FOR_ACCOUNT,
  KEY_SESSION_ONLY,
];
const blocked = (res: { status: number; body: { message?: string } }) =>
  [401, 403].includes(res.status) && ACCESS_REFUSALS.includes(res.body.message ?? '');

// Every operation of the OpenAPI document called with each scope of key: refused exactly where the
// design's table says (keyAnswer), let through everywhere else; outside /api the header is ignored.
describe('API keys: every documented route', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    // the walk makes more calls than a minute's default budget of a key
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '100000' } });
    const access = new Map<string, { level: AccessLevel; keys: AdminKeys }>();
    const scanner = t.app.get(MetadataScanner);
    for (const { metatype } of t.app.get(DiscoveryService).getControllers()) {
      if (!metatype) continue;
      for (const name of scanner.getAllMethodNames(metatype.prototype)) {
        access.set(name, accessOf((metatype.prototype as Record<string, () => unknown>)[name], metatype));
      }
    }
    const doc = (await request(t.server).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<Method, { operationId: string }>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method as Method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        operationId: op.operationId,
        ...access.get(op.operationId)!,
      })),
    );
  });
  afterAll(() => t.close());

  const call = (token: string, route: Route) => {
    const req = withKey(t, token).call(route.method, route.path.replace(/\{[^}]+\}/g, '1'));
    return route.method === 'get' ? req : req.send({});
  };

  it('knows every route’s access, and gives keys the routes the design names', () => {
    expect(routes.filter((r) => r.level === undefined)).toEqual([]);
    const operations = (keys: AdminKeys) =>
      routes
        .filter((r) => r.level === 'admin' && r.keys === keys)
        .map((r) => r.operationId)
        .sort();
    expect(operations('read-content')).toEqual([...READ_CONTENT_ROUTES].sort());
    expect(operations('none')).toEqual([...SESSION_ONLY].sort());
    for (const r of routes.filter((r) => r.keys === 'read-content')) expect([r.key, r.method]).toEqual([r.key, 'get']);
  });

  it.each([['an admin', 'admin'] as const, ['a read-content', 'read-content'] as const])(
    'refuses %s key exactly where the access model says, and never sets a cookie',
    async (_, scope) => {
      const owner = await signedIn(t, 'admin');
      const key = await makeKey(owner, scope);
      for (const route of routes) {
        const res = await call(key.token, route);
        // a key call never gets a cookie: no session, no CSRF token (core/http/api-key-calls.ts)
        expect([route.key, res.headers['set-cookie']]).toEqual([route.key, undefined]);
        const refusal = route.path.startsWith('/api/') ? keyAnswer(scope, route) : null;
        if (refusal === null) expect([route.key, blocked(res), res.status < 500]).toEqual([route.key, false, true]);
        else expect([route.key, res.status, res.body.message]).toEqual([route.key, 403, refusal]);
      }
    },
  );

  it('refuses a key that is not valid on every route under /api, public ones too', async () => {
    const api = routes.filter((route) => route.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(100);
    for (const route of api) {
      const res = await call('csk_not-a-key-at-all', route);
      expect([route.key, res.status, res.body.message]).toEqual([route.key, 401, KEY_INVALID]);
    }
  });

  // robots.txt, the feeds, the sitemap, the icons: the site's own files, like the SPA's pages
  it('ignores an Authorization header outside /api: the site’s files answer as to anybody', async () => {
    const site = routes.filter((route) => !route.path.startsWith('/api/'));
    expect(site.map((route) => route.key)).toEqual(expect.arrayContaining(['GET /robots.txt', 'GET /sitemap.xml']));
    for (const route of site) {
      const res = await call('csk_not-a-key-at-all', route);
      expect([route.key, res.status]).toEqual([route.key, 200]);
    }
  });
});
