import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

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
// the SPA's files are debug, so one tab left open does not fill the log.
export function requestLogLevel(method: string, path: string, status: number): 'error' | 'log' | 'debug' {
  if (status >= 500) return 'error';
  if (!path.startsWith('/api/')) return 'debug';
  return READS.has(method) && (status < 400 || status === 401) ? 'debug' : 'log';
}

// Structured JSON in production, a short line otherwise.
export function formatRequestLog(e: RequestLogEntry, structured: boolean): RequestLogEntry | string {
  if (structured) return e;
  const key = e.apiKey === undefined ? '' : ` key=${JSON.stringify(e.apiKey)}`;
  return `${e.method} ${e.path} ${e.status} ${e.durationMs}ms [${e.requestId}]${key}`;
}

// One line per request with method, path, status, duration, a request id (taken from nginx's
// X-Request-Id when present, echoed back) and, for a call with an API key, the key's name.
export function requestLogger(structured: boolean): RequestHandler {
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
      logger[requestLogLevel(entry.method, entry.path, entry.status)](formatRequestLog(entry, structured));
    });
    next();
  };
}
