import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { loggedTick, scheduleOnSiteClock } from '../../../core/time/zoned-cron';
import { SiteService } from '../../site';
import { RollupService } from './rollup.service';

// The rollups every 5 minutes (today's, and any day left unfinished); the raw views' retention at
// 03:30 every day in the site's time zone and once at start, in the background (a long backlog must not hold
// the start up; a failure is logged). Each calls one method.
@Injectable()
export class RollupsCron implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AnalyticsRollupsCron');
  private readonly retention = loggedTick(this.logger, 'Analytics retention', () => this.rollups.retire());
  private readonly rollUp = loggedTick(this.logger, 'Analytics rollup', () => this.rollups.rollUpUnfinished());

  constructor(
    private readonly rollups: RollupService,
    private readonly scheduler: SchedulerRegistry,
    private readonly site: SiteService,
  ) {}

  // the retention run at start, settled when it is over (it never fails: loggedTick logs)
  started: Promise<void> = Promise.resolve();

  onApplicationBootstrap(): void {
    const daily = { timeZone: () => this.site.timeZone(), at: (minutes: number) => minutes === 3 * 60 + 30 };
    scheduleOnSiteClock(this.scheduler, 'analytics-retention', daily, this.retention);
    this.started = this.retention();
  }

  // the database stays until the start's retention is over
  beforeApplicationShutdown(): Promise<void> {
    return this.started;
  }

  @Cron(CronExpression.EVERY_5_MINUTES)
  rollUpRecent(): Promise<void> {
    return this.rollUp();
  }
}
