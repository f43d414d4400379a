// Factories of analytics: page views of any day written as ingest writes them (the app's own
// visitor ids and writer), rollups and conversions as theirs make them, where a test cannot wait
// for the day to come.
import { randomBytes } from 'node:crypto';
import { localDayOf } from '@coach/shared';
import { ConversionsRepository } from '../../../src/modules/analytics/attribution/conversions.repository';
import type { DeviceClass } from '../../../src/modules/analytics/entities/page-view.entity';
import { PageViewsRepository } from '../../../src/modules/analytics/ingest/page-views.repository';
import { VisitorIds } from '../../../src/modules/analytics/ingest/visitor-ids';
import { RollupsRepository } from '../../../src/modules/analytics/rollups/rollups.repository';
import type { TestContext } from '../test-context';

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

// The day's rollup was made at `at`: recounted from its raw views and stamped then, as a rollup
// made at that moment leaves it.
export async function dateRollup(t: TestContext, day: string, at: Date): Promise<void> {
  const rollups = t.app.get(RollupsRepository);
  await t.dataSource.transaction(async (tx) => {
    await rollups.lockDay(tx, day);
    await rollups.recount(tx, day, at);
  });
}

// a visit's entry with nothing known of where it came from
const NO_SOURCE = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

// A subscriber or an order that came from a visit entering on `entryPath` (null: no visit found),
// recorded on `day` as attribution records it.
export async function makeConversion(
  t: TestContext,
  c: { kind: 'subscriber' | 'order'; refId: number; day: string; entryPath: string | null; utmCampaign?: string },
): Promise<void> {
  const entry = c.entryPath === null ? null : { ...NO_SOURCE, path: c.entryPath, utmCampaign: c.utmCampaign ?? null };
  await t.dataSource.transaction((tx) =>
    t.app.get(ConversionsRepository).insert(tx, { kind: c.kind, refId: c.refId, day: c.day, entry }),
  );
}
