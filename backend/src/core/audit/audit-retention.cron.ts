import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../time/zoned-cron';
import { AuditLogService } from './audit-log.service';

// Each night, the entries older than the owner keeps them go (every replica may run it: a second
// run finds nothing left to delete).
@Injectable()
export class AuditRetentionCron {
  private readonly logger = new Logger('AuditRetention');

  constructor(private readonly log: AuditLogService) {}

  private readonly tick = loggedTick(this.logger, 'Deleting old audit log entries', async () => {
    const deleted = await this.log.deleteExpired();
    if (deleted) this.logger.log(`Deleted ${deleted} audit log entries past the time they are kept`);
  });

  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  prune(): Promise<void> {
    return this.tick();
  }
}
