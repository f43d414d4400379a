import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, NextFunction, Request, RequestHandler, Response } from 'express';
import { parseCookie } from 'cookie';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isApiKeyCall } from './api-key-calls';

// CSRF protection with tokens bound to the visitor. Every API response makes sure the visitor holds
// a token in a cookie the SPA can read; state-changing requests must send it in a header, which a
// page on another site cannot do. A token is an HMAC over the signed-in session's id, or, before
// sign-in, over a random pre-session id kept in an httpOnly cookie: so a token fetched by one
// visitor (or planted in a cookie from a sibling subdomain) is worthless on another visitor's
// session. Sign-in and sign-out hand out a new token and the old one stops working.
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_MESSAGE = 'Your security token is missing or has expired. Please reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SKIP_CSRF = 'skip-csrf';

// For callers that cannot hold a cookie, e.g. payment-provider webhooks (they are signed instead).
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

function cookies(req: Request): Record<string, string | undefined> {
  return req.headers.cookie ? parseCookie(req.headers.cookie) : {};
}

// Replaces a cookie this response already sets (the middleware may have set one before sign-in).
function setCookie(res: Response, name: string, value: string, options: CookieOptions): void {
  const earlier = [res.getHeader('Set-Cookie') ?? []].flat().map(String);
  res.setHeader(
    'Set-Cookie',
    earlier.filter((line) => !line.startsWith(`${name}=`)),
  );
  res.cookie(name, value, options);
}

@Injectable()
export class CsrfTokens {
  private readonly key: Buffer;
  private readonly secure: boolean;
  // "__Host-": over https no other subdomain can set it, so the binding cannot be planted either
  readonly preSessionCookie: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    this.key = createHmac('sha256', config.sessionSecret).update('csrf-token').digest();
    this.secure = config.nodeEnv === 'production';
    this.preSessionCookie = this.secure ? '__Host-xsrf-id' : 'xsrf-id';
  }

  // Before a request is handled: the visitor gets a pre-session id and a token if it lacks them.
  ensure(req: Request, res: Response): void {
    const binding = this.binding(req) ?? this.newPreSession(res);
    if (!this.valid(binding, cookies(req)[CSRF_COOKIE])) this.issue(res, binding);
  }

  // After sign-in or sign-out: a token for the new session, or for a new pre-session id.
  renew(req: Request, res: Response): void {
    const session = this.sessionBinding(req);
    if (session) setCookie(res, this.preSessionCookie, '', { ...this.cookieOptions(true), expires: new Date(0) });
    this.issue(res, session ?? this.newPreSession(res));
  }

  accepts(req: Request, token: string | undefined): boolean {
    const binding = this.binding(req);
    return binding !== null && this.valid(binding, token);
  }

  private binding(req: Request): string | null {
    const preSession = cookies(req)[this.preSessionCookie];
    return this.sessionBinding(req) ?? (preSession ? `pre-session:${preSession}` : null);
  }

  // Sessions are stored only for signed-in visitors (passport keeps the user id in them).
  private sessionBinding(req: Request): string | null {
    const session = req.session as { passport?: { user?: unknown } } | undefined;
    return session?.passport?.user !== undefined ? `session:${req.sessionID}` : null;
  }

  private newPreSession(res: Response): string {
    const id = randomBytes(18).toString('base64url');
    setCookie(res, this.preSessionCookie, id, this.cookieOptions(true));
    return `pre-session:${id}`;
  }

  private issue(res: Response, binding: string): void {
    const nonce = randomBytes(18).toString('base64url');
    setCookie(res, CSRF_COOKIE, `${nonce}.${this.sign(binding, nonce)}`, this.cookieOptions(false));
  }

  private valid(binding: string, token: string | undefined): boolean {
    const [nonce, signature, extra] = token?.split('.') ?? [];
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(binding, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(binding: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${binding}\n${nonce}`).digest('base64url');
  }

  private cookieOptions(httpOnly: boolean): CookieOptions {
    return { httpOnly, sameSite: httpOnly ? 'lax' : 'strict', secure: this.secure, path: '/' };
  }
}

// (a call with an API key gets no CSRF cookie: it needs no token)
export function csrfCookieMiddleware(tokens: CsrfTokens): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api') && !isApiKeyCall(req)) tokens.ensure(req, res);
    next();
  };
}

@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: CsrfTokens,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    // a key call carries no ambient cookie (http/api-key-calls.ts): no page can make it for a visitor
    if (req.apiKey) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [context.getHandler(), context.getClass()])) return true;
    if (!this.tokens.accepts(req, req.get(CSRF_HEADER))) throw new ForbiddenException(CSRF_MESSAGE);
    return true;
  }
}
