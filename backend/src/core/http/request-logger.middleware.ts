import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { withRequestTrace } from '../observability/trace-context';
import { isApiKeyCall } from './api-key-calls';

const logger = new Logger('HTTP');

interface RequestLogEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  // the name of the API key the call was made with (core/access/api-key-caller.ts)
  apiKey?: string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Info shows what an operator follows: API calls that change something, requests refused (4xx
// other than a read's 401) and failures (5xx, as errors). Reads that succeed, reads answered 401
// (every open tab polls GET /api/auth/user every 2 seconds; 401 for a visitor not signed in) and
// the SPA's files are debug, so one tab left open does not fill the log. A script's call is always
// info (`byKey`: made with an API key, or a Bearer call refused 401/403): what a key read, and who
// tried one, stays in the production log. A `quiet` write that succeeds is debug too: a beacon every
// page sends (analytics' page views: a signed-in visitor's come through here, on every page).
export function requestLogLevel(
  method: string,
  path: string,
  status: number,
  byKey = false,
  quiet = false,
): 'error' | 'log' | 'debug' {
  if (status >= 500) return 'error';
  if (byKey) return 'log';
  if (!path.startsWith('/api/') || (quiet && status < 400)) return 'debug';
  return READS.has(method) && (status < 400 || status === 401) ? 'debug' : 'log';
}

// Structured JSON in production, a short line otherwise.
export function formatRequestLog(e: RequestLogEntry, structured: boolean): RequestLogEntry | string {
  if (structured) return e;
  const key = e.apiKey === undefined ? '' : ` key=${JSON.stringify(e.apiKey)}`;
  return `${e.method} ${e.path} ${e.status} ${e.durationMs}ms [${e.requestId}]${key}`;
}

// One line per request with method, path, status, duration, a request id (taken from nginx's
// X-Request-Id when present, echoed back) and, for a call with an API key, the key's name. `quiet`
// tells the requests whose success is debug (the beacon's). The rest of the request runs with its
// trace id (core/observability/trace-context.ts): every line logged for it carries the id.
export function requestLogger(structured: boolean, quiet: (req: Request) => boolean = () => false): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const entry: RequestLogEntry = {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ...(req.apiKey && { apiKey: req.apiKey.name }),
      };
      const byKey = Boolean(req.apiKey) || (isApiKeyCall(req) && [401, 403].includes(entry.status));
      const level = requestLogLevel(entry.method, entry.path, entry.status, byKey, quiet(req));
      logger[level](formatRequestLog(entry, structured));
    });
    withRequestTrace(next);
  };
}
