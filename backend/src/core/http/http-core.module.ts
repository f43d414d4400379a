import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AccessGuard } from '../access/access.guard';
import { RecentProofGuard } from '../access/recent-proof';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { BUSY_LOG_WINDOW, BusyAnswers, busyLogTimer } from './busy-answers';
import { CsrfGuard, CsrfTokens } from './csrf';
import { ReadCache } from './read-cache';
import { SessionStore } from './session.middleware';

// The guards every route passes, in this order: who may call it, CSRF, a recent proof of who is
// signed in (where a route asks for one), rate limits.
@Module({
  imports: [RateLimitModule, DiscoveryModule],
  providers: [
    CsrfTokens,
    ReadCache,
    BusyAnswers,
    SessionStore,
    { provide: BUSY_LOG_WINDOW, useValue: busyLogTimer },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: RecentProofGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimitModule, CsrfTokens, BusyAnswers, ReadCache, SessionStore],
})
export class HttpCoreModule {}
