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
      if (res.statusCode >= 500) logger.error(format(entry));
      else if (entry.path.startsWith('/api/')) logger.log(format(entry));
      else logger.debug(format(entry));
    });
    next();
  };
}
