import { BadRequestException, Injectable } from '@nestjs/common';
import { addDays, localDayOf, zonedInstant } from '@coach/shared';
import { formatPrice } from '../../commerce';
import { SiteService } from '../../site';
import { BillingClock } from '../billing/billing-clock';
import { MEMBERSHIP_STATUSES } from '../entities/membership.entity';
import { MAX_FIGURE_DAYS, MembershipErrors } from '../memberships.errors';
import { FiguresRepository } from '../repositories/figures.repository';
import type { MembershipFiguresDto, MembershipFiguresQuery } from './dto/membership-figures.dto';

const DAY_MS = 24 * 60 * 60 * 1000;

// The owner's figures: memberships by status now, the monthly recurring revenue, and the members
// who joined and left on each day of a period (the site's days, on the billing clock).
@Injectable()
export class MembershipFiguresService {
  constructor(
    private readonly figures: FiguresRepository,
    private readonly clock: BillingClock,
    private readonly site: SiteService,
  ) {}

  async read(query: MembershipFiguresQuery): Promise<MembershipFiguresDto> {
    const timeZone = await this.site.timeZone();
    const to = query.to ?? localDayOf(await this.clock.now(), timeZone);
    const from = query.from ?? addDays(to, -29);
    const count = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (!(count >= 1 && count <= MAX_FIGURE_DAYS)) throw new BadRequestException(MembershipErrors.figureDays);
    const [counts, prices, perDay] = await Promise.all([
      this.figures.countsByStatus(),
      this.figures.pricesByInterval(),
      this.figures.perDay(zonedInstant(from, 0, timeZone), zonedInstant(addDays(to, 1), 0, timeZone), timeZone),
    ]);
    const monthly = prices.find((p) => p.interval === 'month')?.cents ?? 0;
    const yearly = prices.find((p) => p.interval === 'year')?.cents ?? 0;
    const mrrCents = monthly + Math.round(yearly / 12);
    const byDay = new Map(perDay.map((d) => [d.day, d]));
    return {
      counts: Object.fromEntries(
        MEMBERSHIP_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0]),
      ) as unknown as MembershipFiguresDto['counts'],
      mrr: formatPrice(mrrCents),
      mrrCents,
      timeZone,
      days: Array.from({ length: count }, (_, i) => addDays(from, i)).map((day) => ({
        day,
        new: byDay.get(day)?.started ?? 0,
        churned: byDay.get(day)?.ended ?? 0,
      })),
    };
  }
}
