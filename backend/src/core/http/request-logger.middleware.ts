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

// One line per request with method, path, status, duration and a request id (taken from nginx's
// X-Request-Id when present, echoed back). Structured JSON in production, a short line otherwise.
export function requestLogger(structured: boolean): RequestHandler {
  const format = (e: RequestLogEntry) =>
    structured ? e : `${e.method} ${e.path} ${e.status} ${e.durationMs}ms [${e.requestId}]`;
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
      };
      logger[requestLogLevel(entry.method, entry.path, entry.status)](format(entry));
    });
    next();
  };
}
