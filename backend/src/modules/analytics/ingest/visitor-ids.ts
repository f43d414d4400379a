import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { wallClockOf } from '@coach/shared';
import { SiteService } from '../../site';
import { ANALYTICS_CLOCK, type AnalyticsClock } from './analytics-clock';
import { SaltsRepository } from './salts.repository';

// A visitor without a cookie: the first 32 hex of sha256(the day's salt, address, user agent). The
// same person is the same visitor all day and a stranger the next (a new salt), and neither the
// address nor the user agent can be read back from it. Days are the site's (its time zone, Site settings).
@Injectable()
export class VisitorIds {
  // the salts of the days asked lately (today, and yesterday around midnight), read once each
  private readonly salts = new Map<string, Promise<Buffer>>();
  // the day of the minute last asked, in the zone then: every zone's day starts on a whole minute
  private lastDay = { minute: NaN, timeZone: '', day: '' };

  constructor(
    private readonly repository: SaltsRepository,
    private readonly site: SiteService,
    @Inject(ANALYTICS_CLOCK) private readonly clock: AnalyticsClock,
  ) {}

  // YYYY-MM-DD of `at` in the site's time zone
  async dayOf(at: Date): Promise<string> {
    const timeZone = await this.site.timeZone();
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.lastDay.minute || timeZone !== this.lastDay.timeZone) {
      this.lastDay = { minute, timeZone, day: wallClockOf(at, timeZone).day };
    }
    return this.lastDay.day;
  }

  async visitorId(ip: string, userAgent: string, at: Date): Promise<string> {
    const salt = await this.saltOf(await this.dayOf(at));
    return createHash('sha256').update(salt).update(ip).update('\n').update(userAgent).digest('hex').slice(0, 32);
  }

  // The salts of the days before today go (the hourly job): a day's ids cannot be remade after it.
  async forgetPastSalts(): Promise<number> {
    const today = await this.dayOf(this.clock());
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    return this.repository.deleteBefore(today);
  }

  private saltOf(day: string): Promise<Buffer> {
    let salt = this.salts.get(day);
    if (!salt) {
      // a day's salt is never needed again once a later one is: keep the newest two
      for (const known of [...this.salts.keys()].sort().slice(0, -1)) if (known < day) this.salts.delete(known);
      salt = this.repository.saltOf(day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }
}
