import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { loggedTick, runsAt, scheduleOnSiteClock, type SiteClockSchedule } from '../../core/time/zoned-cron';
import { SiteService } from '../site';
import { PUBLISH_HOUR, PublishingService } from './publishing.service';

// 06:00 every day in the site's time zone (the zone the site has at that minute: the owner may
// change it in Site settings), plus a catch-up at start and every ten minutes for a 06:00 the site
// missed. Each calls one method; the day's row in the database keeps it to one post a day. Posts
// scheduled for a date go live in the minute they are dated for (a row lock takes each once).
@Injectable()
export class PublishingCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('PublishingCron'), 'Daily publication', () =>
    this.publishing.publishDue(),
  );

  private readonly dated = loggedTick(new Logger('PublishingCron'), 'Publication on a date', () =>
    this.publishing.publishDated(),
  );

  private readonly daily: SiteClockSchedule = {
    timeZone: () => this.site.timeZone(),
    at: (minutes) => minutes === PUBLISH_HOUR * 60,
  };

  constructor(
    private readonly publishing: PublishingService,
    private readonly scheduler: SchedulerRegistry,
    private readonly site: SiteService,
  ) {}

  // the catch-up runs before the app starts serving, so a restart publishes a missed post first
  async onApplicationBootstrap(): Promise<void> {
    scheduleOnSiteClock(this.scheduler, 'daily-publication', this.daily, this.tick);
    await this.tick();
  }

  // whether the daily publication runs in the minute of `now`
  publishesAt(now: Date): Promise<boolean> {
    return runsAt(now, this.daily);
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  catchUp(): Promise<void> {
    return this.tick();
  }

  // the posts scheduled for a date: each minute publishes those due (a missed minute's with it)
  @Cron(CronExpression.EVERY_MINUTE)
  publishDated(): Promise<void> {
    return this.dated();
  }
}
