import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { loggedTick, scheduleOnSiteClock } from '../../../core/time/zoned-cron';
import { SiteService } from '../../site';
import { DIGEST_HOUR, OwnerDigestService } from './owner-digest.service';

// 08:00 every day in the site's time zone (the zone of that minute): the owner's digest, when they
// chose it. Every replica queues it; the outbox's unique row (the day's subject key) makes it one.
@Injectable()
export class OwnerDigestCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('OwnerDigestCron'), 'Membership digest', () => this.digest.queue());

  constructor(
    private readonly digest: OwnerDigestService,
    private readonly scheduler: SchedulerRegistry,
    private readonly site: SiteService,
  ) {}

  onApplicationBootstrap(): void {
    const daily = { timeZone: () => this.site.timeZone(), at: (minutes: number) => minutes === DIGEST_HOUR * 60 };
    scheduleOnSiteClock(this.scheduler, 'membership-owner-digest', daily, this.tick);
  }
}
