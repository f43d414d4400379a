import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../access/access.guard';
import { RateLimitPruneCron } from '../rate-limit/rate-limit-prune.cron';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { CsrfGuard, CsrfTokens } from './csrf';

// The guards every route passes, in this order: who may call it, CSRF, rate limits.
@Module({
  providers: [
    RateLimitService,
    RateLimitPruneCron,
    CsrfTokens,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimitService, CsrfTokens],
})
export class HttpCoreModule {}
