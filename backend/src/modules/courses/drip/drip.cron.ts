import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { loggedTick, scheduleInTimeZone } from '../../../core/time/zoned-cron';
import { DripService } from './drip.service';

// Every ten minutes on the site's clock (PUBLISH_TZ), 06:00 among them, when the day's dripped
// lessons open (DRIP_HOUR); so a 06:00 the site missed (down, restarting) is caught up within ten minutes,
// and at start. Today's lessons only; the outbox makes a repeat, on any replica, harmless.
const EVERY_TEN_MINUTES = '0 */10 * * * *';

@Injectable()
export class DripCron implements OnApplicationBootstrap {
  private readonly tick = loggedTick(new Logger('DripCron'), 'Course drip mails', () => this.drip.sendDue());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly drip: DripService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const schedule = { cronTime: EVERY_TEN_MINUTES, timeZone: this.config.publishTz };
    scheduleInTimeZone(this.scheduler, 'course-drip-mails', schedule, this.tick);
    await this.tick();
  }
}
