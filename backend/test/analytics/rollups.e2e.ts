import { addDays, zonedInstant } from '@coach/shared';
import { ANALYTICS_CLOCK } from '../../src/modules/analytics/ingest/analytics-clock';
import { RollupService } from '../../src/modules/analytics/rollups/rollup.service';
import { signedIn, type TestClient } from '../support/client';
import { dateRollup, makePageViews, resetAnalytics, someVisitor, type ViewAt } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const TZ = 'Europe/Berlin';
const TODAY = '2026-03-20';

// One view as the recount below sees it.
interface View extends Required<ViewAt> {
  visitor: string;
  day: string;
}

// The rollups of `day` counted again in plain code from the views, by the rule (visits: a visitor's
// views of the day with gaps under 30 minutes), to hold the SQL to.
function recount(views: View[], day: string) {
  const ofDay = views.filter((v) => v.day === day).sort((a, b) => a.visitor.localeCompare(b.visitor) || +a.at - +b.at);
  const entries: View[] = [];
  const visitLengths: number[] = [];
  ofDay.forEach((v, i) => {
    const before = ofDay[i - 1];
    if (!before || before.visitor !== v.visitor || +v.at - +before.at >= 30 * MINUTE) {
      entries.push(v);
      visitLengths.push(0);
    }
    visitLengths[visitLengths.length - 1]++;
  });
  const distinct = (of: View[]) => new Set(of.map((v) => v.visitor)).size;
  const groups = <K extends string>(of: View[], keyOf: (v: View) => K) => {
    const map = new Map<K, View[]>();
    for (const v of of) map.set(keyOf(v), [...(map.get(keyOf(v)) ?? []), v]);
    return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  };
  const sourceOf = (v: View) =>
    [v.referrerHost ?? '', v.utmSource ?? '', v.utmMedium ?? '', v.utmCampaign ?? ''].join('|');
  return {
    day: {
      visitors: distinct(ofDay),
      visits: entries.length,
      views: ofDay.length,
      bounces: visitLengths.filter((n) => n === 1).length,
    },
    pages: groups(ofDay, (v) => v.path).map(([path, of]) => ({
      path,
      views: of.length,
      visitors: distinct(of),
      entries: entries.filter((e) => e.path === path).length,
    })),
    sources: groups(entries, sourceOf).map(([source, of]) => ({ source, visits: of.length, visitors: distinct(of) })),
    devices: groups(ofDay, (v) => v.device).map(([device, of]) => ({
      device,
      visitors: distinct(of),
      views: of.length,
    })),
  };
}

