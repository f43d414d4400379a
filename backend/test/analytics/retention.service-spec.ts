import { addDays, zonedInstant } from '@coach/shared';
import { AnalyticsModule } from '../../src/modules/analytics';
import { ANALYTICS_CLOCK } from '../../src/modules/analytics/ingest/analytics-clock';
import { RollupService } from '../../src/modules/analytics/rollups/rollup.service';
import { RollupsCron } from '../../src/modules/analytics/rollups/rollups.cron';
import { makePageViews, resetAnalytics, someVisitor } from '../support/factories';
import { createServiceModule, globalModules, type ServiceModule } from '../support/service-module';

const TZ = 'America/New_York';
const TODAY = '2026-03-20';
// analytics, its clock at noon of TODAY in New York; raw views kept 3 days
const analytics = (now: Date) =>
  createServiceModule({
    imports: [AnalyticsModule, ...globalModules()],
    env: { PUBLISH_TZ: TZ, ANALYTICS_RAW_DAYS: '3' },
    overrides: [[ANALYTICS_CLOCK, () => now]],
  });

// ANALYTICS_RAW_DAYS=3: today and the two days before keep their raw views; each older day is
// rolled up a last time, then its views are deleted, and its rollup stays.
describe('the retention of raw page views', () => {
  let t: ServiceModule;
  let rollups: RollupService;
  const now = zonedInstant(TODAY, 12, TZ);
  beforeAll(async () => {
    t = await analytics(now);
    rollups = t.app.get(RollupService);
    await resetAnalytics(t);
  });
  afterAll(() => t.close());

  const rawDays = async () =>
    (
      (await t.dataSource.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS views FROM page_views GROUP BY day ORDER BY day`,
      )) as { day: string; views: number }[]
    ).map((r) => [r.day, r.views]);
  const rolledUpDays = async () =>
    (
      (await t.dataSource.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM analytics_days ORDER BY day`,
      )) as { day: string; views: number }[]
    ).map((r) => [r.day, r.views]);

  it('rolls up each day older than ANALYTICS_RAW_DAYS, then deletes its raw views; the rollups stay', async () => {
    const days = [-6, -3, -2, 0].map((n) => addDays(TODAY, n));
    // 1, 2, 3 and 4 views
    for (const [i, day] of days.entries())
      await makePageViews(
        t,
        someVisitor(),
        Array.from({ length: i + 1 }, (_, n) => ({ at: zonedInstant(day, 9 + n, TZ), path: '/' })),
      );
    expect(await rollups.retire()).toBe(3);

    expect(await rawDays()).toEqual([
      [days[2], 3],
      [days[3], 4],
    ]);
    expect(await rolledUpDays()).toEqual([
      [days[0], 1],
      [days[1], 2],
    ]);
    const pages = await t.dataSource.query('SELECT path, views FROM analytics_day_pages WHERE day = $1', [days[1]]);
    expect(pages).toEqual([{ path: '/', views: 2 }]);
  });

  it('never recounts a day whose views are gone, and has nothing more to delete', async () => {
    const old = addDays(TODAY, -6);
    await rollups.rollUp(old);
    await rollups.rollUpUnfinished();

    expect(await rollups.retire()).toBe(0);
    expect((await rolledUpDays()).filter(([day]) => day === old)).toEqual([[old, 1]]);
  });

  it('runs at start in the background: the app is up while an old day waits, and retires it after', async () => {
    const old = addDays(TODAY, -5);
    await makePageViews(t, someVisitor(), [{ at: zonedInstant(old, 9, TZ), path: '/' }]);
    // another replica recounting that day holds its lock
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT pg_advisory_xact_lock(hashtext('analytics-rollup'), hashtext($1))`, [old]);
    let started: ServiceModule;
    try {
      started = await analytics(now);
      expect(await rawDays()).toContainEqual([old, 1]);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    await started.app.get(RollupsCron).started;
    expect((await rawDays()).filter(([day]) => day === old)).toEqual([]);
    expect((await rolledUpDays()).filter(([day]) => day === old)).toEqual([[old, 1]]);
    await started.close();
  });
});
