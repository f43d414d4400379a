import type { NextFunction, Request, RequestHandler, Response } from 'express';

// An API call with an "Authorization" header is an API key's (core/access/access.guard.ts), made by
// a script, not a browser: the cookies it sends are dropped before the session is read, so it acts
// only as its key, and no session or CSRF cookie is set in its answer. Without an ambient cookie
// a key call needs no CSRF token.
export const isApiKeyCall = (req: Request): boolean => req.headers.authorization !== undefined;

export function withoutCookiesForApiKeys(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (isApiKeyCall(req)) delete req.headers.cookie;
    next();
  };
}
