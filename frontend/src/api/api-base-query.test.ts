// @vitest-environment node
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { sendJson, setupServer } from '../test/http-server';
import { apiBaseQuery } from './api-base-query';
import { errorMessage } from './error-message';

// Spec section 7, rule by rule, against a real HTTP server on loopback.
const sent: Request[] = [];
let notModifiedHits = 0;

const server = setupServer((req, res) => {
  if (req.path.startsWith('/api/search')) return sendJson(res, 200, { path: req.path });
  switch (req.path) {
    case '/api/thing':
      return sendJson(res, 200, { ok: true });
    case '/api/empty':
      res.writeHead(200);
      return res.end();
    case '/api/echo':
      return sendJson(res, 200, { body: req.body });
    case '/api/auth/user':
      return sendJson(res, 401, { statusCode: 401, message: 'You are not signed in.' });
    case '/api/not-modified':
      notModifiedHits += 1;
      if (notModifiedHits === 1) {
        res.writeHead(304);
        return res.end();
      }
      return sendJson(res, 200, { fresh: true });
    case '/api/fail-text':
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      return res.end('Database exploded');
    case '/api/fail-empty':
      res.writeHead(503);
      return res.end();
    case '/api/fail-json':
      return sendJson(res, 400, {
        statusCode: 400,
        message: 'Please enter a valid email',
        error: 'Bad Request',
      });
    default:
      res.writeHead(404);
      return res.end();
  }
});

