import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { forwardFetch, sendJson, startServer } from '../test/http-server';
import { api } from './index';

const user = {
  id: 1,
  role: 'customer',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  createdAt: '2025-01-02T03:04:05.000Z',
};
let signedIn = false;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.path === '/api/auth/user') {
      return signedIn ? sendJson(res, 200, user) : sendJson(res, 401, { statusCode: 401, message: 'Not signed in.' });
    }
    if (req.path === '/api/auth/login') {
      signedIn = true;
      return sendJson(res, 200, user);
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  signedIn = false;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => forwardFetch(input as Request, server.url, realFetch));
});

describe('api (generated endpoints, enhanced)', () => {
  it('reads "not signed in" (401) from the current-user endpoint as null', async () => {
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('refetches the current user after a login', async () => {
    const store = makeStore();
    const userQuery = store.dispatch(api.endpoints.getCurrentUser.initiate());
    await userQuery;
    await store.dispatch(api.endpoints.login.initiate({ loginDto: { email: user.email, password: 'secret1' } }));
    await vi.waitFor(() => expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user));
    userQuery.unsubscribe();
  });
});
