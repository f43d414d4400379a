import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../../core/time/zoned-cron';
import { AssistantSettingsService } from './assistant-settings.service';

// Every night, on every replica: the assistant's conversations older than the owner keeps them go
// (a replica skips the rows another is deleting, so they share the work and none fails).
@Injectable()
export class AssistantRetentionCron {
  private readonly tick = loggedTick(new Logger('AssistantRetentionCron'), 'Deleting old assistant conversations', () =>
    this.settings.deleteExpiredConversations(),
  );

  constructor(private readonly settings: AssistantSettingsService) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  deleteExpiredConversations(): Promise<void> {
    return this.tick();
  }
}
