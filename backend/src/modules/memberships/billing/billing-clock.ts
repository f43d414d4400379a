import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

// The time memberships are billed by: the real time plus the offline clock's offset
// (membership_settings.clock_offset_ms, one row every replica reads, so all of them agree). Tests
// and the owner's demo move it on with the offline provider; with Stripe it stays at 0.
@Injectable()
export class BillingClock {
  constructor(private readonly settings: MembershipSettingsRepository) {}

  async now(tx?: EntityManager): Promise<Date> {
    const { clockOffsetMs } = await this.settings.read(tx);
    return new Date(Date.now() + clockOffsetMs);
  }

  // moves it on by whole days; answers the new time
  async advance(days: number): Promise<Date> {
    const offset = await this.settings.advanceClock(days * DAY_MS);
    return new Date(Date.now() + offset);
  }
}
