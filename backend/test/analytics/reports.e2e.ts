import { addDays, localDayOf, zonedInstant } from '@coach/shared';
import { KEY_READ_ONLY } from '../../src/core/access/access.guard';
import { AnalyticsErrors } from '../../src/modules/analytics/analytics.errors';
import { RollupService } from '../../src/modules/analytics/rollups/rollup.service';
import { makeKey, withKey } from '../auth/api-keys-helpers';
import { createPost } from '../blog/blog-helpers';
import { signedIn, type TestClient } from '../support/client';
import {
  ageSale,
  datePayment,
  emptyOrders,
  makeConversion,
  makePageViews,
  makePaidOrdersInBulk,
  makeSubscriber,
  markOrderRefunded,
  resetAnalytics,
  resetBlog,
  resetShop,
  someVisitor,
} from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import { createTestApp, type TestApp } from '../support/test-app';

const REPORTS = ['summary', 'pages', 'sources', 'posts', 'devices'];

// The owner's reports over a range of days: figures beside the period before, every day of the
// chart, the tables; refused for a bad range, and for a read-content key.
describe('the analytics reports', () => {
  let t: TestApp;
  let admin: TestClient;
  const today = localDayOf(new Date(), 'UTC');
  const day = (n: number) => addDays(today, n);
  const at = (n: number, hour: number, minute = 0) => zonedInstant(day(n), hour, 'UTC', minute);
  beforeAll(async () => {
    t = await createTestApp();
    await resetAnalytics(t);
    await resetBlog(t);
    await resetShop(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (report: string, from: string, to: string) =>
    admin.get(`/api/admin/analytics/${report}?from=${from}&to=${to}`);

  it('sums the days of the range beside the period of the same length before, every day of the chart filled', async () => {
    // the period before (days -5 to -3): one visit of two views, one paid order
    await makePageViews(t, someVisitor(), [
      { at: at(-4, 9), path: '/', referrerHost: 'www.google.com' },
      { at: at(-4, 9, 10), path: '/blog' },
    ]);
    // the range (days -2 to today): three visits, two of them of one view; two paid orders (one
    // refunded in full), two new subscribers (one confirmed)
    await makePageViews(t, someVisitor(), [{ at: at(-1, 9), path: '/', device: 'mobile' }]);
    await makePageViews(t, someVisitor(), [
      { at: at(-1, 9), path: '/blog', utmSource: 'newsletter', utmCampaign: 'spring' },
      { at: at(-1, 9, 20), path: '/about' },
    ]);
    await makePageViews(t, someVisitor(), [{ at: at(0, 0), path: '/' }]);
    const buyer = (await (await signedIn(t)).get('/api/auth/user').expect(200)).body as { id: number };
    await makePaidOrdersInBulk(t, 3, buyer.id);
    const orders: { id: number }[] = await t.dataSource.query('SELECT id FROM orders ORDER BY id');
    await ageSale(t, orders[0].id, 0);
    await ageSale(t, orders[1].id, 0);
    await markOrderRefunded(t, orders[1].id);
    await ageSale(t, orders[2].id, 4);
    await makeSubscriber(t, 'kept@example.com', 'active');
    await makeSubscriber(t, 'pending@example.com', 'unconfirmed');
    await t.app.get(RollupService).rollUpUnfinished();

    const summary = (await get('summary', day(-2), today).expect(200)).body;

    expect(summary).toEqual({
      from: day(-2),
      to: today,
      previousFrom: day(-5),
      previousTo: day(-3),
      current: {
        visitors: 3,
        views: 4,
        visits: 3,
        bounceRate: 0.6667,
        subscribers: 2,
        confirmedSubscribers: 1,
        confirmedRate: 0.5,
        orders: 2,
        revenueCents: 4950,
        conversionRate: 0.6667,
      },
      previous: {
        visitors: 1,
        views: 2,
        visits: 1,
        bounceRate: 0,
        subscribers: 0,
        confirmedSubscribers: 0,
        confirmedRate: 0,
        orders: 1,
        revenueCents: 4950,
        conversionRate: 1,
      },
      series: [
        { day: day(-2), visitors: 0, views: 0, subscribers: 0, orders: 0, revenueCents: 0 },
        { day: day(-1), visitors: 2, views: 3, subscribers: 0, orders: 0, revenueCents: 0 },
        { day: today, visitors: 1, views: 1, subscribers: 2, orders: 2, revenueCents: 4950 },
      ],
      // no order bump nor upsell was offered (test/order-offers counts them)
      offers: expect.objectContaining({
        bumpsOffered: 0,
        bumpRevenueCents: 0,
        upsellsOffered: 0,
        upsellRevenueCents: 0,
      }),
    });
  });

  it('lists the pages, sources and devices of the range, most first', async () => {
    const range = [day(-2), today] as const;
    expect((await get('pages', ...range).expect(200)).body.items).toEqual([
      { path: '/', title: null, views: 2, visitors: 2, entries: 2, subscribers: 0, orders: 0, revenueCents: 0 },
      { path: '/about', title: null, views: 1, visitors: 1, entries: 0, subscribers: 0, orders: 0, revenueCents: 0 },
      { path: '/blog', title: null, views: 1, visitors: 1, entries: 1, subscribers: 0, orders: 0, revenueCents: 0 },
    ]);
    const none = { subscribers: 0, orders: 0, revenueCents: 0 };
    expect((await get('sources', ...range).expect(200)).body.items).toEqual([
      { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, visits: 2, visitors: 2, ...none },
      {
        referrerHost: null,
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: 'spring',
        visits: 1,
        visitors: 1,
        ...none,
      },
    ]);
    expect((await get('devices', ...range).expect(200)).body.items).toEqual([
      { device: 'desktop', visitors: 2, views: 3 },
      { device: 'mobile', visitors: 1, views: 1 },
    ]);
    // a post published in the range and not viewed yet: its newsletter's delivery
    const post = await createPost(admin, { title: 'Fresh post', published: true });
    await outboxSettled(t, 'newsletter');
    expect((await get('posts', ...range).expect(200)).body.items).toEqual([
      {
        postId: post.id,
        slug: post.slug,
        title: 'Fresh post',
        views: 0,
        visitors: 0,
        subscribers: 0,
        newsletterSent: 1,
        newsletterFailed: 0,
      },
    ]);
  });

  it('counts an order in the tables on the day it was paid, not the day its checkout began', async () => {
    // a visit entering on one page on each of two days; an order begun in the first, paid the next
    for (const n of [-10, -9])
      await makePageViews(t, someVisitor(), [{ at: at(n, 9), path: '/blog/late-payer', utmCampaign: 'late' }]);
    const buyer = (await (await signedIn(t)).get('/api/auth/user').expect(200)).body as { id: number };
    await emptyOrders(t);
    await makePaidOrdersInBulk(t, 1, buyer.id);
    const [{ id }]: { id: number }[] = await t.dataSource.query('SELECT max(id) AS id FROM orders');
    await datePayment(t, id, at(-9, 12));
    await makeConversion(t, {
      kind: 'order',
      refId: id,
      day: day(-10),
      entryPath: '/blog/late-payer',
      utmCampaign: 'late',
    });
    await t.app.get(RollupService).rollUpUnfinished();

    const brought = async (from: string, to: string) => ({
      page: (await get('pages', from, to).expect(200)).body.items.find(
        (p: { path: string }) => p.path === '/blog/late-payer',
      ),
      source: (await get('sources', from, to).expect(200)).body.items.find(
        (s: { utmCampaign: string | null }) => s.utmCampaign === 'late',
      ),
    });
    const paidDay = await brought(day(-9), day(-9));
    expect(paidDay.page).toMatchObject({ views: 1, orders: 1, revenueCents: 4950 });
    expect(paidDay.source).toMatchObject({ visits: 1, orders: 1, revenueCents: 4950 });
    const begunDay = await brought(day(-10), day(-10));
    expect(begunDay.page).toMatchObject({ views: 1, orders: 0, revenueCents: 0 });
    expect(begunDay.source).toMatchObject({ visits: 1, orders: 0, revenueCents: 0 });
  });

  it.each([
    ['2026-3-01', '2026-03-10', AnalyticsErrors.dayFormat('from')],
    ['2026-02-30', '2026-03-10', AnalyticsErrors.dayFormat('from')],
    ['2026-03-01', 'today', AnalyticsErrors.dayFormat('to')],
    ['2026-03-10', '2026-03-09', AnalyticsErrors.rangeBackwards],
    ['2025-01-01', '2026-02-05', AnalyticsErrors.rangeTooLong],
  ])('refuses from=%s to=%s: "%s"', async (from, to, message) => {
    for (const report of REPORTS)
      expect((await get(report, from, to).expect(400)).body).toMatchObject({ statusCode: 400, message });
  });

  it('takes a range of 400 days, and refuses one without its days', async () => {
    await get('summary', '2025-01-01', '2026-02-04').expect(200);
    const res = await admin.get('/api/admin/analytics/devices?from=2026-03-01').expect(400);
    expect(res.body.message).toBe(AnalyticsErrors.dayFormat('to'));
  });

  it('answers an admin key, and refuses a read-content key: they tell about customers’ orders', async () => {
    const adminKey = withKey(t, (await makeKey(admin, 'admin')).token);
    const readKey = withKey(t, (await makeKey(admin, 'read-content')).token);
    for (const report of REPORTS) {
      const url = `/api/admin/analytics/${report}?from=${today}&to=${today}`;
      await adminKey.get(url).expect(200);
      expect((await readKey.get(url).expect(403)).body.message).toBe(KEY_READ_ONLY);
    }
  });
});
