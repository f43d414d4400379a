// Helpers of the API key tests: keys made through the admin's API, and calls made with them as a
// script would (no cookie, no CSRF token, from a client IP of its own).
import request from 'supertest';
import { signedIn, TestClient } from '../support/client';
import type { TestApp } from '../support/test-app';

export type Scope = 'read-content' | 'admin';

export interface MadeKey {
  id: number;
  name: string;
  token: string;
}

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
