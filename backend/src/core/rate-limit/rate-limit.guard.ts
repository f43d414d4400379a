import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { SessionUser } from '../access/session-user';
import { RATE_LIMITS, RateLimitRule } from './rate-limit.decorator';
import { RateLimitService } from './rate-limit.service';

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m <= 1 ? 'a minute' : `${m} minutes`;
}

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
      if (!outcome.allowed) {
        http.getResponse<Response>().setHeader('Retry-After', String(outcome.retryAfterSeconds));
        throw new HttpException(
          `Too many attempts. Please try again in ${minutes(outcome.retryAfterSeconds)}.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
    return true;
  }

  private subject(rule: RateLimitRule, req: Request): string | null {
    if (rule.by === 'ip') return req.ip ?? 'unknown';
    if (rule.by === 'user') return (req.user as SessionUser | undefined)?.id?.toString() ?? null;
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 254) : null;
  }
}
