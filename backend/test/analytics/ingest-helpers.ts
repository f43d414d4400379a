import request from 'supertest';
import { ANALYTICS_CLOCK } from '../../src/modules/analytics/ingest/analytics-clock';
import { AnalyticsModule } from '../../src/modules/analytics';
import { PageViewsWriter } from '../../src/modules/analytics/ingest/page-views.writer';
import { RollupsCron } from '../../src/modules/analytics/rollups/rollups.cron';
import { createServiceModule, globalModules, type ServiceModule } from '../support/service-module';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestContext } from '../support/test-context';

// A desktop Chrome: the e2e browser (HeadlessChrome) is a known bot, and so is supertest's agent.
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// "now" as analytics sees it, set by the test
export class TestClock {
  constructor(public now = new Date()) {}
  readonly read = () => this.now;
}

// The app, its analytics clock in the test's hands, days in Berlin's time.
export async function analyticsApp(clock: TestClock, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ env: { PUBLISH_TZ: 'Europe/Berlin', ...env }, overrides: [[ANALYTICS_CLOCK, clock.read]] });
}

// The same, analytics alone and without HTTP (the medium tier: service-module.ts).
// Started once its retention of old raw views at start is over: with the rows other suites left it
// runs for a while, and would delete a test's views of an old day written meanwhile.
export async function analyticsServices(clock: TestClock, env: Record<string, string> = {}): Promise<ServiceModule> {
  const services = await createServiceModule({
    imports: [AnalyticsModule, ...globalModules()],
    env: { PUBLISH_TZ: 'Europe/Berlin', ...env },
    overrides: [[ANALYTICS_CLOCK, clock.read]],
  });
  await services.app.get(RollupsCron).started;
  return services;
}

let nextAddress = 1;
// an address of TEST-NET-3 no other test uses, as nginx would pass it
export const newAddress = () => `203.0.113.${nextAddress++}`;

// A page's beacon from a browser with no cookie (answered on the fast path when it is valid).
export function beacon(t: TestApp, body: object | string, headers: Record<string, string> = {}) {
  const req = request(t.server)
    .post('/api/analytics/views')
    .set({ 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': newAddress(), ...headers });
  return typeof body === 'string' ? req.set('Content-Type', 'application/json').send(body) : req.send(body);
}

export interface StoredView {
  viewed_at: Date;
  day: string;
  visitor: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
}

// The views stored of `path`, once every view received has been written.
export async function storedViews(t: TestContext, path: string): Promise<StoredView[]> {
  await t.app.get(PageViewsWriter).flush();
  return t.dataSource.query(
    `SELECT viewed_at, to_char(day, 'YYYY-MM-DD') AS day, visitor, path, referrer_host, utm_source, utm_medium,
            utm_campaign, device
     FROM page_views WHERE path = $1 ORDER BY id`,
    [path],
  );
}

let nextPath = 1;
// a page address no other test views
export const newPath = (prefix = '/blog') => `${prefix}/post-${Date.now().toString(36)}-${nextPath++}`;
