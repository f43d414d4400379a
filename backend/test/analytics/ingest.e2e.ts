import { IngestErrors, MAX_PATH, MAX_REFERRER, MAX_UTM } from '../../src/modules/analytics/ingest/ingest.errors';
import { signedIn } from '../support/client';
import { captureLogs } from '../support/log-capture';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import {
  analyticsApp,
  ANDROID_TABLET,
  beacon,
  DESKTOP_CHROME,
  IPAD,
  IPHONE,
  newAddress,
  newPath,
  storedViews,
  TestClock,
} from './ingest-helpers';

// POST /api/analytics/views: what a page view keeps, and which views are not counted (answered
// alike, 204, so a page cannot tell).
describe('counting page views', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await analyticsApp(clock);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock.now = new Date();
  });

  it('keeps the path, the referring host, the campaign and the device, on its day in PUBLISH_TZ', async () => {
    clock.now = new Date('2026-03-14T23:30:00Z'); // already the 15th in Berlin
    const path = newPath();
    await beacon(t, {
      path: `${path}?token=secret#top`,
      referrer: 'https://News.Example.org:8443/item?id=1',
      utmSource: '  Newsletter ',
      utmMedium: 'EMAIL',
      utmCampaign: 'Spring-Sale',
    }).expect(204);
    const [view] = await storedViews(t, path);
    expect(view).toEqual({
      viewed_at: clock.now,
      day: '2026-03-15',
      visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
      path,
      referrer_host: 'news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-sale',
      device: 'desktop',
    });
  });

  it("drops the site's own host as a referrer, and a referrer that is no address", async () => {
    const path = newPath();
    const host = new URL(t.config.publicUrl).host;
    await beacon(t, { path, referrer: `http://${host}/blog` }).expect(204);
    await beacon(t, { path, referrer: 'http://shop.local:3000/x' }, { Host: 'shop.local:3000' }).expect(204);
    await beacon(t, { path, referrer: 'not a url' }).expect(204);
    await beacon(t, { path, referrer: '', utmSource: '  ' }).expect(204);
    const views = await storedViews(t, path);
    expect(views.map((v) => [v.referrer_host, v.utm_source])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('is one visitor all day for one address and browser, another for another browser or address', async () => {
    const path = newPath();
    const address = newAddress();
    await beacon(t, { path }, { 'X-Forwarded-For': address }).expect(204);
    await beacon(t, { path: `${path}` }, { 'X-Forwarded-For': address }).expect(204);
    await beacon(t, { path }, { 'X-Forwarded-For': address, 'User-Agent': IPHONE }).expect(204);
    await beacon(t, { path }).expect(204);
    const [first, second, phone, other] = (await storedViews(t, path)).map((v) => v.visitor);
    expect(second).toBe(first);
    expect(new Set([first, phone, other]).size).toBe(3);
  });

  it('tells phones, tablets and desktops apart by the user agent', async () => {
    const path = newPath();
    for (const agent of [IPHONE, IPAD, ANDROID_TABLET, DESKTOP_CHROME])
      await beacon(t, { path }, { 'User-Agent': agent }).expect(204);
    expect((await storedViews(t, path)).map((v) => v.device)).toEqual(['mobile', 'tablet', 'tablet', 'desktop']);
  });

  it('does not count bots, browsers without a user agent, Do Not Track or Global Privacy Control', async () => {
    const path = newPath();
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ];
    for (const agent of bots) await beacon(t, { path }, { 'User-Agent': agent }).expect(204);
    await beacon(t, { path }, { 'User-Agent': '' }).expect(204);
    await beacon(t, { path }, { DNT: '1' }).expect(204);
    await beacon(t, { path }, { 'Sec-GPC': '1' }).expect(204);
    expect(await storedViews(t, path)).toEqual([]);
    await beacon(t, { path }, { DNT: '0' }).expect(204);
    expect(await storedViews(t, path)).toHaveLength(1);
  });

  it("does not count the owner's own visits, nor the admin's and account pages", async () => {
    const owner = await signedIn(t, 'admin');
    const customer = await signedIn(t, 'customer');
    const path = newPath();
    await owner.post('/api/analytics/views', { path }).set('User-Agent', DESKTOP_CHROME).expect(204);
    await customer.post('/api/analytics/views', { path }).set('User-Agent', DESKTOP_CHROME).expect(204);
    expect(await storedViews(t, path)).toHaveLength(1);
    for (const page of ['/admin', '/admin/analytics', '/ADMIN/orders', '/account', '/account/orders'])
      await beacon(t, { path: page }).expect(204);
    for (const page of ['/admin', '/admin/analytics', '/ADMIN/orders', '/account', '/account/orders'])
      expect([page, await storedViews(t, page)]).toEqual([page, []]);
    await beacon(t, { path: '/administrators' }).expect(204);
    expect(await storedViews(t, '/administrators')).toHaveLength(1);
  });

  it('counts at most 60 views a minute of one visitor', async () => {
    const path = newPath();
    const address = newAddress();
    clock.now = new Date('2026-03-16T10:00:05Z');
    for (let i = 0; i < 61; i++) await beacon(t, { path }, { 'X-Forwarded-For': address }).expect(204);
    expect(await storedViews(t, path)).toHaveLength(60);
    clock.now = new Date('2026-03-16T10:01:00Z');
    await beacon(t, { path }, { 'X-Forwarded-For': address }).expect(204);
    expect(await storedViews(t, path)).toHaveLength(61);
  });

  it('refuses an invalid view with 400 and says why', async () => {
    const cases: [object, string][] = [
      [{}, 'path is required: the address of the page viewed, such as /blog/hello.'],
      [{ path: 'blog/x' }, 'path must start with "/".'],
      [{ path: `/${'x'.repeat(500)}` }, 'path must be at most 500 characters.'],
      [{ path: '/x', utmSource: 'x'.repeat(201) }, 'utmSource must be at most 200 characters.'],
      [{ path: '/x', referrer: 3 }, 'referrer must be text.'],
      [{ path: '/x', visitor: 'me' }, 'The field "visitor" is not allowed'],
    ];
    for (const [body, message] of cases) {
      const res = await beacon(t, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
    }
  });

  it("logs a signed-in visitor's page views at debug, not at info on every page", async () => {
    const logs = captureLogs({ info: true });
    try {
      const customer = await signedIn(t, 'customer');
      await customer.post('/api/analytics/views', { path: newPath() }).expect(204);
      // a beacon refused is a line, as any refusal: it comes after the one above
      await customer.post('/api/analytics/views', { path: 'no-slash' }).expect(400);
      await waitFor(() => logs.lines.some((line) => line.startsWith('POST /api/analytics/views 400')));
      expect(logs.lines.filter((line) => line.includes('/api/analytics/views'))).toEqual([
        expect.stringMatching(/^POST \/api\/analytics\/views 400 /),
      ]);
    } finally {
      logs.restore();
    }
  });

  it('takes a view with every field at its longest: the limits fit in the body limit', async () => {
    const path = newPath();
    const utm = (c: string) => c.repeat(MAX_UTM);
    const body = {
      path: `${path}/${'p'.repeat(MAX_PATH - path.length - 1)}`,
      referrer: `https://news.example.org/${'r'.repeat(MAX_REFERRER - 'https://news.example.org/'.length)}`,
      utmSource: utm('s'),
      utmMedium: utm('m'),
      utmCampaign: utm('c'),
    };
    expect(JSON.stringify(body)).toHaveLength(MAX_PATH + MAX_REFERRER + 3 * MAX_UTM + 72);
    await beacon(t, body).expect(204);
    expect(await storedViews(t, body.path)).toEqual([
      expect.objectContaining({ referrer_host: 'news.example.org', utm_campaign: utm('c') }),
    ]);
  });

  it('refuses a body over 2 KB with 413, with or without a session', async () => {
    const body = { path: '/x', utmSource: 'x'.repeat(2100) };
    const res = await beacon(t, body).expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: IngestErrors.tooLarge, error: 'Payload Too Large' });
    const customer = await signedIn(t, 'customer');
    const signedInRes = await customer.post('/api/analytics/views', body).expect(413);
    expect(signedInRes.body).toEqual(res.body);
  });
});
