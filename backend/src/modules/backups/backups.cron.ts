import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { loggedTick, scheduleInTimeZone } from '../../core/time/zoned-cron';
import { BackupsService } from './backups.service';

// BACKUP_CRON in PUBLISH_TZ (registered at start, since the schedule is configuration); every
// replica ticks, the one that claims the minute makes the backup.
@Injectable()
export class BackupsCron implements OnApplicationBootstrap {
  private readonly logger = new Logger('BackupsCron');
  private readonly tick = loggedTick(this.logger, 'The scheduled backup', async () => {
    const file = await this.backups.runScheduled();
    if (file) this.logger.log(`Backed up to ${file}`);
  });

  constructor(
    private readonly backups: BackupsService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.backupCron) return;
    const schedule = { cronTime: this.config.backupCron, timeZone: this.config.publishTz };
    scheduleInTimeZone(this.scheduler, 'scheduled-backup', schedule, this.tick);
  }
}
