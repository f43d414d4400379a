import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { VisitorIds } from './visitor-ids';

// Every hour, and at start: the salts of the days that are over go, so no visitor id of theirs can
// be remade.
@Injectable()
export class SaltsExpiryCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('SaltsExpiryCron'), 'Deleting past salts', () =>
    this.visitors.forgetPastSalts(),
  );

  constructor(private readonly visitors: VisitorIds) {}

  onApplicationBootstrap(): Promise<void> {
    return this.tick();
  }

  @Cron(CronExpression.EVERY_HOUR)
  forgetPastSalts(): Promise<void> {
    return this.tick();
  }
}
