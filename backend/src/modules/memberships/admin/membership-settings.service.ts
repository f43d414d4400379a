import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { BillingClock } from '../billing/billing-clock';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { BillingCycleService } from '../cycle/billing-cycle.service';
import { MembershipErrors } from '../memberships.errors';
import { PlanCycleService } from '../plans/plan-cycle.service';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import type { BillingClockDto, MembershipSettingsDto, SaveMembershipSettingsDto } from './dto/membership-settings.dto';

const DAY_MS = 24 * 60 * 60 * 1000;

// The owner's membership settings, and the offline billing clock moved on for a demo or a test
// (never in production, never with Stripe, which keeps its own time), with the cycles run at once
// (the memberships', then the payment plans').
@Injectable()
export class MembershipSettingsService {
  constructor(
    private readonly settings: MembershipSettingsRepository,
    private readonly clock: BillingClock,
    private readonly cycle: BillingCycleService,
    private readonly plans: PlanCycleService,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(): Promise<MembershipSettingsDto> {
    const [{ graceDays, ownerMail }, now] = await Promise.all([this.settings.read(), this.clock.now()]);
    return { graceDays, ownerMail, provider: this.provider.name, clockNow: now.toISOString() };
  }

  async save(changes: SaveMembershipSettingsDto): Promise<MembershipSettingsDto> {
    await this.settings.save(changes);
    return this.read();
  }

  async moveClock(days: number): Promise<BillingClockDto> {
    if (this.config.nodeEnv === 'production') throw new ForbiddenException(MembershipErrors.clockInProduction);
    if (this.config.stripeSecretKey || this.provider.name !== 'offline')
      throw new ConflictException(MembershipErrors.clockWithStripe);
    await this.clock.advance(days);
    const report = await this.cycle.run();
    const instalments = await this.plans.run();
    const now = await this.clock.now();
    return {
      now: now.toISOString(),
      offsetDays: Math.round(((now.getTime() - Date.now()) / DAY_MS) * 1000) / 1000,
      ...report,
      instalments,
    };
  }
}
