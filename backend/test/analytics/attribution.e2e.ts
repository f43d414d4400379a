import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { localDayOf } from '@coach/shared';
import { type Conversion, VISIT_ATTRIBUTION, type VisitAttribution } from '../../src/core/analytics/visit-attribution';
import { AnalyticsConversionEntity } from '../../src/modules/analytics/entities/analytics-conversion.entity';
import { createPost } from '../blog/blog-helpers';
import { createProduct, startStripeShop, succeeded, webhook, type StripeShop } from '../commerce/commerce-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import { orderIdOf, resetAnalytics, resetBlog } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { analyticsApp, beacon, DESKTOP_CHROME, newAddress, TestClock } from './ingest-helpers';

const today = () => localDayOf(new Date(), 'UTC');

// A subscription and an order remember the entry page and source of the visit they came from: the
// visit is the visitor's of the day (their address and user agent, as the beacon counted them).
describe('attribution of a subscription and an order to the visit they came from', () => {
  let shop: StripeShop;
  let t: TestApp;
  let admin: TestClient;
  let post: { id: number; slug: string; title: string };
  let product: { id: number; title: string };
  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, admin } = shop);
    await resetBlog(t);
    await resetAnalytics(t);
    post = await createPost(admin, { title: 'Leading calmly', published: true });
    product = await createProduct(admin, { title: 'Calm Workbook', price: '49.99' });
  });
  afterAll(() => shop.close());

  // the page views of `client`'s browser (no cookie: the beacon's own request)
  const view = (client: TestClient, body: object) =>
    request(t.server)
      .post('/api/analytics/views')
      .set({ 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': client.ip })
      .send(body)
      .expect(204);
  const campaignVisit = async (client: TestClient) => {
    await view(client, {
      path: `/blog/${post.slug}`,
      referrer: 'https://news.example.org/links?id=7',
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: 'Spring-Launch',
    });
    await view(client, { path: '/about' });
  };
  const report = async <T>(name: string) =>
    (await admin.get(`/api/admin/analytics/${name}?from=${today()}&to=${today()}`).expect(200)).body as T;
  const conversions = () =>
    t.dataSource.query(
      `SELECT kind, entry_path, referrer_host, utm_source, utm_medium, utm_campaign FROM analytics_conversions ORDER BY id`,
    );
  const CAMPAIGN = {
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-launch',
  };

  it('a new subscriber remembers the post and campaign of their visit, once', async () => {
    const reader = await newClient(t);
    await campaignVisit(reader);
    await reader.post('/api/subscribe', { email: 'reader@example.com' }).set('User-Agent', DESKTOP_CHROME).expect(200);
    // asking again (the mail did not come) is no new subscriber
    await reader.post('/api/subscribe', { email: 'reader@example.com' }).set('User-Agent', DESKTOP_CHROME).expect(200);

    expect(await conversions()).toEqual([
      {
        kind: 'subscriber',
        entry_path: `/blog/${post.slug}`,
        referrer_host: 'news.example.org',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring-launch',
      },
    ]);
    expect((await report<{ items: unknown[] }>('posts')).items).toEqual([
      {
        postId: post.id,
        slug: post.slug,
        title: 'Leading calmly',
        views: 1,
        visitors: 1,
        subscribers: 1,
        newsletterSent: 0,
        newsletterFailed: 0,
      },
    ]);
  });

  it('a new order paid through Stripe remembers the post and campaign of its visit', async () => {
    const buyer = await signedIn(t);
    await campaignVisit(buyer);
    await view(buyer, { path: '/products/calm-workbook' });
    const res = await buyer
      .post('/api/create-payment-intent', { amount: 49.99, productIds: [product.id] })
      .set('User-Agent', DESKTOP_CHROME)
      .expect(200);
    // the same basket again reopens the same order: no second conversion
    await buyer
      .post('/api/create-payment-intent', { amount: 49.99, productIds: [product.id] })
      .set('User-Agent', DESKTOP_CHROME)
      .expect(200);
    const intentId = (res.body.clientSecret as string).split('_secret_')[0];
    shop.fake.intents.get(intentId)!.status = 'succeeded';
    await webhook(t, succeeded(shop.fake, intentId, `evt_paid_${intentId}`)).expect(200);
    const orderId = await orderIdOf(t, intentId);

    expect(
      await t.dataSource.query(`SELECT kind, ref_id, entry_path FROM analytics_conversions WHERE kind = 'order'`),
    ).toEqual([{ kind: 'order', ref_id: orderId, entry_path: `/blog/${post.slug}` }]);

    const pages = await report<{ items: { path: string }[] }>('pages');
    expect(pages.items.find((p) => p.path === `/blog/${post.slug}`)).toEqual({
      path: `/blog/${post.slug}`,
      title: 'Leading calmly',
      views: 2,
      visitors: 2,
      entries: 2,
      subscribers: 1,
      orders: 1,
      revenueCents: 4999,
    });
    expect(pages.items.find((p) => p.path === '/products/calm-workbook')).toMatchObject({
      title: 'Calm Workbook',
      views: 1,
      entries: 0,
      orders: 0,
    });
    expect((await report<{ items: unknown[] }>('sources')).items).toEqual([
      { ...CAMPAIGN, visits: 2, visitors: 2, subscribers: 1, orders: 1, revenueCents: 4999 },
    ]);
    const summary = await report<{ current: Record<string, number> }>('summary');
    expect(summary.current).toMatchObject({ visitors: 2, visits: 2, subscribers: 1, orders: 1, revenueCents: 4999 });
    expect(summary.current.conversionRate).toBe(0.5);
  });

  it('keeps a subscriber whose visit was not counted, with an unknown entry left out of the tables', async () => {
    const stranger = await newClient(t);
    // no beacon came from this browser (do-not-track, a blocked script)
    await stranger.post('/api/subscribe', { email: 'stranger@example.com' }).set('User-Agent', DESKTOP_CHROME);

    const rows = await conversions();
    expect(rows.at(-1)).toEqual({
      kind: 'subscriber',
      entry_path: null,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    expect((await report<{ items: { subscribers: number }[] }>('sources')).items.map((s) => s.subscribers)).toEqual([
      1,
    ]);
    expect((await report<{ current: { subscribers: number } }>('summary')).current.subscribers).toBe(2);
  });
});

describe.each([
  ['that throws', () => Promise.reject(new Error('analytics is away'))],
  // a statement failing in the subscription's transaction: only the savepoint around it is undone
  [
    'whose statement fails in the transaction',
    async (tx: EntityManager) => {
      // a kind the table's CHECK refuses
      await tx.getRepository(AnalyticsConversionEntity).insert({ kind: 'neither' as Conversion['kind'] });
    },
  ],
])('attribution %s', (_, record) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: [[VISIT_ATTRIBUTION, { record }]] });
    await resetBlog(t);
  });
  afterAll(() => t.close());

  it('never fails the subscription (nor the order, which calls it the same way)', async () => {
    const reader = await newClient(t);
    await reader.post('/api/subscribe', { email: 'unlucky@example.com' }).set('User-Agent', DESKTOP_CHROME).expect(200);

    const [row] = await t.dataSource.query('SELECT email FROM subscribers');
    expect(row).toEqual({ email: 'unlucky@example.com' });
  });
});

