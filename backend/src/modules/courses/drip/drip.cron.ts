import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { loggedTick, scheduleOnSiteClock } from '../../../core/time/zoned-cron';
import { SiteService } from '../../site';
import { DripService } from './drip.service';

// Every ten minutes on the site's clock (its time zone of that minute), 06:00 among them, when the day's dripped
// lessons open (DRIP_HOUR); so a 06:00 the site missed (down, restarting) is caught up within ten minutes,
// and at start. Today's lessons only; the outbox makes a repeat, on any replica, harmless.

@Injectable()
export class DripCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('DripCron'), 'Course drip mails', () => this.drip.sendDue());

  constructor(
    private readonly site: SiteService,
    private readonly scheduler: SchedulerRegistry,
    private readonly drip: DripService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const everyTenMinutes = { timeZone: () => this.site.timeZone(), at: (minutes: number) => minutes % 10 === 0 };
    scheduleOnSiteClock(this.scheduler, 'course-drip-mails', everyTenMinutes, this.tick);
    await this.tick();
  }
}
