import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { RateLimitService } from './rate-limit.service';

@Injectable()
export class RateLimitPruneCron {
  constructor(private readonly limits: RateLimitService) {}

  @Cron(CronExpression.EVERY_HOUR)
  prune(): Promise<void> {
    return this.limits.prune();
  }
}
