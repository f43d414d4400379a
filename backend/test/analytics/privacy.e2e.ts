import { TABLES_SQL } from '../../src/modules/backups/database-dump';
import { SaltsExpiryCron } from '../../src/modules/analytics/ingest/salts-expiry.cron';
import { PageViewsWriter } from '../../src/modules/analytics/ingest/page-views.writer';
import { createProduct } from '../commerce/commerce-helpers';
import { signedIn } from '../support/client';
import type { TestApp } from '../support/test-app';
import { analyticsApp, beacon, DESKTOP_CHROME, newPath, storedViews, TestClock } from './ingest-helpers';

// No address and no user agent is kept anywhere; a visitor id holds for one day, and that day's
// salt goes when the day is over (and never into a backup), so it cannot be remade.
describe('page views keep no address and no user agent', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await analyticsApp(clock);
  });
  afterAll(() => t.close());

  const salts = async (): Promise<string[]> =>
    (await t.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts ORDER BY day`)).map(
      (row: { day: string }) => row.day,
    );

  // "table.column" of every text-like column (text, JSON, arrays, bytes as hex) of the schema holding `text`
  async function columnsHolding(text: string): Promise<string[]> {
    await t.app.get(PageViewsWriter).flush();
    const columns: { table: string; column: string }[] = await t.dataSource.query(`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public'
        AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')
      ORDER BY table_name, column_name`);
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table, column } of columns) {
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM "${table}" WHERE strpos("${column}"::text, $1) > 0`,
        [text],
      );
      if (count) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('stores neither in any column of any table', async () => {
    const address = '198.51.100.213';
    const agent = `${DESKTOP_CHROME} PrivacyProbe/7.7`;
    const path = newPath();
    // the fast path, and the app (an unknown session is nobody's)
    await beacon(t, { path, referrer: 'https://example.org/' }, { 'X-Forwarded-For': address, 'User-Agent': agent });
    await beacon(t, { path }, { 'X-Forwarded-For': address, 'User-Agent': agent, Cookie: 'sid=s%3Anobody.x' });
    expect(await storedViews(t, path)).toHaveLength(2);
    expect(await columnsHolding(path)).toEqual(['page_views.path']);
    expect(await columnsHolding(address)).toEqual([]);
    expect(await columnsHolding(Buffer.from(address).toString('hex'))).toEqual([]);
    expect(await columnsHolding('PrivacyProbe')).toEqual([]);
  });

  it('stores neither after a subscription and a checkout that remember their visit', async () => {
    const address = '198.51.100.214';
    const agent = `${DESKTOP_CHROME} ConversionProbe/8.8`;
    const as = { 'X-Forwarded-For': address, 'User-Agent': agent };
    clock.now = new Date();
    await beacon(t, { path: '/blog/probe', utmCampaign: 'probe-campaign' }, as).expect(204);
    const admin = await signedIn(t, 'admin');
    const product = await createProduct(admin, { title: 'Probe Workbook', price: '9' });
    const buyer = await signedIn(t);
    await buyer.post('/api/subscribe', { email: 'probe@example.com' }).set(as).expect(200);
    await buyer
      .post('/api/create-payment-intent', { amount: 9, productIds: [product.id] })
      .set(as)
      .expect(200);
    expect(
      await t.dataSource.query(
        `SELECT kind, entry_path FROM analytics_conversions WHERE utm_campaign = 'probe-campaign'`,
      ),
    ).toEqual([
      { kind: 'subscriber', entry_path: '/blog/probe' },
      { kind: 'order', entry_path: '/blog/probe' },
    ]);
    // the address only where the rate limits count it (the subscribe form's, for their hour), never in
    // analytics; the user agent nowhere
    expect(await columnsHolding(address)).toEqual(['rate_limit_hits.key']);
    expect(await columnsHolding(Buffer.from(address).toString('hex'))).toEqual([]);
    expect(await columnsHolding('ConversionProbe')).toEqual([]);
  });

  it("makes a stranger of yesterday's visitor, and forgets yesterday's salt within the hour", async () => {
    const path = newPath();
    const headers = { 'X-Forwarded-For': '198.51.100.7' };
    clock.now = new Date('2030-05-01T21:00:00Z'); // 23:00 in Berlin
    await beacon(t, { path }, headers).expect(204);
    clock.now = new Date('2030-05-01T22:30:00Z'); // 00:30 the next day
    await beacon(t, { path }, headers).expect(204);
    const [before, after] = await storedViews(t, path);
    expect([before.day, after.day]).toEqual(['2030-05-01', '2030-05-02']);
    expect(after.visitor).not.toBe(before.visitor);
    expect(await salts()).toEqual(expect.arrayContaining(['2030-05-01', '2030-05-02']));
    await t.app.get(SaltsExpiryCron).forgetPastSalts();
    expect(await salts()).toEqual(['2030-05-02']);
    // the same person, the same day: still one visitor (today's salt is kept, in memory too)
    await beacon(t, { path }, headers).expect(204);
    expect((await storedViews(t, path))[2].visitor).toBe(after.visitor);
  });

  it('leaves the salts out of backups', async () => {
    const tables: { name: string }[] = await t.dataSource.query(TABLES_SQL);
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['page_views', 'analytics_conversions', 'analytics_days']));
    expect(names).not.toContain('analytics_salts');
  });
});
