// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { sendJson, setupServer } from '../test/http-server';
import { baseApi } from './base-api';

// The app's one api slice: data kept 5 minutes after its last user, no refetch on focus or reconnect.
// A raw server on loopback: every path answers with itself, /fail… with a 500.
const server = setupServer((req, res) =>
  req.path.startsWith('/fail') ? sendJson(res, 500, { message: 'boom' }) : sendJson(res, 200, { path: req.path }),
);
afterEach(() => {
  vi.useRealTimers();
});

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // absolute URLs: the app's base URL is '' (same origin), which node cannot fetch
    probe: build.query<{ path: string }, string>({ query: (path) => `${server.url}${path}` }),
  }),
});

const cached = (store: ReturnType<typeof makeStore>, path: string) =>
  testApi.endpoints.probe.select(path)(store.getState()).data;

describe('baseApi', () => {
  it('is mounted as the "api" slice of the store', () => {
    expect(baseApi.reducerPath).toBe('api');
    expect(makeStore().getState()).toHaveProperty('api');
  });

  it('keeps unused data for 300 seconds, then drops it', async () => {
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.probe.initiate('/kept'));
    await subscription;
    expect(cached(store, '/kept')).toEqual({ path: '/kept' });

    vi.useFakeTimers();
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(cached(store, '/kept')).toEqual({ path: '/kept' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(cached(store, '/kept')).toBeUndefined();
  });

  it('serves a second subscriber from the cache within the 5 minutes', async () => {
    const store = makeStore();
    const first = store.dispatch(testApi.endpoints.probe.initiate('/fresh'));
    await first;
    first.unsubscribe();
    await store.dispatch(testApi.endpoints.probe.initiate('/fresh'));
    expect(server.hits('/fresh')).toBe(1);
  });

  it('does not retry a failed request', async () => {
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/fail'));
    expect(result.error).toEqual({ status: 500, message: '500: {"message":"boom"}' });
    // a retry (RTK's retry()) would run inside the base query, before its result: the count is final
    expect(server.hits('/fail')).toBe(1);
  });

  it('does not refetch on window focus or reconnect unless a subscription asks for it', async () => {
    const store = makeStore();
    await store.dispatch(testApi.endpoints.probe.initiate('/default'));
    await store.dispatch(
      testApi.endpoints.probe.initiate('/opted-in', {
        subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true },
      }),
    );

    store.dispatch(baseApi.internalActions.onFocus());
    await vi.waitFor(() => expect(server.hits('/opted-in')).toBe(2));
    store.dispatch(baseApi.internalActions.onOnline());
    await vi.waitFor(() => expect(server.hits('/opted-in')).toBe(3));

    expect(server.hits('/default')).toBe(1);
  });
});
