import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { DRIP_HOUR } from '../lesson-opening';
import { DripService } from './drip.service';

// 06:00 every day in PUBLISH_TZ (registered at start, since the zone is configuration), when the
// day's dripped lessons open, plus a catch-up at start and every ten minutes for a 06:00 the site
// missed (today's lessons only). Each calls one method; the outbox makes repeats harmless.
@Injectable()
export class DripCron implements OnApplicationBootstrap {
  private readonly logger = new Logger('DripCron');

  constructor(
    private readonly drip: DripService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const job = CronJob.from({
      cronTime: `0 0 ${DRIP_HOUR} * * *`,
      timeZone: this.config.publishTz,
      onTick: () => this.tick(),
      start: true,
    });
    this.scheduler.addCronJob('course-drip-mails', job as never);
    await this.tick();
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  catchUp(): Promise<void> {
    return this.tick();
  }

  private async tick(): Promise<void> {
    try {
      await this.drip.sendDue();
    } catch (error) {
      this.logger.error(`Course drip mails failed: ${error instanceof Error ? error.stack : error}`);
    }
  }
}
