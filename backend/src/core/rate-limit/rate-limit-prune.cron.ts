import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../time/zoned-cron';
import { RateLimitService } from './rate-limit.service';

@Injectable()
export class RateLimitPruneCron {
  private readonly tick = loggedTick(new Logger('RateLimitPruneCron'), 'Pruning rate limit counts', () =>
    this.limits.prune(),
  );

  constructor(private readonly limits: RateLimitService) {}

  @Cron(CronExpression.EVERY_HOUR)
  prune(): Promise<void> {
    return this.tick();
  }
}
