import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, localDayOf } from '@coach/shared';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { ANALYTICS_CLOCK, type AnalyticsClock } from '../ingest/analytics-clock';
import { SiteService } from '../../site';
import { PageViewsWriter } from '../ingest/page-views.writer';
import { RollupsRepository } from './rollups.repository';

// how stale today's rollup may be when a report reads it
export const FRESH_MS = 60_000;

// The daily rollups the reports read, recounted from the raw views: each day in one transaction,
// one recount of a day at a time (an advisory lock, so replicas take turns). The raw views are kept
// ANALYTICS_RAW_DAYS days (today counts as one); a day's rollup is made once more just before its
// views are deleted, and never recounted after (there is nothing left to count).
@Injectable()
export class RollupService {
  private readonly logger = new Logger('AnalyticsRollups');
  // today's recount in flight on this replica: reads arriving meanwhile wait for it
  private freshening: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rollups: RollupsRepository,
    private readonly writer: PageViewsWriter,
    @Inject(ANALYTICS_CLOCK) private readonly clock: AnalyticsClock,
    private readonly site: SiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // the site's day (its time zone, Site settings)
  async today(): Promise<string> {
    return localDayOf(this.clock(), await this.site.timeZone());
  }

  // the first day whose raw views are kept
  async firstRawDay(): Promise<string> {
    return addDays(await this.today(), 1 - this.config.analyticsRawDays);
  }

  // Recounts `day` from its raw views (those still buffered are written first). A day whose views
  // are gone is left as its last rollup made it. `unlessNewerThan`: skipped when the rollup found
  // under the lock was made after that one (another read or replica has just made it).
  async rollUp(day: string, unlessNewerThan?: Date): Promise<void> {
    if (day < (await this.firstRawDay())) return;
    await this.writer.flush();
    await this.dataSource.transaction(async (tx) => {
      await this.rollups.lockDay(tx, day);
      if (unlessNewerThan) {
        const made = await this.rollups.rolledUpAt(tx, day);
        if (made && made > unlessNewerThan) return;
      }
      await this.rollups.recount(tx, day, this.clock());
    });
  }

  // For the reports: today's rollup, recounted when views came after it, or it is over a minute old.
  freshen(): Promise<void> {
    this.freshening ??= this.freshenToday().finally(() => (this.freshening = null));
    return this.freshening;
  }

  // The cron's: every day with raw views whose rollup is missing or older than its end (today,
  // yesterday in the minutes after midnight, a day the site was down for).
  async rollUpUnfinished(): Promise<number> {
    await this.writer.flush();
    const days = await this.rollups.unfinishedDays(await this.firstRawDay(), await this.site.timeZone());
    for (const day of days) await this.rollUp(day);
    return days.length;
  }

  // The retention job's: each day before the kept ones is rolled up a last time and its raw views
  // deleted, in one transaction. Answers how many views were deleted.
  async retire(): Promise<number> {
    const firstKept = await this.firstRawDay();
    await this.writer.flush();
    let deleted = 0;
    for (
      let day = await this.rollups.oldestDayBefore(firstKept);
      day;
      day = await this.rollups.oldestDayBefore(firstKept)
    ) {
      const oldDay = day;
      deleted += await this.dataSource.transaction(async (tx) => {
        await this.rollups.lockDay(tx, oldDay);
        // another replica may have retired it meanwhile: its rollup is then final
        if (!(await this.rollups.hasViews(tx, oldDay))) return 0;
        await this.rollups.recount(tx, oldDay, this.clock());
        return this.rollups.deleteViews(tx, oldDay);
      });
    }
    if (deleted) this.logger.log(`Deleted ${deleted} page views older than ${firstKept} (their rollups stay)`);
    return deleted;
  }

  // A view stamped after the rollup (and written: this replica's are, first) makes it stale at
  // once; one that was still in another replica's buffer then waits for the minute to pass.
  private async freshenToday(): Promise<void> {
    const today = await this.today();
    const staleBefore = new Date(this.clock().getTime() - FRESH_MS);
    await this.writer.flush();
    const made = await this.rollups.rolledUpAt(null, today);
    if (made && made >= staleBefore && !(await this.rollups.hasViewsAfter(today, made))) return;
    await this.rollUp(today, made ?? undefined);
  }
}
