// Helpers of the API key tests: keys made through the admin's API, and calls made with them as a
// script would (no cookie, no CSRF token, from a client IP of its own).
import request from 'supertest';
import type { AccessLevel, AdminKeys } from '../../src/core/access/access.decorators';
import { KEY_NOT_FOR_ACCOUNT, KEY_READ_ONLY, KEY_SESSION_ONLY } from '../../src/core/access/access.guard';
import { signedIn, TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';

export type Scope = 'read-content' | 'admin';

// The only admin routes a read-content key may call (content, never customers' data): the design's
// list, which the document and the guard are both held to.
export const READ_CONTENT_ROUTES = [
  'listAdminBlogPosts',
  'getAdminBlogPost',
  'listBlogCategories',
  'getNextPost',
  'listPageContent',
  'getLegalPageForAdmin',
  'getCourseOutlineForAdmin',
  'getCourseLessonForAdmin',
];

export interface MadeKey {
  id: number;
  name: string;
  token: string;
}

// Who a key may call: the design's table, written out once for the tests (the AccessGuard's
// keyRefusal and the OpenAPI document are held to it). A route's access and whether it is a read
// (GET) → what an admin key and a read-content key are answered (null: let through).
type Row = [AccessLevel, AdminKeys, 'read' | 'write', adminKey: string | null, readContentKey: string | null];
const NOT_FOR_ACCOUNT = KEY_NOT_FOR_ACCOUNT;
const SESSION_ONLY = KEY_SESSION_ONLY;
const READ_ONLY = KEY_READ_ONLY;
// prettier-ignore
const KEY_ACCESS: Row[] = [
  // @Public()
  ['public',    'admin',        'read',  null,            null],
  ['public',    'admin',        'write', null,            READ_ONLY],
  // @Public({ keys: 'none' }): for people in a browser
  ['public',    'none',         'read',  NOT_FOR_ACCOUNT, NOT_FOR_ACCOUNT],
  ['public',    'none',         'write', NOT_FOR_ACCOUNT, NOT_FOR_ACCOUNT],
  // @SignedIn()
  ['signed-in', 'admin',        'read',  NOT_FOR_ACCOUNT, NOT_FOR_ACCOUNT],
  ['signed-in', 'admin',        'write', NOT_FOR_ACCOUNT, NOT_FOR_ACCOUNT],
  // @AdminOnly()
  ['admin',     'admin',        'read',  null,            READ_ONLY],
  ['admin',     'admin',        'write', null,            READ_ONLY],
  // @AdminOnly({ keys: 'read-content' }): GET routes only
  ['admin',     'read-content', 'read',  null,            null],
  // @AdminOnly({ keys: 'none' })
  ['admin',     'none',         'read',  SESSION_ONLY,    SESSION_ONLY],
  ['admin',     'none',         'write', SESSION_ONLY,    SESSION_ONLY],
];

// What a key of `scope` is answered on a route under /api (null: let through).
export function keyAnswer(
  scope: Scope,
  route: { level: AccessLevel; keys: AdminKeys; method: string; key?: string },
): string | null {
  const kind = route.method.toLowerCase() === 'get' ? 'read' : 'write';
  const row = KEY_ACCESS.find(([level, keys, k]) => level === route.level && keys === route.keys && k === kind);
  if (!row)
    throw new Error(`The table of key access has no row for ${route.key ?? ''}: ${route.level} ${route.keys} ${kind}`);
  return scope === 'admin' ? row[3] : row[4];
}

// The scopes of key a route takes (none outside /api: the site's pages ignore an Authorization header).
export const scopesTaken = (route: { level: AccessLevel; keys: AdminKeys; method: string; path: string }): Scope[] =>
  route.path.startsWith('/api/')
    ? (['read-content', 'admin'] as const).filter((s) => keyAnswer(s, route) === null)
    : [];

let nextKey = 1;
export const keyName = (what = 'key') => `${what} ${Date.now().toString(36)}-${nextKey++}`;

export async function makeKey(owner: TestClient, scope: Scope, name = keyName(scope)): Promise<MadeKey> {
  const res = await owner.post('/api/admin/api-keys', { name, scope }).expect(201);
  return { id: res.body.key.id, name: res.body.key.name, token: res.body.token };
}

// A signed-in admin and a key of theirs.
export async function ownerWithKey(t: TestApp, scope: Scope): Promise<{ owner: TestClient; key: MadeKey }> {
  const owner = await signedIn(t, 'admin');
  return { owner, key: await makeKey(owner, scope) };
}

let nextIp = 1;

// A script's calls with `token` (a fresh agent: no cookie is kept between calls).
export function withKey(t: TestApp, token: string) {
  const ip = `10.250.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head', url: string) =>
    request(t.server)[method](url).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', ip);
  return {
    call,
    get: (url: string) => call('get', url),
    post: (url: string, body?: object) => call('post', url).send(body ?? {}),
  };
}
