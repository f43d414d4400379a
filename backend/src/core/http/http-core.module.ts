import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../access/access.guard';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CsrfGuard, CsrfTokens } from './csrf';

// The guards every route passes, in this order: who may call it, CSRF, rate limits.
@Module({
  imports: [RateLimitModule],
  providers: [
    CsrfTokens,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimitModule, CsrfTokens],
})
export class HttpCoreModule {}
