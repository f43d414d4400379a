import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { wallClockOf } from '../../../core/time/zoned-time';
import { ANALYTICS_CLOCK, type AnalyticsClock } from './analytics-clock';
import { SaltsRepository } from './salts.repository';

// A visitor without a cookie: the first 32 hex of sha256(the day's salt, address, user agent). The
// same person is the same visitor all day and a stranger the next (a new salt), and neither the
// address nor the user agent can be read back from it. Days are PUBLISH_TZ's.
@Injectable()
export class VisitorIds {
  // the salts of the days asked lately (today, and yesterday around midnight), read once each
  private readonly salts = new Map<string, Promise<Buffer>>();
  // the day of the minute last asked: every zone's day starts on a whole minute
  private lastDay = { minute: NaN, day: '' };

  constructor(
    private readonly repository: SaltsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ANALYTICS_CLOCK) private readonly clock: AnalyticsClock,
  ) {}

  // YYYY-MM-DD of `at` in PUBLISH_TZ
  dayOf(at: Date): string {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.lastDay.minute) this.lastDay = { minute, day: wallClockOf(at, this.config.publishTz).day };
    return this.lastDay.day;
  }

  async visitorId(ip: string, userAgent: string, at: Date): Promise<string> {
    const salt = await this.saltOf(this.dayOf(at));
    return createHash('sha256').update(salt).update(ip).update('\n').update(userAgent).digest('hex').slice(0, 32);
  }

  // The salts of the days before today go (the hourly job): a day's ids cannot be remade after it.
  async forgetPastSalts(): Promise<number> {
    const today = this.dayOf(this.clock());
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