describe('the daily rollups', () => {
  let t: TestApp;
  let rollups: RollupService;
  let admin: TestClient;
  let now = zonedInstant(TODAY, 12, TZ);
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLISH_TZ: TZ }, overrides: [[ANALYTICS_CLOCK, () => now]] });
    rollups = t.app.get(RollupService);
    admin = await signedIn(t, 'admin');
  });
  beforeEach(async () => {
    now = zonedInstant(TODAY, 12, TZ);
    await resetAnalytics(t);
  });
  afterAll(() => t.close());

  // what the rollup tables hold for `day`, in the recount's shape
  async function rolledUp(day: string) {
    const [days, pages, sources, devices] = await Promise.all([
      t.dataSource.query('SELECT visitors, visits, views, bounces FROM analytics_days WHERE day = $1', [day]),
      t.dataSource.query(
        'SELECT path, views, visitors, entries FROM analytics_day_pages WHERE day = $1 ORDER BY path COLLATE "C"',
        [day],
      ),
      t.dataSource.query(
        `SELECT concat_ws('|', referrer_host, utm_source, utm_medium, utm_campaign) AS source, visits, visitors
           FROM analytics_day_sources WHERE day = $1`,
        [day],
      ),
      t.dataSource.query(
        'SELECT device, visitors, views FROM analytics_day_devices WHERE day = $1 ORDER BY device COLLATE "C"',
        [day],
      ),
    ]);
    const bySource = (a: { source: string }, b: { source: string }) => (a.source < b.source ? -1 : 1);
    return { day: days[0] as unknown, pages, sources: (sources as { source: string }[]).sort(bySource), devices };
  }

  it('equal a recount of the raw views, over several days and visitors (randomised)', async () => {
    const days = [addDays(TODAY, -3), addDays(TODAY, -2), addDays(TODAY, -1), TODAY];
    const paths = ['/', '/blog', '/blog/first-post', '/blog/second-post', '/products/mug', '/about'];
    const sources: Partial<ViewAt>[] = [
      {},
      { referrerHost: 'news.ycombinator.com' },
      { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' },
      { referrerHost: 'www.google.com', utmCampaign: 'ads' },
    ];
    const devices = ['desktop', 'mobile', 'tablet'] as const;
    // a seeded draw (mulberry32): ROLLUP_SEED=<the seed printed on a failure> draws the same views again
    const seed = Number(process.env.ROLLUP_SEED ?? Math.floor(Math.random() * 2 ** 32));
    let state = seed;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let x = Math.imul(state ^ (state >>> 15), 1 | state);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
    };
    const pick = <T>(of: readonly T[]) => of[Math.floor(random() * of.length)];
    const views: View[] = [];
    for (const day of days)
      for (let person = 0; person < 12; person++) {
        const visitor = someVisitor();
        // gaps around the 30 minutes that split visits, from the morning on (Berlin's day, not UTC's)
        let at = +zonedInstant(day, 0, TZ) + Math.floor(random() * 600) * MINUTE;
        const device = pick(devices);
        const mine: View[] = [];
        for (let n = 1 + Math.floor(random() * 8); n > 0; n--) {
          mine.push({ visitor, day, at: new Date(at), path: pick(paths), device, ...nullSource(pick(sources)) });
          at += pick([1, 5, 29, 30, 31, 90]) * MINUTE + Math.floor(random() * 1000);
        }
        const sameDay = mine.filter((v) => +v.at < +zonedInstant(addDays(day, 1), 0, TZ));
        await makePageViews(t, visitor, sameDay);
        views.push(...sameDay);
      }

    for (const day of days) await rollups.rollUp(day);

    for (const day of days) {
      const expected = recount(views, day);
      const actual = await rolledUp(day);
      try {
        expect(actual).toEqual({
          ...expected,
          sources: expected.sources.sort((a, b) => (a.source < b.source ? -1 : 1)),
        });
      } catch (error) {
        throw new Error(`ROLLUP_SEED=${seed} (${day}): ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
  });

  it('count a visitor once a day, and the views of a visit as one visit with its entry page', async () => {
    const reader = someVisitor();
    const passer = someVisitor();
    const at = (hour: number, minute: number) => new Date(+zonedInstant(TODAY, hour, TZ) + minute * MINUTE);
    await makePageViews(t, reader, [
      { at: at(9, 0), path: '/blog/first-post', utmSource: 'newsletter', utmCampaign: 'spring' },
      { at: at(9, 10), path: '/blog' },
      { at: at(9, 39), path: '/about' },
      // 30 minutes after the last: a visit of its own
      { at: at(10, 9), path: '/blog', referrerHost: 'www.google.com' },
      { at: at(10, 10), path: '/about' },
    ]);
    await makePageViews(t, passer, [{ at: at(11, 0), path: '/about', device: 'mobile' }]);

    await rollups.rollUp(TODAY);

    expect(await rolledUp(TODAY)).toEqual({
      day: { visitors: 2, visits: 3, views: 6, bounces: 1 },
      pages: [
        { path: '/about', views: 3, visitors: 2, entries: 1 },
        { path: '/blog', views: 2, visitors: 1, entries: 1 },
        { path: '/blog/first-post', views: 1, visitors: 1, entries: 1 },
      ],
      sources: [
        { source: 'www.google.com|||', visits: 1, visitors: 1 },
        { source: '|newsletter||spring', visits: 1, visitors: 1 },
        { source: '|||', visits: 1, visitors: 1 },
      ],
      devices: [
        { device: 'desktop', visitors: 1, views: 5 },
        { device: 'mobile', visitors: 1, views: 1 },
      ],
    });
  });

  it('are recounted by a report when a view came after today’s, or it is over a minute old', async () => {
    const summary = async () =>
      (await admin.get(`/api/admin/analytics/summary?from=${TODAY}&to=${TODAY}`).expect(200)).body.current as {
        views: number;
      };
    await makePageViews(t, someVisitor(), [{ at: now, path: '/' }]);
    expect((await summary()).views).toBe(1);

    // stamped before the rollup, written after it (as from another replica's buffer): a minute late
    await makePageViews(t, someVisitor(), [{ at: new Date(+now - 1000), path: '/blog' }]);
    now = new Date(+now + 59_000);
    expect((await summary()).views).toBe(1);
    now = new Date(+now + 2_000);
    expect((await summary()).views).toBe(2);

    // stamped after it: at once
    now = new Date(+now + 1_000);
    await makePageViews(t, someVisitor(), [{ at: now, path: '/about' }]);
    expect((await summary()).views).toBe(3);
  });

  it('are made by the cron for each day left unfinished, and left alone once a day is done', async () => {
    const unfinished = addDays(TODAY, -4);
    const done = addDays(TODAY, -2);
    await makePageViews(t, someVisitor(), [{ at: zonedInstant(unfinished, 10, TZ), path: '/' }]);
    await makePageViews(t, someVisitor(), [{ at: zonedInstant(done, 10, TZ), path: '/' }]);
    await makePageViews(t, someVisitor(), [{ at: now, path: '/' }]);
    await rollups.rollUp(done);
    const afterItsEnd = zonedInstant(addDays(done, 1), 1, TZ);
    await dateRollup(t, done, afterItsEnd);

    expect(await rollups.rollUpUnfinished()).toBe(2);

    const stamps: { day: string; rolled_up_at: Date; views: number }[] = await t.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, rolled_up_at, views FROM analytics_days ORDER BY day`,
    );
    expect(stamps).toEqual([
      { day: unfinished, rolled_up_at: now, views: 1 },
      { day: done, rolled_up_at: afterItsEnd, views: 1 },
      { day: TODAY, rolled_up_at: now, views: 1 },
    ]);
  });
});

// a source's parts, null where the pick left them out
const nullSource = (s: Partial<ViewAt>) => ({
  referrerHost: s.referrerHost ?? null,
  utmSource: s.utmSource ?? null,
  utmMedium: s.utmMedium ?? null,
  utmCampaign: s.utmCampaign ?? null,
});
