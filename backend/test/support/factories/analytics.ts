// Factories of analytics: empty analytics tables, and page views of any day written as ingest
// writes them (the app's own visitor ids and writer), where a test cannot wait for the day to come.
import { randomBytes } from 'node:crypto';
import { localDayOf } from '../../../src/core/time/zoned-time';
import type { DeviceClass } from '../../../src/modules/analytics/entities/page-view.entity';
import { PageViewsRepository } from '../../../src/modules/analytics/ingest/page-views.repository';
import { PageViewsWriter } from '../../../src/modules/analytics/ingest/page-views.writer';
import { VisitorIds } from '../../../src/modules/analytics/ingest/visitor-ids';
import { RollupsCron } from '../../../src/modules/analytics/rollups/rollups.cron';
import type { TestContext } from '../test-context';

// Analytics suites share the test database: each starts from empty analytics tables, once the
// retention the app runs at start (in the background) is over.
export async function resetAnalytics(t: TestContext): Promise<void> {
  await t.app.get(RollupsCron).started;
  await t.app.get(PageViewsWriter).flush();
  await t.dataSource.query(
    `TRUNCATE page_views, analytics_conversions, analytics_days, analytics_day_pages, analytics_day_sources,
       analytics_day_devices RESTART IDENTITY`,
  );
}

export interface ViewAt {
  at: Date;
  path: string;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  device?: DeviceClass;
}

// A visitor id of its own (as a day's hash is), for views that need no address behind them.
export const someVisitor = () => randomBytes(16).toString('hex');

// The views of `visitor`, each on the day of its time in PUBLISH_TZ, written at once.
export async function makePageViews(t: TestContext, visitor: string, views: ViewAt[]): Promise<void> {
  await t.app.get(PageViewsRepository).insertMany(
    views.map((v) => ({
      viewedAt: v.at,
      day: localDayOf(v.at, t.config.publishTz),
      visitor,
      path: v.path,
      referrerHost: v.referrerHost ?? null,
      utmSource: v.utmSource ?? null,
      utmMedium: v.utmMedium ?? null,
      utmCampaign: v.utmCampaign ?? null,
      device: v.device ?? 'desktop',
    })),
  );
}

// The views of the person at `ip` with `userAgent`: their visitor id of each view's day.
export async function makeVisit(
  t: TestContext,
  who: { ip: string; userAgent: string },
  views: ViewAt[],
): Promise<void> {
  const ids = t.app.get(VisitorIds);
  for (const view of views) await makePageViews(t, await ids.visitorId(who.ip, who.userAgent, view.at), [view]);
}

// The day's rollup was made at `at`.
export async function dateRollup(t: TestContext, day: string, at: Date): Promise<void> {
  await t.dataSource.query('UPDATE analytics_days SET rolled_up_at = $2 WHERE day = $1', [day, at]);
}

// A subscriber or an order that came from a visit entering on `entryPath` (null: no visit found),
// recorded on `day` as attribution records it.
export async function makeConversion(
  t: TestContext,
  c: { kind: 'subscriber' | 'order'; refId: number; day: string; entryPath: string | null; utmCampaign?: string },
): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO analytics_conversions (kind, ref_id, day, entry_path, utm_campaign) VALUES ($1, $2, $3, $4, $5)`,
    [c.kind, c.refId, c.day, c.entryPath, c.utmCampaign ?? null],
  );
}
