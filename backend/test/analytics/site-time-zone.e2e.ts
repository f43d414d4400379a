import { RollupService } from '../../src/modules/analytics/rollups/rollup.service';
import { signedIn, type TestClient } from '../support/client';
import { resetAnalytics, restoreSiteDefaults } from '../support/factories';
import type { TestApp } from '../support/test-app';
import { siteForm } from '../site/site-helpers';
import { analyticsApp, beacon, newAddress, newPath, storedViews, TestClock } from './ingest-helpers';

// Issue 42: an owner in Los Angeles reads "Today" in the evening. The reports count the site's days
// (the time zone chosen in Site settings), not PUBLISH_TZ's (Berlin here), so the views of a Los
// Angeles evening are that evening's, not the next day's.
describe("the analytics reports on the site's days", () => {
  let t: TestApp;
  let admin: TestClient;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await analyticsApp(clock);
    await resetAnalytics(t);
    admin = await signedIn(t, 'admin');
    await admin.send('put', '/api/admin/site', siteForm({ timeZone: 'America/Los_Angeles' })).expect(200);
  });
  afterAll(async () => {
    await restoreSiteDefaults(t);
    await t.close();
  });

  const summary = (from: string, to: string) =>
    admin.get(`/api/admin/analytics/summary?from=${from}&to=${to}`).expect(200);

  it('counts the views of a Los Angeles evening on that day, and the next day starts at its midnight', async () => {
    const path = newPath();
    // Monday, March 9, 2026: 23:30 in Los Angeles is Tuesday 07:30 in Berlin
    clock.now = new Date('2026-03-10T06:30:00Z');
    for (const ip of [newAddress(), newAddress(), newAddress()]) {
      await beacon(t, { path }, { 'X-Forwarded-For': ip }).expect(204);
      await beacon(t, { path: '/about' }, { 'X-Forwarded-For': ip }).expect(204);
    }
    // 00:10 on Tuesday in Los Angeles: the next day's
    clock.now = new Date('2026-03-10T07:10:00Z');
    await beacon(t, { path }).expect(204);
    // the rollups of the days (the cron's every 5 minutes)
    await t.app.get(RollupService).rollUpUnfinished();

    expect((await storedViews(t, path)).map((v) => v.day)).toEqual([
      '2026-03-09',
      '2026-03-09',
      '2026-03-09',
      '2026-03-10',
    ]);
    // "Today" at 00:10 in Los Angeles, and the day before
    const today = (await summary('2026-03-10', '2026-03-10')).body;
    expect(today.current).toMatchObject({ visitors: 1, views: 1 });
    const monday = (await summary('2026-03-09', '2026-03-09')).body;
    expect(monday.current).toMatchObject({ visitors: 3, views: 6 });
    expect((await summary('2026-03-03', '2026-03-09')).body.current).toMatchObject({ visitors: 3, views: 6 });
  });
});
