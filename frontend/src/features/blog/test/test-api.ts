import { act } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { BlogPostDto } from '../../../api/generated';
import { dismissToast } from '../../../components/toast';
import type { ReceivedRequest } from '../../../test/http-server';
import { forwardFetch, sendJson, startServer } from '../../../test/http-server';

// jsdom has no ResizeObserver; antd's TextArea and Select observe their size with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// nor layout for ranges; Quill measures the selection to scroll it into view
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;

export type Handler = (request: ReceivedRequest, res: ServerResponse<IncomingMessage>) => void;

let nextId = 1;
export function makePost(overrides: Partial<BlogPostDto> = {}): BlogPostDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    excerpt: `The excerpt of post ${id}.`,
    content: `<p>The content of post ${id}.</p>`,
    category: 'Business',
    imageUrl: null,
    published: true,
    scheduled: false,
    readTime: 3,
    createdAt: '2025-03-04T12:00:00.000Z',
    publishedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

// What every page of the app asks besides the blog: nobody is signed in, the API is up.
function background(request: ReceivedRequest, res: ServerResponse): boolean {
  if (request.path === '/api/auth/user') {
    sendJson(res, 401, { statusCode: 401, message: 'Not signed in.' });
    return true;
  }
  if (request.path === '/api/health') {
    sendJson(res, 200, { status: 'ok', db: 'up' });
    return true;
  }
  return false;
}

// A real API on loopback for the app under test; each test sets `handler` for the blog routes.
export function useTestApi() {
  const api = {
    handler: ((_request, res) => sendJson(res, 404, { statusCode: 404, message: 'Not found.' })) as Handler,
    server: undefined as unknown as Awaited<ReturnType<typeof startServer>>,
    // the requests the blog made (without the background ones)
    calls(method?: string) {
      return api.server.requests.filter(
        (r) => !['/api/auth/user', '/api/health'].includes(r.path) && (!method || r.method === method),
      );
    },
  };
  const fallback = api.handler;
  beforeAll(async () => {
    api.server = await startServer((request, res) => {
      if (!background(request, res)) api.handler(request, res);
    });
  });
  afterAll(() => api.server.close());
  beforeEach(() => {
    api.server.requests.length = 0;
    api.handler = fallback;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      forwardFetch(input as Request, api.server.url, realFetch),
    );
  });
  afterEach(() => {
    act(() => dismissToast());
  });
  return api;
}

export { sendJson };
