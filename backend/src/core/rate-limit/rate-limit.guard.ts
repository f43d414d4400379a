import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { SessionUser } from '../access/session-user';
import { RATE_LIMITS, RateLimitRule } from './rate-limit.decorator';
import { RateLimitService } from './rate-limit.service';
import { tooManyAttempts } from './too-many-attempts';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMITS, context.getHandler());
    if (!rules?.length) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    for (const rule of rules) {
      const subject = this.subject(rule, req);
      if (subject === null) continue;
      const outcome = await this.limits.hit(`${rule.name}:${rule.by}:${subject}`, rule.limit, rule.windowSeconds);
      if (!outcome.allowed) throw tooManyAttempts(http.getResponse<Response>(), outcome.retryAfterSeconds);
    }
    return true;
  }

  private subject(rule: RateLimitRule, req: Request): string | null {
    if (rule.by === 'ip') return req.ip ?? 'unknown';
    return (req.user as SessionUser | undefined)?.id?.toString() ?? null;
  }
}
