import { type NewPageView, PageViewsRepository } from '../../src/modules/analytics/ingest/page-views.repository';
import { Metrics } from '../../src/core/observability/metrics';
import { captureLogs } from '../support/log-capture';
import { FLUSH_AT_ROWS, PageViewsWriter } from '../../src/modules/analytics/ingest/page-views.writer';
import type { ServiceModule } from '../support/service-module';
import { analyticsServices, newPath, storedViews, TestClock } from './ingest-helpers';

const view = (path: string, n: number): NewPageView => ({
  viewedAt: new Date(),
  day: '2026-03-14',
  visitor: n.toString(16).padStart(32, '0'),
  path,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
});

// Views are kept in memory and written many rows at a time: every second, at 500 waiting, and
// when the app stops.
describe('the buffered writer of page views', () => {
  let t: ServiceModule;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await analyticsServices(clock);
  });
  afterAll(() => t.close());

  it('writes as soon as 500 views wait, in one go', async () => {
    const writer = t.app.get(PageViewsWriter);
    await writer.flush();
    const path = newPath();
    for (let n = 1; n < FLUSH_AT_ROWS; n++) writer.add(view(path, n));
    expect(writer.buffered).toBe(FLUSH_AT_ROWS - 1);
    writer.add(view(path, FLUSH_AT_ROWS));
    // taken for writing at once
    expect(writer.buffered).toBe(0);
    const views = await storedViews(t, path);
    expect(views).toHaveLength(FLUSH_AT_ROWS);
    expect(views.map((v) => v.visitor)).toEqual(
      Array.from({ length: FLUSH_AT_ROWS }, (_, i) => (i + 1).toString(16).padStart(32, '0')),
    );
  });

  it('writes what waits when the app stops', async () => {
    const other = await analyticsServices(clock);
    const path = newPath();
    const writer = other.app.get(PageViewsWriter);
    await writer.flush();
    for (let n = 1; n <= 3; n++) writer.add(view(path, n));
    expect(writer.buffered).toBe(3);
    await other.close();
    expect(await storedViews(t, path)).toHaveLength(3);
  });

  it('keeps a batch the database refused for the next write, and drops views beyond its cap with a warning', async () => {
    const logs = captureLogs();
    // a writer of its own, with a cap of 3
    const writer = new PageViewsWriter(t.app.get(PageViewsRepository), new Metrics(t.config), 3);
    try {
      const path = newPath();
      // the database refuses the batch: no such device (page_views' CHECK)
      writer.add(view(path, 1));
      writer.add({ ...view(path, 2), device: 'watch' as NewPageView['device'] });
      await expect(writer.flush()).rejects.toThrow(/check constraint/);
      expect(writer.buffered).toBe(2);
      // one more fits the cap, the next two do not
      for (let n = 3; n <= 5; n++) writer.add(view(path, n));
      expect(writer.buffered).toBe(3);
      await expect(writer.flush()).rejects.toThrow(/check constraint/);
      expect(logs.lines).toContain('2 page views dropped: over 3 were waiting to be written');
      expect(await storedViews(t, path)).toEqual([]);
    } finally {
      await writer.onApplicationShutdown();
      logs.restore();
    }
  });
});
