import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { makeUser, setupTestApi } from '../test/test-api';
import { api } from './index';

// The generated endpoints as the app enhances them, against the shared test API's auth routes.
const testApi = setupTestApi();
const user = makeUser({ createdAt: '2025-01-02T03:04:05.000Z' });

describe('api (generated endpoints, enhanced)', () => {
  it('reads "not signed in" (401) from the current-user endpoint as null', async () => {
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('refetches the current user after a login', async () => {
    testApi.accounts.set(user.email, { ...user, password: 'secret1' });
    const store = makeStore();
    const userQuery = store.dispatch(api.endpoints.getCurrentUser.initiate());
    await userQuery;
    await store.dispatch(api.endpoints.login.initiate({ loginDto: { email: user.email, password: 'secret1' } }));
    await vi.waitFor(() => expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user));
    userQuery.unsubscribe();
  });
});
