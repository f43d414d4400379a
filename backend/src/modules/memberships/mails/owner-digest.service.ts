import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, localDayOf, zonedInstant } from '@coach/shared';
import { OwnerAlertsService } from '../../alerts';
import { SiteService } from '../../site';
import { BillingClock } from '../billing/billing-clock';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import { membershipOwnerDigestMail } from './membership-owner-digest.mail';

export const DIGEST_HOUR = 8;

// The owner's daily digest of new members and cancellations (owner_mail 'digest'): the day that
// ended at the last 08:00 (site time, on the billing clock), queued once per day (its subject key
// names the day); its render finds the news and sends nothing on a quiet day.
@Injectable()
export class OwnerDigestService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: BillingClock,
    private readonly settings: MembershipSettingsRepository,
    private readonly site: SiteService,
    private readonly alerts: OwnerAlertsService,
  ) {}

  async queue(now?: Date): Promise<void> {
    if ((await this.settings.read()).ownerMail !== 'digest') return;
    const at = now ?? (await this.clock.now());
    const timeZone = await this.site.timeZone();
    const today = localDayOf(at, timeZone);
    const day = zonedInstant(today, DIGEST_HOUR, timeZone) <= at ? today : addDays(today, -1);
    const to = zonedInstant(day, DIGEST_HOUR, timeZone);
    const from = zonedInstant(addDays(day, -1), DIGEST_HOUR, timeZone);
    const payload = { from: from.toISOString(), to: to.toISOString(), day };
    await this.db.transaction((tx) =>
      this.alerts.enqueue(tx, membershipOwnerDigestMail, `membership-digest:${day}`, payload),
    );
  }
}
