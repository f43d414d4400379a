import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { AutomationErrors, MAX_CLOCK_HOURS } from '../automations.errors';
import { BroadcastsService } from '../broadcasts/broadcasts.service';
import { SequenceRunner, type StepsReport } from '../sequences/sequence-runner';
import { AutomationClock } from './automation-clock';
import { AutomationSettingsRepository } from './automation-settings.repository';

// The owner's automation settings (tracking), and the clock moved on for a demo or a test, which
// runs what came due at once.
@Injectable()
export class AutomationSettingsService {
  constructor(
    private readonly settings: AutomationSettingsRepository,
    private readonly clock: AutomationClock,
    private readonly runner: SequenceRunner,
    private readonly broadcasts: BroadcastsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(): Promise<{ tracking: boolean; clockNow: string }> {
    const [{ tracking }, now] = await Promise.all([this.settings.read(), this.clock.now()]);
    return { tracking, clockNow: now.toISOString() };
  }

  async save(tracking: unknown): Promise<{ tracking: boolean; clockNow: string }> {
    if (typeof tracking !== 'boolean') throw new BadRequestException(AutomationErrors.tracking);
    await this.settings.setTracking(tracking);
    return this.read();
  }

  async moveClock(hours: number): Promise<{ now: string; broadcasts: number } & StepsReport> {
    if (this.config.nodeEnv === 'production') throw new ForbiddenException(AutomationErrors.clockInProduction);
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_CLOCK_HOURS)
      throw new BadRequestException(AutomationErrors.clockHours);
    const now = await this.clock.advance(hours);
    const report = await this.runner.run();
    return { now: now.toISOString(), ...report, broadcasts: await this.broadcasts.sendDue() };
  }
}
