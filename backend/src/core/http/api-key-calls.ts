import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

// An API call with an "Authorization: Bearer …" header is an API key's (core/access/access.guard.ts),
// made by a script, not a browser: the cookies it sends are dropped before the session is read, so
// it acts only as its key, and no session or CSRF cookie is set in its answer. Without an ambient
// cookie a key call needs no CSRF token. Other schemes are not ours and are ignored: a browser on a
// site kept behind nginx's basic auth sends "Authorization: Basic …" with every request.
const BEARER_SCHEME = /^\s*bearer(?:\s|$)/i;
export const isApiKeyCall = (req: IncomingMessage): boolean => BEARER_SCHEME.test(req.headers.authorization ?? '');

export function withoutCookiesForApiKeys(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (isApiKeyCall(req)) delete req.headers.cookie;
    next();
  };
}
