import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { BackupsService } from './backups.service';

// BACKUP_CRON in PUBLISH_TZ (registered at start, since the schedule is configuration); every
// replica ticks, the one that claims the minute makes the backup.
@Injectable()
export class BackupsCron implements OnApplicationBootstrap {
  private readonly logger = new Logger('BackupsCron');

  constructor(
    private readonly backups: BackupsService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.backupCron) return;
    const job = CronJob.from({
      cronTime: this.config.backupCron,
      timeZone: this.config.publishTz,
      onTick: () => this.tick(),
      start: true,
    });
    this.scheduler.addCronJob('scheduled-backup', job as never);
  }

  private async tick(): Promise<void> {
    try {
      const file = await this.backups.runScheduled();
      if (file) this.logger.log(`Backed up to ${file}`);
    } catch (error) {
      this.logger.error(`The scheduled backup failed: ${error instanceof Error ? error.stack : error}`);
    }
  }
}
