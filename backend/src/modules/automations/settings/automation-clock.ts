import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AutomationSettingsRepository } from './automation-settings.repository';

// The time sequences and broadcasts run by: the real time plus the offset every replica reads
// (automation_settings.clock_offset_ms), which the tests and the owner's demo move on
// (POST /api/admin/automations/clock; never in production, where it stays 0).
@Injectable()
export class AutomationClock {
  constructor(private readonly settings: AutomationSettingsRepository) {}

  async now(tx?: EntityManager): Promise<Date> {
    const { clockOffsetMs } = await this.settings.read(tx);
    return new Date(Date.now() + clockOffsetMs);
  }

  async advance(hours: number): Promise<Date> {
    const offset = await this.settings.advanceClock(hours * 60 * 60 * 1000);
    return new Date(Date.now() + offset);
  }
}
