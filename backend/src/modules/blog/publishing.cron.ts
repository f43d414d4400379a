import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { loggedTick, scheduleInTimeZone } from '../../core/time/zoned-cron';
import { PublishingService } from './publishing.service';

// 06:00 every day in PUBLISH_TZ (registered at start, since the zone is configuration), plus a
// catch-up at start and every ten minutes for a 06:00 the site missed. Each calls one method.
@Injectable()
export class PublishingCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('PublishingCron'), 'Daily publication', () =>
    this.publishing.publishDue(),
  );

  constructor(
    private readonly publishing: PublishingService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // the catch-up runs before the app starts serving, so a restart publishes a missed post first
  async onApplicationBootstrap(): Promise<void> {
    const daily = { cronTime: '0 0 6 * * *', timeZone: this.config.publishTz };
    scheduleInTimeZone(this.scheduler, 'daily-publication', daily, this.tick);
    await this.tick();
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  catchUp(): Promise<void> {
    return this.tick();
  }
}
