import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_LEVEL, AccessLevel } from './access.decorators';
import type { SessionUser } from './session-user';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const ADMIN_REQUIRED = 'Admin access is required.';

// Anonymous → 401, signed-in non-admin on an admin route → 403.
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level =
      this.reflector.getAllAndOverride<AccessLevel>(ACCESS_LEVEL, [context.getHandler(), context.getClass()]) ??
      'admin';
    if (level === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (level === 'admin' && user.role !== 'admin') throw new ForbiddenException(ADMIN_REQUIRED);
    return true;
  }
}
