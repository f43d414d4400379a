import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Handler = (request: ReceivedRequest, res: ServerResponse<IncomingMessage>) => void;

// A real HTTP server on loopback (random port) that records what it received.
export async function startServer(handler: Handler) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      handler(received, res);
    });
  });
  // Idle connections stay open until the client closes them (close() ends them all). With Node's
  // 5 s keep-alive timeout the server could drop a connection just as the app reuses it, when a
  // loaded machine runs both timers late: the request fails (ECONNRESET) and a page may take its
  // first answer for "signed out".
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (path: string) => requests.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

// The server of a whole test file: started before its first test, closed after its last.
export function setupServer(handler: Handler): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(handler));
  });
  afterAll(() => server.close());
  return server;
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

// A paged list as the API answers it: `limit` items from the cursor on (this fake's cursor is the
// offset), with the next cursor (absent on the last page) and the count in headers.
export function sendPage(res: ServerResponse, path: string, items: readonly unknown[], defaultLimit = 20) {
  const params = new URLSearchParams(path.split('?')[1]);
  const limit = Number(params.get('limit') ?? defaultLimit);
  const start = Number(params.get('cursor') ?? 0);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) };
  if (start + limit < items.length) headers['X-Next-Cursor'] = String(start + limit);
  res.writeHead(200, headers);
  res.end(JSON.stringify(items.slice(start, start + limit)));
}

// Sends the app's same-origin requests (jsdom's origin) to a test server instead; `stopped` (the end
// of the test) or the app's own abort cancels the request. The API client sends a Request; the
// page-view beacon an address (relative, as in a browser) and its options.
export async function forwardFetch(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  toOrigin: string,
  realFetch: typeof fetch,
  stopped: AbortSignal,
) {
  const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
  const { pathname, search } = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return realFetch(
    new Request(`${toOrigin}${pathname}${search}`, {
      method: request.method,
      headers: request.headers,
      body,
      credentials: request.credentials,
      cache: request.cache,
      signal: AbortSignal.any([request.signal, stopped]),
    }),
  );
}
