import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { accessOf, type AdminKeys, type AccessLevel } from './access.decorators';
import { API_KEY_VERIFIER, type ApiKeyCaller, type ApiKeyVerifier } from './api-key-caller';
import { isApiKeyCall } from '../http/api-key-calls';
import type { SessionUser } from './session-user';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const ADMIN_REQUIRED = 'Admin access is required.';
// a call with "Authorization: Bearer <key>" (modules/auth/api-keys)
export const KEY_INVALID =
  'This API key is not valid: it was revoked or mistyped. Send it as "Authorization: Bearer <key>".';
export const KEY_READ_ONLY = 'This API key can only read content.';
export const KEY_NOT_FOR_ACCOUNT = 'API keys cannot call account routes: they act for a signed-in customer.';
export const KEY_SESSION_ONLY = 'This route needs the owner signed in: API keys cannot call it.';

const READS = new Set(['GET', 'HEAD']);
const BEARER = /^Bearer ([^\s,]+)$/i;

// Anonymous → 401, signed-in non-admin on an admin route → 403. A call with "Authorization: Bearer"
// is an API key's, whatever the route: an unknown or revoked key (or a Bearer header that is not
// "Bearer <key>") → 401, then the key's scope against the route's access: an admin key acts as
// the admin who made it; a read-content key reads public routes and the admin routes marked
// @AdminOnly({ keys: 'read-content' }); no key calls account routes or the routes marked
// @AdminOnly({ keys: 'none' }).
@Injectable()
export class AccessGuard implements CanActivate {
  private verifier?: ApiKeyVerifier;

  constructor(private readonly moduleRef: ModuleRef) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { level, keys } = accessOf(context.getHandler(), context.getClass());
    const req = context.switchToHttp().getRequest<Request>();
    if (isApiKeyCall(req)) return this.keyCall(req, level, keys);
    if (level === 'public') return true;
    const user = req.user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (level === 'admin' && user.role !== 'admin') throw new ForbiddenException(ADMIN_REQUIRED);
    return true;
  }

  private async keyCall(req: Request, level: AccessLevel, keys: AdminKeys): Promise<boolean> {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const verified = token ? await this.keyVerifier().verify(token) : null;
    if (!verified) throw new UnauthorizedException(KEY_INVALID);
    req.apiKey = verified.caller;
    req.user = verified.user ?? undefined;
    const refusal = keyRefusal(verified.caller, level, keys, READS.has(req.method));
    if (refusal) throw new ForbiddenException(refusal);
    return true;
  }

  // provided by modules/auth, which core does not import
  private keyVerifier(): ApiKeyVerifier {
    this.verifier ??= this.moduleRef.get<ApiKeyVerifier>(API_KEY_VERIFIER, { strict: false });
    return this.verifier;
  }
}

// Why a valid key may not call a route (null: it may).
export function keyRefusal(key: ApiKeyCaller, level: AccessLevel, keys: AdminKeys, read: boolean): string | null {
  if (level === 'signed-in') return KEY_NOT_FOR_ACCOUNT;
  if (level === 'admin' && keys === 'none') return KEY_SESSION_ONLY;
  if (key.scope === 'admin') return null;
  if (level === 'public') return read ? null : KEY_READ_ONLY;
  return keys === 'read-content' && read ? null : KEY_READ_ONLY;
}
