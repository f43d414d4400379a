import { CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { parseCookie } from 'cookie';

// Double-submit CSRF protection. Every API response hands out a signed token in a cookie the SPA
// can read; state-changing requests must echo it in a header, which a page on another site
// cannot do. The signature stops a token planted by a sibling subdomain.
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_MESSAGE = 'Your security token is missing or has expired. Please reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SKIP_CSRF = 'skip-csrf';

// For callers that cannot hold a cookie, e.g. payment-provider webhooks (they are signed instead).
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

function validToken(secret: string, token: string | undefined): token is string {
  if (!token) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function cookieToken(req: Request): string | undefined {
  return req.headers.cookie ? parseCookie(req.headers.cookie)[CSRF_COOKIE] : undefined;
}

export function csrfCookieMiddleware(secret: string, secure: boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api') && !validToken(secret, cookieToken(req))) {
      const nonce = randomBytes(18).toString('base64url');
      res.cookie(CSRF_COOKIE, `${nonce}.${sign(secret, nonce)}`, { httpOnly: false, sameSite: 'strict', secure, path: '/' });
    }
    next();
  };
}

@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [context.getHandler(), context.getClass()])) return true;
    const cookie = cookieToken(req);
    const header = req.get(CSRF_HEADER);
    if (!validToken(this.secret, cookie) || header !== cookie) throw new ForbiddenException(CSRF_MESSAGE);
    return true;
  }
}