// The visit under way when a subscriber or an order is made: the one of the visitor's last view, if
// that view is under 30 minutes before (a later view would have begun another visit).
describe('the visit a conversion is attributed to', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await analyticsApp(clock);
    await resetAnalytics(t);
  });
  // its conversions name subscribers that do not exist (ref ids 1, 2, …): a later suite's new
  // subscriber 1 would find itself attributed already, so they go with this suite
  afterAll(async () => {
    await resetAnalytics(t);
    await t.close();
  });

  const address = newAddress();
  const viewAt = async (time: string, body: object) => {
    clock.now = new Date(time);
    await beacon(t, body, { 'X-Forwarded-For': address }).expect(204);
  };
  let nextRef = 1;
  // the entry kept of a conversion made at `time` by the same browser
  const entryAt = async (time: string) => {
    const refId = nextRef++;
    const attribution = t.app.get<VisitAttribution>(VISIT_ATTRIBUTION, { strict: false });
    const conversion: Conversion = {
      kind: 'subscriber',
      refId,
      ip: address,
      userAgent: DESKTOP_CHROME,
      at: new Date(time),
    };
    await t.dataSource.transaction((tx) => attribution.record(tx, conversion));
    const [row] = await t.dataSource.query(
      `SELECT entry_path, utm_campaign FROM analytics_conversions WHERE kind = 'subscriber' AND ref_id = $1`,
      [refId],
    );
    return row;
  };

  it("takes the entry of the day's latest visit, and none when the last view is 30 minutes old or more", async () => {
    // Berlin's morning and afternoon of one day: two visits hours apart
    await viewAt('2026-03-14T08:00:00Z', { path: '/blog/morning', utmCampaign: 'dawn' });
    await viewAt('2026-03-14T08:10:00Z', { path: '/about' });
    await viewAt('2026-03-14T12:00:00Z', { path: '/blog/afternoon', utmCampaign: 'noon' });
    await viewAt('2026-03-14T12:05:00Z', { path: '/products' });

    expect(await entryAt('2026-03-14T08:20:00Z')).toEqual({ entry_path: '/blog/morning', utm_campaign: 'dawn' });
    expect(await entryAt('2026-03-14T12:20:00Z')).toEqual({ entry_path: '/blog/afternoon', utm_campaign: 'noon' });
    expect(await entryAt('2026-03-14T12:34:59Z')).toEqual({ entry_path: '/blog/afternoon', utm_campaign: 'noon' });
    expect(await entryAt('2026-03-14T12:35:00Z')).toEqual({ entry_path: null, utm_campaign: null });
    expect(await entryAt('2026-03-14T14:05:00Z')).toEqual({ entry_path: null, utm_campaign: null });
  });

  it("keeps the conversion, its entry unknown, when the day's salt cannot be read", async () => {
    // a new day's salt, asked of a database whose salts table is away: not a reason to lose the conversion
    await t.dataSource.query('ALTER TABLE analytics_salts RENAME TO analytics_salts_away');
    try {
      expect(await entryAt('2026-03-17T09:00:00Z')).toEqual({ entry_path: null, utm_campaign: null });
    } finally {
      await t.dataSource.query('ALTER TABLE analytics_salts_away RENAME TO analytics_salts');
    }
  });
});
