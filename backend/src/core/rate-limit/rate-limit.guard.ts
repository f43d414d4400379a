import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { SessionUser } from '../access/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RATE_LIMITS, RateLimitRule } from './rate-limit.decorator';
import { RateLimitService } from './rate-limit.service';
import { tooManyAttempts } from './too-many-attempts';

// After the AccessGuard: a call with an API key first spends one of its key's budget
// (API_KEY_RATE_LIMIT a minute), then the route's own rules; a rule counted per user counts a key
// call per key (an admin key acts as its creator, whose own budget it does not spend).
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly keyRule: RateLimitRule;

  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.keyRule = { name: 'api-key', by: 'user', limit: config.apiKeyRateLimit, windowSeconds: 60 };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMITS, context.getHandler()) ?? [];
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    for (const rule of req.apiKey ? [this.keyRule, ...rules] : rules) {
      const subject = this.subject(rule, req);
      if (subject === null) continue;
      const outcome = await this.limits.hit(`${rule.name}:${rule.by}:${subject}`, rule.limit, rule.windowSeconds);
      if (!outcome.allowed) throw tooManyAttempts(http.getResponse<Response>(), outcome.retryAfterSeconds);
    }
    return true;
  }

  private subject(rule: RateLimitRule, req: Request): string | null {
    if (rule.by === 'ip') return req.ip ?? 'unknown';
    if (req.apiKey) return `key:${req.apiKey.id}`;
    return (req.user as SessionUser | undefined)?.id?.toString() ?? null;
  }
}
