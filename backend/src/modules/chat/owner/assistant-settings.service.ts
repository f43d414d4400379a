import { Injectable } from '@nestjs/common';
import type { AssistantSettingsDto } from '../dto/assistant-owner.dto';
import { AssistantSettingsRepository } from './assistant-settings.repository';

// conversations deleted at a time, each batch its own statement (short locks, little memory)
export const RETENTION_BATCH = 500;

// How long the assistant's conversations are kept, and their deletion once that is over.
@Injectable()
export class AssistantSettingsService {
  constructor(private readonly settings: AssistantSettingsRepository) {}

  async read(): Promise<AssistantSettingsDto> {
    return { retentionDays: await this.settings.retentionDays() };
  }

  async save(body: AssistantSettingsDto): Promise<AssistantSettingsDto> {
    await this.settings.setRetentionDays(body.retentionDays);
    return this.read();
  }

  // every conversation kept longer than the settings say; answers how many went
  async deleteExpiredConversations(batch = RETENTION_BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.settings.deleteExpired(batch);
      total += deleted;
      if (deleted < batch) return total;
    }
  }
}
