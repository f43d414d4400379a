import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import fresh from 'fresh';
import type { SessionUser } from '../access/session-user';
import type { CachedRead } from './cached-read';
import type { CachedAnswer, ReadCache } from './read-cache';

// Node writes these for each connection and answer; the request id is each request's own.
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
const NOT_IN_304 = new Set(['content-type', 'content-length']);

// As Express answers (res.send): 304 with the headers less the body's when the request's
// If-None-Match names the ETag (and it did not ask for no-cache), else the answer.
export function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  if (conditional && fresh(req.headers, { etag: answer.etag })) {
    res.writeHead(304, answer.notModifiedHeaders).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

// Keeps the answer the app gives this request, when it is a 200 sent whole (res.send) that sets
// no cookie: the status, the headers the app set and the body, as they leave.
export function captureAnswer(
  req: Request,
  res: ServerResponse,
  cache: ReadCache,
  key: string,
  read: CachedRead,
): void {
  const since = cache.begin();
  let streamed = false;
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    streamed = true;
    return write.apply(this, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, ...rest: unknown[]) {
    res.write = write;
    res.end = end;
    if (!streamed && res.statusCode === 200 && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8');
      const kept = answerOf(req, res, body, read);
      if (kept) cache.put(key, kept.answer, kept.tags, since);
    }
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, ...rest);
  } as ServerResponse['end'];
}

function answerOf(
  req: Request,
  res: ServerResponse,
  body: Buffer,
  read: CachedRead,
): { answer: CachedAnswer; tags: readonly string[] } | null {
  if (res.hasHeader('set-cookie')) return null;
  const headers: string[] = [];
  const notModifiedHeaders: string[] = [];
  // as the app spelled them (getHeaderNames() lower-cases)
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (NOT_KEPT.has(lower)) continue;
    for (const value of [res.getHeader(name) ?? []].flat()) {
      headers.push(name, String(value));
      if (!NOT_IN_304.has(lower)) notModifiedHeaders.push(name, String(value));
    }
  }
  const etag = res.getHeader('etag');
  const answer: CachedAnswer = {
    headers,
    notModifiedHeaders,
    body,
    etag: etag === undefined ? undefined : String(etag),
    expires: Infinity,
  };
  if (read.kind === 'public') return { answer, tags: read.tables };
  const user = req.user as SessionUser | undefined;
  if (!user || !req.session) return null;
  answer.sessionId = req.sessionID;
  answer.expires = req.session.cookie.expires?.getTime() ?? Infinity;
  return { answer, tags: [`session:${req.sessionID}`, `user:${user.id}`] };
}
