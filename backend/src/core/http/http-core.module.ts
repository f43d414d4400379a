import { Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { AccessGuard } from '../access/access.guard';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimitPruneCron } from '../rate-limit/rate-limit-prune.cron';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { CsrfGuard } from './csrf';

// The guards every route passes, in this order: who may call it, CSRF, rate limits.
@Module({
  providers: [
    RateLimitService,
    RateLimitPruneCron,
    { provide: APP_GUARD, useClass: AccessGuard },
    {
      provide: APP_GUARD,
      inject: [Reflector, APP_CONFIG],
      useFactory: (reflector: Reflector, config: AppConfig) => {
        if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
        return new CsrfGuard(reflector, config.sessionSecret);
      },
    },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimitService],
})
export class HttpCoreModule {}