function setup() {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: apiBaseQuery({
      baseUrl: server.url,
      fetchFn: (request) => {
        sent.push(request);
        return fetch(request);
      },
    }),
    endpoints: (build) => ({
      get: build.query<unknown, string>({ query: (path) => path }),
      search: build.query<unknown, Record<string, unknown>>({
        query: (params) => ({ url: '/api/search', params }),
      }),
      currentUser: build.query<unknown, void>({
        query: () => '/api/auth/user',
        extraOptions: { on401: 'returnNull' },
      }),
      post: build.mutation<unknown, { path: string; body?: unknown }>({
        query: ({ path, body }) => ({ url: path, method: 'POST', body }),
      }),
      upload: build.mutation<unknown, { body: Record<string, Blob | string> }>({
        query: ({ body }) => ({ url: '/api/echo', method: 'POST', body }),
        extraOptions: { multipart: true },
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gDM) => gDM({ serializableCheck: false }).concat(api.middleware),
  });
  return { api, store };
}

function lastRequestTo(path: string) {
  return server.requests.filter((r) => r.path === path).at(-1)!;
}

describe('apiBaseQuery', () => {
  it('sends every request with credentials included', async () => {
    const { api, store } = setup();
    await store.dispatch(api.endpoints.get.initiate('/api/thing'));
    await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: { a: 1 } }));
    const requests = sent.filter((r) => r.url.endsWith('/api/thing') || r.url.endsWith('/api/echo'));
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.credentials).toBe('include');
  });

  it('sends Cache-Control and Pragma no-cache headers', async () => {
    const { api, store } = setup();
    await store.dispatch(api.endpoints.get.initiate('/api/thing'));
    const received = lastRequestTo('/api/thing');
    expect(received.headers['cache-control']).toBe('no-cache');
    expect(received.headers['pragma']).toBe('no-cache');
  });

  it('sets a JSON content type only when a body is present', async () => {
    const { api, store } = setup();
    await store.dispatch(api.endpoints.get.initiate('/api/thing'));
    expect(lastRequestTo('/api/thing').headers['content-type']).toBeUndefined();

    await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo' }));
    expect(lastRequestTo('/api/echo').headers['content-type']).toBeUndefined();
    expect(lastRequestTo('/api/echo').body).toBe('');

    const result = await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: { email: 'a@b.co' } }));
    expect(lastRequestTo('/api/echo').headers['content-type']).toBe('application/json');
    expect(result.data).toEqual({ body: '{"email":"a@b.co"}' });
  });

  describe('CSRF token', () => {
    const withCookie = async (cookie: string, run: () => Promise<void>) => {
      const holder = globalThis as { document?: { cookie: string } };
      holder.document = { cookie };
      try {
        await run();
      } finally {
        delete holder.document;
      }
    };

    it('echoes the XSRF-TOKEN cookie on state-changing calls only', () =>
      withCookie('theme=dark; XSRF-TOKEN=abc.sig%3D', async () => {
        const { api, store } = setup();
        await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: { a: 1 } }));
        expect(lastRequestTo('/api/echo').headers['x-xsrf-token']).toBe('abc.sig=');
        await store.dispatch(api.endpoints.get.initiate('/api/thing'));
        expect(lastRequestTo('/api/thing').headers['x-xsrf-token']).toBeUndefined();
      }));

    it('reads the cookie again for every write, since sign-in and sign-out hand out a new token', () =>
      withCookie('XSRF-TOKEN=before.sign-in', async () => {
        const { api, store } = setup();
        await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: { n: 1 } }));
        expect(lastRequestTo('/api/echo').headers['x-xsrf-token']).toBe('before.sign-in');
        (globalThis as unknown as { document: { cookie: string } }).document.cookie = 'XSRF-TOKEN=after.sign-in';
        await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: { n: 2 } }));
        expect(lastRequestTo('/api/echo').headers['x-xsrf-token']).toBe('after.sign-in');
      }));

    it('asks the API for a token first when a write comes before any read', () =>
      withCookie('', async () => {
        const { api, store } = setup();
        const before = server.requests.length;
        await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: { a: 1 } }));
        expect(server.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
          'GET /api/health',
          'POST /api/echo',
        ]);
      }));
  });

  it('keeps the multipart content type of FormData bodies', async () => {
    const { api, store } = setup();
    const form = new FormData();
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'photo.png');
    await store.dispatch(api.endpoints.post.initiate({ path: '/api/echo', body: form }));
    const received = lastRequestTo('/api/echo');
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body).toContain('filename="photo.png"');
    expect(received.body).toContain('png-bytes');
  });

  it('sends the body of a multipart endpoint as FormData, one part per field', async () => {
    const { api, store } = setup();
    const image = new Blob(['png-bytes'], { type: 'image/png' });
    await store.dispatch(api.endpoints.upload.initiate({ body: { image, uploadType: 'images' } }));
    const received = lastRequestTo('/api/echo');
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body).toContain('name="image"');
    expect(received.body).toContain('png-bytes');
    expect(received.body).toMatch(/name="uploadType"\r\n\r\nimages/);
  });

  it('turns a 401 into null data where the endpoint opts in', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.currentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('treats a 401 as an error where the endpoint does not opt in', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.get.initiate('/api/auth/user'));
    expect(result.isError).toBe(true);
    expect(result.error).toEqual({
      status: 401,
      message: '401: {"statusCode":401,"message":"You are not signed in."}',
    });
  });

  it('reloads with cache "reload" after a 304 and reads the JSON of the reload', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.get.initiate('/api/not-modified'));
    expect(server.hits('/api/not-modified')).toBe(2);
    const [first, reload] = sent.filter((r) => r.url.endsWith('/api/not-modified'));
    expect(first.cache).not.toBe('reload');
    expect(reload.cache).toBe('reload');
    expect(reload.credentials).toBe('include');
    expect(result.data).toEqual({ fresh: true });
  });

  it('formats a failure as "status: text" with the raw response text', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.get.initiate('/api/fail-text'));
    expect(result.error).toEqual({ status: 500, message: '500: Database exploded' });
  });

  it('falls back to the status text when the failure has no body', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.get.initiate('/api/fail-empty'));
    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable' });
  });

  it("keeps the backend's error body, from which errorMessage reads the sentence", async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.post.initiate({ path: '/api/fail-json', body: {} }));
    expect(result.error).toMatchObject({ status: 400 });
    expect(errorMessage(result.error)).toBe('Please enter a valid email');
  });

  it('appends query parameters, leaving out empty ones', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.search.initiate({ page: 2, tag: 'growth', q: undefined }));
    expect(result.data).toEqual({ path: '/api/search?page=2&tag=growth' });
  });

  it('reads an empty OK body as null', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.get.initiate('/api/empty'));
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('does not retry a failed query or mutation', async () => {
    const { api, store } = setup();
    const before = server.hits('/api/fail-text');
    await store.dispatch(api.endpoints.get.initiate('/api/fail-text', { forceRefetch: true }));
    await store.dispatch(api.endpoints.post.initiate({ path: '/api/fail-text' }));
    // a retry (RTK's retry()) would run inside the base query, before its result: the count is final
    expect(server.hits('/api/fail-text') - before).toBe(2);
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.get.initiate('http://127.0.0.1:1/api/nothing'));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});
